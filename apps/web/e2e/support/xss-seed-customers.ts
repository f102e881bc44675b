import { type APIRequestContext, expect } from '@playwright/test';
import { signupCode } from './verified-sign-up';
import { type Caller, newCustomer, PASSWORD, staffCaller } from './xss-api';
import { chunks, PAYLOADS } from './xss-payloads';

type Product = { id: number; productCode: string };

/** Address fields and their lengths: six addresses hold every payload between them. */
const ADDRESS_FIELDS = { name: 100, line1: 200, line2: 200, landmark: 200, city: 100 } as const;

/** Fills address after address, field by field, with the payloads in order. */
function addressesHoldingEveryPayload() {
  const addresses: Record<string, string>[] = [];
  let current: Record<string, string> = {};
  const fields = Object.entries(ADDRESS_FIELDS);
  let field = 0;
  for (const { text } of PAYLOADS) {
    for (;;) {
      const [name, max] = fields[field] as [string, number];
      const joined = current[name] ? `${current[name]} ${text}` : text;
      if (joined.length <= max) {
        current[name] = joined;
        break;
      }
      field += 1;
      if (field === fields.length) {
        addresses.push(current);
        current = {};
        field = 0;
      }
    }
  }
  addresses.push(current);
  return addresses.map((a) => ({ ...a, name: a.name ?? 'x', line1: a.line1 ?? 'x', city: a.city ?? 'x' }));
}

/**
 * Customers with payloads for names review the showcase product (their comments hold every
 * payload) and a staff member with a payload for a name answers each review. The first customer
 * (the shopper the spec signs in as) also has addresses, an order with a note, a cart, a wishlist
 * and a notify-me request, all holding payloads.
 */
export async function seedCustomers(request: APIRequestContext, staff: Caller, products: Product[]) {
  const email = `xss-${Date.now()}@e2e.test`;
  const staffUser = await staff<{ id: number }>('post', '/api/user', {
    name: chunks(100)[6],
    email,
    password: PASSWORD,
    role: 'staff',
  });
  const helper = await staffCaller(request, { email, password: PASSWORD });

  const showcase = products[0] as Product;
  const comments = chunks(2000, '\n');
  const titles = chunks(150);
  const names = chunks(100);
  const customers = [];
  const reviewIds: number[] = [];
  for (const [i, comment] of comments.entries()) {
    const customer = await newCustomer(request, names[(i + 7) % names.length] as string, PASSWORD);
    const review = await customer.call<{ id: number }>('post', '/api/review', {
      productId: showcase.id,
      rating: 4,
      title: titles[i],
      comment,
    });
    const reply = comments[comments.length - 1 - i] as string;
    await helper('post', `/api/review/reply?id=${review.id}&message=${encodeURIComponent(reply)}`);
    reviewIds.push(review.id);
    customers.push(customer);
  }

  const shopper = customers[0] as (typeof customers)[number];
  // The one who orders proves the number first (the others only review: no code spent on them).
  await shopper.call('post', '/api/customer/verify-number', {
    otp: await signupCode(request, shopper.mobile),
  });
  const addressIds: number[] = [];
  for (const address of addressesHoldingEveryPayload()) {
    const saved = await shopper.call<{ id: number }>('post', '/api/address', {
      ...address,
      mobileNumber: shopper.mobile,
      state: 'Tamil Nadu',
      pincode: '641001',
    });
    addressIds.push(saved.id);
  }
  const inStock = products.filter((_, i) => i !== 1);
  const cartUrl = (p: Product) =>
    `/api/product/add-to-cart?productId=${p.id}&Quantity=1&customerId=${shopper.id}`;
  const ordered = inStock.slice(0, 4);
  for (const p of ordered) await shopper.call('get', cartUrl(p));
  const placed = await shopper.call<{ cartBundleId: string; orders: { id: number }[] }>(
    'post',
    `/api/orders/products?customerId=${shopper.id}&addressId=${addressIds[0]}`,
    {
      productDetails: ordered.map((p) => ({ productId: p.id, quantity: 1 })),
      note: chunks(500)[2],
      // The cart holds just these lines: its total is the one the checkout sends as shown.
      expectedTotal: (await shopper.call<{ total: number }>('get', `/api/customer/cart/${shopper.id}`)).total,
    },
  );
  for (const p of inStock.slice(4, 10)) await shopper.call('get', cartUrl(p));
  for (const p of inStock.slice(0, 12)) {
    await shopper.call('get', `/api/customer/wishlist/add?customerId=${shopper.id}&productId=${p.id}`);
  }
  await shopper.call('post', `/api/product/notify?productId=${products[1]?.id}&customerId=${shopper.id}`);
  expect(placed.cartBundleId).toBeTruthy();
  return {
    cartBundleId: placed.cartBundleId,
    orderIds: placed.orders.map((o) => o.id),
    ids: {
      review: reviewIds[0] as number,
      address: addressIds[0] as number,
      order: placed.orders[0]?.id as number,
      customer: shopper.id,
      staffUser: staffUser.id,
    },
    shopper: { mobile: shopper.mobile, password: PASSWORD, id: shopper.id, name: shopper.name },
  };
}
