import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createShopper, type Line, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  courierArea,
  createArea,
  fakeClock,
  movePincode,
  ownArea,
} from '../delivery/delivery-test-fixtures.js';

// Issue 31.1: the cart, the phone order's quote and the checkout priced an order three times, kept
// in step by tests alone. They now run one function (price-order.ts); this table holds them to the
// same money for the same order, through HTTP: the cart as read for the address, staff's quote,
// the checkout's 409 PRICE_CHANGED answer and the order it then places.

// Wednesday 25 Nov 2026, 19:30 in India: tomorrow's slots are still open.
const clock = fakeClock('2026-11-25T14:00:00Z');
const POLLACHI = '642001';
const ERODE = '638001';
const COIMBATORE = '641001';

let t: TestApp;
const product: Record<'ghee' | 'milk' | 'soap', number> = { ghee: 0, milk: 0, soap: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const settings = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { deliveryFee: 4_000, freeDeliveryThreshold: 100_000, codMaxTotal: 200_000 },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const ghee = await createCategory(t, 'One-price ghee');
  const rest = await createCategory(t, 'One-price milk and soap');
  product.ghee = (await createProduct(t, ghee, { name: 'Ghee', price: 69_900, stock: 100 })).id;
  product.milk = (await createProduct(t, rest, { name: 'Milk', price: 7_500, stock: 100 })).id;
  product.soap = (await createProduct(t, rest, { name: 'Soap', price: 15_000, stock: 100 })).id;
  for (const body of [
    { title: 'Ghee festival', discountPercent: 10, appliesTo: 'categories', categoryIds: [ghee] },
    { title: 'Welcome', discountAmount: 1_000, appliesTo: 'shop', firstOrderOnly: true },
    { title: 'Big basket', discountPercent: 5, appliesTo: 'shop', minOrderValue: 100_000 },
  ]) {
    const res = await t.call('POST', '/api/offer', { as: 'staff', body });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const body of [
    { code: 'SAVE10', discountPercent: 10, maxDiscount: 5_000 },
    { code: 'FIRST50', discountAmount: 5_000, firstOrderOnly: true },
  ]) {
    const res = await t.call('POST', '/api/coupons', { as: 'staff', body });
    expect(res.statusCode, res.body).toBe(201);
  }
  // Pollachi: own delivery, ₹30 below ₹500 of items; Erode: courier, ₹150 always.
  await createArea(t, ownArea({ pincodes: [POLLACHI] }));
  await createArea(t, courierArea({ pincodes: ['638'] }));
  await createArea(
    t,
    ownArea({ name: 'Coimbatore', pincodes: [COIMBATORE], minimumOrder: 50_000, codAllowed: false }),
  );
});
afterAll(() => t.close());

type Case = {
  name: string;
  lines: [keyof typeof product, number][];
  coupon: string | null;
  pincode: string;
  firstOrder: boolean;
  /** Worked by hand: what the customer pays. */
  total: number;
};

const cases: Case[] = [
  // ₹75 − ₹10 welcome, twice; ₹130 of items is below ₹500: ₹30 delivery.
  {
    name: 'a first order with a first-order offer',
    lines: [['milk', 2]],
    coupon: null,
    pincode: POLLACHI,
    firstOrder: true,
    total: 16_000,
  },
  // Ghee −₹69.90 (festival), milk −₹10 (welcome): ₹694.10; SAVE10 capped at ₹50; free delivery.
  {
    name: 'offers of two kinds, a capped coupon, free delivery',
    lines: [
      ['ghee', 1],
      ['milk', 1],
    ],
    coupon: 'SAVE10',
    pincode: POLLACHI,
    firstOrder: true,
    total: 64_410,
  },
  // ₹1,149 at list price reaches Big basket: soap −₹7.50 each; ghee keeps the festival's −₹69.90; courier ₹150.
  {
    name: 'a minimum-order offer beside a better one, by courier',
    lines: [
      ['ghee', 1],
      ['soap', 3],
    ],
    coupon: 'SAVE10',
    pincode: ERODE,
    firstOrder: false,
    total: 115_660,
  },
  // ₹300 − ₹20 welcome − ₹50 FIRST50 + ₹150 courier.
  {
    name: 'a first-order coupon on a first order',
    lines: [['soap', 2]],
    coupon: 'FIRST50',
    pincode: ERODE,
    firstOrder: true,
    total: 38_000,
  },
  // No offer holds for a repeat customer under ₹1,000: list price and ₹30.
  {
    name: 'a repeat customer with no offer',
    lines: [['milk', 3]],
    coupon: null,
    pincode: POLLACHI,
    firstOrder: false,
    total: 25_500,
  },
];

/** The money of a cart, a quote, a breakdown or an order, in one shape. */
function moneyOf(priced: {
  items: {
    productId: number;
    unitPrice: number;
    unitDiscount: number;
    offerTitle: string | null;
    quantity: number;
    lineTotal: number;
  }[];
  subtotal: number;
  discountTotal: number;
  couponDiscount: number;
  deliveryFee: number;
  total: number;
}) {
  const { subtotal, discountTotal, couponDiscount, deliveryFee, total } = priced;
  const lines = priced.items.map(
    ({ productId, unitPrice, unitDiscount, offerTitle, quantity, lineTotal }) => ({
      productId,
      unitPrice,
      unitDiscount,
      offerTitle,
      quantity,
      lineTotal,
    }),
  );
  return { lines, subtotal, discountTotal, couponDiscount, deliveryFee, total };
}

async function shopperFor(c: Case): Promise<Shopper> {
  const shopper = await createShopper(t, c.name);
  await movePincode(t, shopper, c.pincode);
  if (!c.firstOrder) {
    const before = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: shopper.id,
        addressId: shopper.addressId,
        productDetails: [{ productId: product.milk, quantity: 1 }],
      },
    });
    expect(before.statusCode, before.body).toBe(201);
  }
  return shopper;
}

describe('one price for the cart, the phone order and the checkout', () => {
  it.each(cases)('$name', async (c) => {
    const shopper = await shopperFor(c);
    const lines: Line[] = c.lines.map(([name, quantity]) => ({ productId: product[name], quantity }));
    for (const line of lines) await addToCart(t, shopper, line.productId, line.quantity);
    if (c.coupon) {
      const applied = await t.call('PUT', '/api/customer/cart/coupon', {
        token: shopper.token,
        body: { code: c.coupon },
      });
      expect(applied.statusCode, applied.body).toBe(200);
    }

    const cart = await t.call('GET', `/api/customer/cart/${shopper.id}?pincode=${c.pincode}`, {
      token: shopper.token,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const quote = await t.call('POST', '/api/orders/quote', {
      as: 'staff',
      body: { customerId: shopper.id, pincode: c.pincode, productDetails: lines, couponCode: c.coupon },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const body = { productDetails: lines, couponCode: c.coupon };
    const refused = await checkout(t, shopper, lines, {
      body: { ...body, expectedTotal: cart.data.response.total + 1 },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.data.code).toBe('PRICE_CHANGED');
    const placed = await checkout(t, shopper, lines, {
      body: { ...body, expectedTotal: cart.data.response.total },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const inCart = moneyOf(cart.data.response);
    expect(inCart.total).toBe(c.total);
    expect(moneyOf(quote.data.response)).toEqual(inCart);
    expect(moneyOf(refused.data.priceChange.breakdown)).toEqual(inCart);
    expect(moneyOf(placed.data.response.orders[0])).toEqual(inCart);
    expect(quote.data.response.couponCode).toBe(c.coupon);
    expect(placed.data.response.orders[0].couponCode).toBe(c.coupon);
  });
});

describe("the order's checks, answered with the price", () => {
  async function cartAt(shopper: Shopper, pincode?: string) {
    const query = pincode ? `?pincode=${pincode}` : '';
    const res = await t.call('GET', `/api/customer/cart/${shopper.id}${query}`, { token: shopper.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response;
  }

  it("says what the area's minimum order and cash rule refuse, as the checkout then refuses", async () => {
    const shopper = await shopperFor({
      name: 'Kavya',
      lines: [],
      coupon: null,
      pincode: COIMBATORE,
      firstOrder: true,
      total: 0,
    });
    const lines = [{ productId: product.milk, quantity: 2 }];
    await addToCart(t, shopper, product.milk, 2);
    // ₹130 of items after the welcome offer; Coimbatore starts at ₹500 and takes no cash.
    expect((await cartAt(shopper, COIMBATORE)).checks).toEqual({
      minimumOrder: { areaName: 'Coimbatore', amount: 50_000, short: 37_000 },
      cashOnDelivery: { allowed: false, refusal: 'AREA', areaName: 'Coimbatore', ceiling: 200_000 },
      lines: { max: 50, over: false },
    });
    expect((await cartAt(shopper)).checks).toBeUndefined();
    const refused = await checkout(t, shopper, lines, {
      body: { productDetails: lines, expectedTotal: 16_000 },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.data.code).toBe('BELOW_MINIMUM_ORDER');

    // Staff's phone order keeps the area's minimum, not the storefront's cash rules.
    const quote = await t.call('POST', '/api/orders/quote', {
      as: 'staff',
      body: { customerId: shopper.id, pincode: COIMBATORE, productDetails: lines },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.data.response.checks).toMatchObject({
      minimumOrder: { amount: 50_000, short: 37_000 },
      cashOnDelivery: { allowed: true, refusal: null },
    });
  });

  it("says when the total is above the shop's ceiling on cash, as the checkout then refuses", async () => {
    const shopper = await shopperFor({
      name: 'Selvi',
      lines: [],
      coupon: null,
      pincode: POLLACHI,
      firstOrder: true,
      total: 0,
    });
    await addToCart(t, shopper, product.ghee, 4);
    const cart = await cartAt(shopper, POLLACHI);
    // 4 × ₹629.10, free delivery: ₹2,516.40, above ₹2,000.
    expect(cart.total).toBe(251_640);
    expect(cart.checks).toEqual({
      minimumOrder: null,
      cashOnDelivery: { allowed: false, refusal: 'CEILING', areaName: 'Pollachi town', ceiling: 200_000 },
      lines: { max: 50, over: false },
    });
    const lines = [{ productId: product.ghee, quantity: 4 }];
    const refused = await checkout(t, shopper, lines, {
      body: { productDetails: lines, expectedTotal: cart.total },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.data.code).toBe('COD_LIMIT');
  });
});
