import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { createShopper, placeOrder, type Shopper, stockOf } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Dairy');
});
afterAll(async () => {
  await t.close();
});

const idsOf = (res: { data: { response: { id: number }[] } }) => res.data.response.map((o) => o.id);

describe('GET /orders/all (staff)', () => {
  let kavya: Shopper;
  let selvam: Shopper;
  let early: number;
  let late: number;
  let confirmed: number;
  beforeAll(async () => {
    kavya = await createShopper(t, 'Kavya');
    selvam = await createShopper(t, 'Selvam');
    const milk = await createProduct(t, categoryId, { stock: 50 });
    const line = [{ productId: milk.id, quantity: 1 }];
    early = (await placeOrder(t, kavya, line)).id;
    late = (await placeOrder(t, selvam, line)).id;
    confirmed = (await placeOrder(t, selvam, line)).id;
    expect(
      (await t.call('PUT', `/api/orders/${confirmed}`, { as: 'staff', body: { status: 'CONFIRMED' } }))
        .statusCode,
    ).toBe(200);
    // Fixed times, to test the date filters: 10 March 15:30 IST, 13 March 01:30 IST, 14 March.
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2024-03-10T10:00:00Z') })
      .where(eq(orders.id, early));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2024-03-12T20:00:00Z') })
      .where(eq(orders.id, late));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2024-03-14T06:00:00Z') })
      .where(eq(orders.id, confirmed));
  });

  it('lists every order newest first, paged, with items and timelines', async () => {
    const res = await t.call('GET', '/api/orders/all?size=2', { as: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.data.page).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(idsOf(res)).toEqual([confirmed, late]);
    expect(res.data.response[0].items).toHaveLength(1);
    expect(res.data.response[0].timeline.map((e: { status: string }) => e.status)).toEqual([
      'PLACED',
      'CONFIRMED',
    ]);
    expect(res.data.response[1].customer).toMatchObject({ id: selvam.id, name: selvam.name });
    const page2 = await t.call('GET', '/api/orders/all?size=2&page=2', { as: 'admin' });
    expect(idsOf(page2)).toEqual([early]);
  });

  it('filters by status, customer, dates (India days) and q (id, mobile, name)', async () => {
    const list = async (query: string) => {
      const res = await t.call('GET', `/api/orders/all?${query}`, { as: 'staff' });
      expect(res.statusCode, res.body).toBe(200);
      return idsOf(res);
    };
    expect(await list('status=CONFIRMED')).toEqual([confirmed]);
    expect(await list(`customerId=${selvam.id}`)).toEqual([confirmed, late]);
    expect(await list('from=2024-03-13&to=2024-03-13')).toEqual([late]);
    expect(await list('from=2024-03-10&to=2024-03-12')).toEqual([early]);
    expect(await list('to=2024-03-12T20:00:00Z')).toEqual([late, early]);
    expect(await list('from=2024-03-12T20:00:01%2B00:00')).toEqual([confirmed]);
    expect(await list(`q=${early}`)).toEqual([early]);
    expect(await list(`q=%23${late}`)).toEqual([late]);
    const kavyaMobile = (await t.call('GET', `/api/orders/${early}`, { as: 'staff' })).data.response.customer
      .mobileNumber;
    expect(await list(`q=${encodeURIComponent(kavyaMobile)}`)).toEqual([early]);
    expect(await list('q=selv')).toEqual([confirmed, late]);
    expect(await list('q=nobody')).toEqual([]);
  });

  it('answers 400 for a bad filter, 401 without a token, 403 for a customer', async () => {
    const bad = await t.call('GET', '/api/orders/all?status=LOST&from=yesterday', { as: 'staff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'status' }));
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'from' }));
    expect((await t.call('GET', '/api/orders/all?size=101', { as: 'staff' })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/orders/all')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/orders/all', { token: kavya.token })).statusCode).toBe(403);
  });
});

describe('POST /orders/1 (phone order)', () => {
  const typedAddress = {
    name: 'Murugan',
    mobileNumber: '98765 43210',
    line1: '4 Temple Street',
    city: 'Salem',
    state: 'Tamil Nadu',
    pincode: '636001',
  };

  it('places a phone order to a typed-in address through the same checkout, leaving the cart alone', async () => {
    const murugan = await createShopper(t, 'Murugan');
    const ghee = await createProduct(t, categoryId, { name: 'Ghee', price: 30_000, stock: 6 });
    await t.call('GET', `/api/product/add-to-cart?productId=${ghee.id}&Quantity=1&customerId=${murugan.id}`, {
      token: murugan.token,
    });
    const res = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: murugan.id,
        address: typedAddress,
        productDetails: [{ productId: ghee.id, quantity: 2 }],
        note: 'Phoned at 9am',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.message).toBe('Create Orders Successfully');
    const order = res.data.response.orders[0];
    expect(order).toMatchObject({
      status: 'PLACED',
      placedByStaff: true,
      subtotal: 60_000,
      note: 'Phoned at 9am',
      customer: { id: murugan.id },
      shippingAddress: { ...typedAddress, mobileNumber: '+919876543210', line2: null, landmark: null },
    });
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'PLACED', actorKind: 'staff', actorName: 'Test Helper' }),
    ]);
    expect(await stockOf(t, ghee.id)).toBe(4);
    const cart = await t.call('GET', `/api/customer/cart/${murugan.id}`, { token: murugan.token });
    expect(cart.data.response.items).toHaveLength(1);

    // The customer sees it among their orders.
    const mine = await t.call('GET', `/api/orders/customer/${murugan.id}`, { token: murugan.token });
    expect(idsOf(mine)).toEqual([order.id]);
  });

  it('uses a saved address of that customer, and is idempotent with a key', async () => {
    const devi = await createShopper(t, 'Devi');
    const milk = await createProduct(t, categoryId, { stock: 5 });
    const body = {
      customerId: devi.id,
      addressId: devi.addressId,
      productDetails: [{ productId: milk.id, quantity: 1 }],
    };
    const first = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body,
      headers: { 'idempotency-key': 'call-17' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data.response.orders[0].shippingAddress).toMatchObject({ line1: '12 Goat Farm Road' });
    const again = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body,
      headers: { 'idempotency-key': 'call-17' },
    });
    expect(again.data.response.cartBundleId).toBe(first.data.response.cartBundleId);
    expect(await stockOf(t, milk.id)).toBe(4);
  });

  it('answers 400, 401, 403 and 404 as it should, placing nothing', async () => {
    const devi = await createShopper(t, 'Other Devi');
    const stranger = await createShopper(t, 'Stranger');
    const milk = await createProduct(t, categoryId, { stock: 5 });
    const productDetails = [{ productId: milk.id, quantity: 1 }];
    const post = (body: unknown, as: 'staff' | null = 'staff') =>
      t.call('POST', '/api/orders/1', as ? { as, body } : { body });

    const neither = await post({ customerId: devi.id, productDetails });
    expect(neither.statusCode).toBe(400);
    expect(neither.data.errors).toContainEqual(expect.objectContaining({ field: 'addressId' }));
    const both = await post({
      customerId: devi.id,
      addressId: devi.addressId,
      address: typedAddress,
      productDetails,
    });
    expect(both.statusCode).toBe(400);
    const badAddress = await post({
      customerId: devi.id,
      address: { ...typedAddress, pincode: '12' },
      productDetails,
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.data.errors).toContainEqual(expect.objectContaining({ field: 'address.pincode' }));
    const othersAddress = await post({ customerId: devi.id, addressId: stranger.addressId, productDetails });
    expect(othersAddress.statusCode).toBe(400);
    expect(othersAddress.data.errors).toContainEqual(expect.objectContaining({ field: 'addressId' }));

    const noCustomer = await post({ customerId: 987_654, address: typedAddress, productDetails });
    expect(noCustomer.statusCode).toBe(404);
    expect(noCustomer.data.errors).toContainEqual(expect.objectContaining({ field: 'customerId' }));

    expect(
      (await post({ customerId: devi.id, address: typedAddress, productDetails }, null)).statusCode,
    ).toBe(401);
    const asCustomer = await t.call('POST', '/api/orders/1', {
      token: devi.token,
      body: { customerId: devi.id, address: typedAddress, productDetails },
    });
    expect(asCustomer.statusCode).toBe(403);

    expect(await stockOf(t, milk.id)).toBe(5);
    const list = await t.call('GET', `/api/orders/all?customerId=${devi.id}`, { as: 'staff' });
    expect(list.data.page.totalElements).toBe(0);
  });
});
