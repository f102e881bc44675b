import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkout,
  createShopper,
  orderCount,
  placeOrder,
  type Shopper,
  stockOf,
} from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Dairy');
  const settings = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { deliveryFee: 4_000, freeDeliveryThreshold: 100_000 },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const product = (overrides: Record<string, unknown> = {}) => createProduct(t, categoryId, overrides);

async function cartOf(shopper: Shopper) {
  const res = await t.call('GET', `/api/customer/cart/${shopper.id}`, { token: shopper.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.items.map((i: { productId: number; quantity: number }) => [
    i.productId,
    i.quantity,
  ]);
}

describe('checkout', () => {
  it('places one order: stock taken, prices and address snapshotted, cart lines gone', async () => {
    const meena = await createShopper(t, 'Meena');
    const milk = await product({
      name: 'Goat Milk',
      unit: '500 ml',
      price: 12_000,
      stock: 10,
      imageUrls: ['/media/milk.jpg'],
    });
    const ghee = await product({ name: 'Goat Ghee', unit: '200 g', price: 5_000, stock: 5 });
    const soap = await product({ name: 'Goat Soap', stock: 5 });
    await addToCart(t, meena, milk.id, 2);
    await addToCart(t, meena, ghee.id, 1);
    await addToCart(t, meena, soap.id, 3);

    const res = await checkout(t, meena, [
      { productId: milk.id, quantity: 2 },
      { productId: ghee.id, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.message).toBe('Create Orders Successfully');
    const { cartBundleId, orders } = res.data.response;
    expect(cartBundleId).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders).toHaveLength(1);
    const order = orders[0];
    expect(order).toMatchObject({
      cartBundleId,
      status: 'PLACED',
      paymentMethod: 'COD',
      subtotal: 29_000,
      deliveryFee: 4_000,
      total: 33_000,
      note: null,
      customer: { id: meena.id, name: meena.name },
      allowedNextStatuses: ['CONFIRMED', 'CANCELLED'],
      cancellableByCustomer: true,
      placedByStaff: false,
      shippingAddress: {
        name: meena.name,
        line1: '12 Goat Farm Road',
        city: 'Erode',
        pincode: '638001',
        line2: null,
      },
    });
    expect(order.items).toEqual([
      {
        productId: milk.id,
        productCode: milk.productCode,
        name: 'Goat Milk',
        unit: '500 ml',
        imageUrl: '/media/milk.jpg',
        unitPrice: 12_000,
        unitDiscount: 0,
        offerTitle: null,
        translations: {},
        quantity: 2,
        lineTotal: 24_000,
        restockedAt: null,
        returnedQuantity: 0,
        restockedQuantity: 0,
      },
      expect.objectContaining({
        productId: ghee.id,
        name: 'Goat Ghee',
        imageUrl: null,
        quantity: 1,
        lineTotal: 5_000,
      }),
    ]);
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'PLACED', actorKind: 'customer', actorName: meena.name }),
    ]);

    // The answer is made from what checkout wrote; reading the order back gives the same order.
    const readBack = await t.call('GET', `/api/orders/${order.id}`, { token: meena.token });
    expect(readBack.data.response).toEqual(order);

    expect(await stockOf(t, milk.id)).toBe(8);
    expect(await stockOf(t, ghee.id)).toBe(5 - 1);
    expect(await stockOf(t, soap.id)).toBe(5);
    expect(await cartOf(meena)).toEqual([[soap.id, 3]]);

    // The order keeps what was bought at what price, whatever the product becomes.
    const edited = await t.call('PUT', `/api/product/${milk.id}`, {
      as: 'staff',
      body: { name: 'Fresh Goat Milk', price: 15_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = await t.call('GET', `/api/orders/${order.id}`, { token: meena.token });
    expect(read.statusCode).toBe(200);
    expect(read.data.response.items[0]).toMatchObject({
      name: 'Goat Milk',
      unitPrice: 12_000,
      lineTotal: 24_000,
    });
    expect(read.data.response.total).toBe(33_000);

    const bundle = await t.call('GET', `/api/orders/bundle?cartBundleId=${cartBundleId}`, {
      token: meena.token,
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.data.response.map((o: { id: number }) => o.id)).toEqual([order.id]);

    const mine = await t.call('GET', `/api/orders/customer/${meena.id}`, { token: meena.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.data.page.totalElements).toBe(1);
    expect(mine.data.response[0].id).toBe(order.id);
  });

  it('delivers free from the threshold on and keeps the customer note', async () => {
    const ravi = await createShopper(t, 'Ravi');
    const cheese = await product({ price: 50_000, stock: 4 });
    const res = await checkout(t, ravi, [], {
      body: {
        productDetails: [{ productId: cheese.id, quantity: 2 }],
        note: 'Please ring twice',
        expectedTotal: 100_000,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.response.orders[0]).toMatchObject({
      subtotal: 100_000,
      deliveryFee: 0,
      total: 100_000,
      note: 'Please ring twice',
    });
  });

  it('lists a customer’s orders newest first, paged', async () => {
    const anu = await createShopper(t, 'Anu');
    const paneer = await product({ stock: 10 });
    const first = await placeOrder(t, anu, [{ productId: paneer.id, quantity: 1 }]);
    const second = await placeOrder(t, anu, [{ productId: paneer.id, quantity: 2 }]);
    const page1 = await t.call('GET', `/api/orders/customer/${anu.id}?page=1&size=1`, { token: anu.token });
    expect(page1.data.page).toEqual({ number: 1, size: 1, totalElements: 2, totalPages: 2 });
    expect(page1.data.response[0].id).toBe(second.id);
    const page2 = await t.call('GET', `/api/orders/customer/${anu.id}?page=2&size=1`, { as: 'staff' });
    expect(page2.data.response[0].id).toBe(first.id);
  });
});

describe('checkout input', () => {
  let shopper: Shopper;
  let productId: number;
  beforeAll(async () => {
    shopper = await createShopper(t, 'Input');
    productId = (await product({ stock: 5 })).id;
  });

  it.each([
    ['quantity 0', { productDetails: [{ productId: 1, quantity: 0 }] }, 'productDetails.0.quantity'],
    ['quantity over 100', { productDetails: [{ productId: 1, quantity: 101 }] }, 'productDetails.0.quantity'],
    ['empty productDetails', { productDetails: [] }, 'productDetails'],
    ['missing productDetails', {}, 'productDetails'],
    ['an unknown field', { productDetails: [{ productId: 1, quantity: 1 }], price: 1 }, 'price'],
    [
      'a repeated product',
      {
        productDetails: [
          { productId: 7, quantity: 1 },
          { productId: 7, quantity: 2 },
        ],
      },
      'productDetails.1.productId',
    ],
    [
      'more than 50 lines',
      { productDetails: Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })) },
      'productDetails',
    ],
  ])('answers 400 for %s', async (_name, body, field) => {
    const res = await checkout(t, shopper, [], { body });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field }));
  });

  it('answers 400 naming addressId when it is missing', async () => {
    const res = await t.call('POST', `/api/orders/products?customerId=${shopper.id}`, {
      token: shopper.token,
      body: { productDetails: [{ productId, quantity: 1 }], expectedTotal: 14_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'addressId' }));
  });

  it('answers 400 for an over-long Idempotency-Key and a malformed bundle id', async () => {
    const res = await checkout(t, shopper, [{ productId, quantity: 1 }], { key: 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'idempotency-key' }));
    const bundle = await t.call('GET', '/api/orders/bundle?cartBundleId=nope', { token: shopper.token });
    expect(bundle.statusCode).toBe(400);
    expect(bundle.data.errors).toContainEqual(expect.objectContaining({ field: 'cartBundleId' }));
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('answers 401 without a token and 403 for a staff token on the storefront checkout', async () => {
    const url = `/api/orders/products?customerId=${shopper.id}&addressId=${shopper.addressId}`;
    const body = { productDetails: [{ productId, quantity: 1 }] };
    expect((await t.call('POST', url, { body })).statusCode).toBe(401);
    expect((await t.call('POST', url, { body, as: 'staff' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/orders/1')).statusCode).toBe(401);
    expect((await t.call('GET', `/api/orders/customer/${shopper.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/orders/all')).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/orders/1', { body: { status: 'CANCELLED' } })).statusCode).toBe(401);
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('answers 404 for an unknown product, address, order or bundle', async () => {
    const unknown = await checkout(t, shopper, [
      { productId, quantity: 1 },
      { productId: 987_654, quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.data.errors).toContainEqual(
      expect.objectContaining({ field: 'productDetails.1.productId' }),
    );
    expect(await stockOf(t, productId)).toBe(5);

    const noAddress = await checkout(t, shopper, [{ productId, quantity: 1 }], { addressId: 987_654 });
    expect(noAddress.statusCode).toBe(404);
    expect(noAddress.data.errors).toContainEqual(expect.objectContaining({ field: 'addressId' }));

    expect((await t.call('GET', '/api/orders/987654', { token: shopper.token })).statusCode).toBe(404);
    const bundle = await t.call(
      'GET',
      '/api/orders/bundle?cartBundleId=00000000-0000-4000-8000-000000000000',
      {
        token: shopper.token,
      },
    );
    expect(bundle.statusCode).toBe(404);
    expect((await t.call('GET', '/api/orders/customer/987654', { as: 'staff' })).statusCode).toBe(404);
    expect(await stockOf(t, productId)).toBe(5);
  });
});

describe('stock', () => {
  it('answers 409 OUT_OF_STOCK naming the short line and changes nothing', async () => {
    const shopper = await createShopper(t, 'Short');
    const plenty = await product({ name: 'Manure Bag', stock: 50 });
    const scarce = await product({ name: 'Goat Cheese', stock: 2 });
    await addToCart(t, shopper, plenty.id, 1);
    const before = await orderCount(t);

    const res = await checkout(t, shopper, [
      { productId: plenty.id, quantity: 1 },
      { productId: scarce.id, quantity: 3 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('OUT_OF_STOCK');
    expect(res.data.errors).toEqual([
      {
        field: 'productDetails.1.quantity',
        code: 'OUT_OF_STOCK_ONLY',
        params: { name: 'Goat Cheese', left: 2 },
        message: 'only 2 of Goat Cheese left',
      },
    ]);
    expect(await stockOf(t, plenty.id)).toBe(50);
    expect(await stockOf(t, scarce.id)).toBe(2);
    expect(await orderCount(t)).toBe(before);
    expect(await cartOf(shopper)).toEqual([[plenty.id, 1]]);

    // Exactly the stock is fine; then the product is out.
    expect((await checkout(t, shopper, [{ productId: scarce.id, quantity: 2 }])).statusCode).toBe(201);
    const out = await checkout(t, shopper, [{ productId: scarce.id, quantity: 1 }]);
    expect(out.statusCode).toBe(409);
    expect(out.data.errors[0].message).toBe('Goat Cheese is out of stock');
  });

  it('refuses products that are not for sale (draft, archived) with 409', async () => {
    const shopper = await createShopper(t, 'Draft');
    const draft = await product({ name: 'Hidden Butter', status: 'draft', stock: 9 });
    const res = await checkout(t, shopper, [{ productId: draft.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.data.errors).toEqual([
      {
        field: 'productDetails.0.productId',
        code: 'NOT_AVAILABLE',
        params: { name: 'Hidden Butter' },
        message: 'Hidden Butter is not available',
      },
    ]);
    expect(await stockOf(t, draft.id)).toBe(9);
  });
});

describe('ownership', () => {
  it('keeps customer B away from everything of customer A (0 reads, 0 changes)', async () => {
    const a = await createShopper(t, 'Alpha');
    const b = await createShopper(t, 'Beta');
    const curd = await product({ stock: 10 });
    const order = await placeOrder(t, a, [{ productId: curd.id, quantity: 2 }]);
    const ordersBefore = await orderCount(t);
    const stockBefore = await stockOf(t, curd.id);

    const asB = { token: b.token };
    const line = [{ productId: curd.id, quantity: 1 }];
    const attempts = [
      await checkout(t, b, line, { customerId: a.id, addressId: a.addressId }),
      await checkout(t, b, line, { customerId: a.id, addressId: b.addressId }),
      await checkout(t, b, line, { addressId: a.addressId }),
      await t.call('GET', `/api/orders/${order.id}`, asB),
      await t.call('GET', `/api/orders/bundle?cartBundleId=${order.cartBundleId}`, asB),
      await t.call('GET', `/api/orders/customer/${a.id}`, asB),
      await t.call('PUT', `/api/orders/${order.id}`, { ...asB, body: { status: 'CANCELLED' } }),
      await t.call('GET', '/api/orders/all', asB),
      await t.call('DELETE', `/api/orders/${order.id}`, asB),
    ];
    // A's address without naming A is "not found", like any unknown id (decision 0010).
    const expected = attempts.map((_, i) => (i === 2 ? 404 : 403));
    expect(attempts.map((r) => r.statusCode)).toEqual(expected);
    for (const r of attempts) expect(r.body).not.toContain(a.name);

    expect(await orderCount(t)).toBe(ordersBefore);
    expect(await stockOf(t, curd.id)).toBe(stockBefore);
    const after = await t.call('GET', `/api/orders/${order.id}`, { token: a.token });
    expect(after.data.response.status).toBe('PLACED');
    expect(after.data.response.timeline).toHaveLength(1);
  });
});

describe('idempotency', () => {
  it('answers a retried checkout with the first result: one order, stock taken once', async () => {
    const shopper = await createShopper(t, 'Retry');
    const milk = await product({ stock: 10 });
    const lines = [{ productId: milk.id, quantity: 3 }];
    const first = await checkout(t, shopper, lines, { key: 'checkout-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await checkout(t, shopper, lines, { key: 'checkout-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.response.cartBundleId).toBe(first.data.response.cartBundleId);
    expect(again.data.response.orders.map((o: { id: number }) => o.id)).toEqual(
      first.data.response.orders.map((o: { id: number }) => o.id),
    );
    expect(await stockOf(t, milk.id)).toBe(7);
    expect(await orderCount(t, `&customerId=${shopper.id}`)).toBe(1);

    // The same key with another body is a client bug: 422, nothing placed.
    const changed = await checkout(t, shopper, [{ productId: milk.id, quantity: 1 }], { key: 'checkout-1' });
    expect(changed.statusCode).toBe(422);
    expect(changed.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await stockOf(t, milk.id)).toBe(7);

    // Keys belong to one customer: another customer's same key is a checkout of its own.
    const other = await createShopper(t, 'Other');
    const theirs = await checkout(t, other, lines, { key: 'checkout-1' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.data.response.cartBundleId).not.toBe(first.data.response.cartBundleId);
    expect(await stockOf(t, milk.id)).toBe(4);
  });

  it('answers 409 ORDER_DELETED when the order a replayed key placed was deleted, and places nothing', async () => {
    // Security issue 13.12: the replay answered 201 with "orders": [].
    const shopper = await createShopper(t, 'Deleted');
    const milk = await product({ stock: 10 });
    const lines = [{ productId: milk.id, quantity: 1 }];
    const first = await checkout(t, shopper, lines, { key: 'checkout-gone' });
    expect(first.statusCode, first.body).toBe(201);
    const orderId = first.data.response.orders[0].id;
    await t.call('PUT', `/api/orders/${orderId}`, { as: 'staff', body: { status: 'CANCELLED' } });
    expect((await t.call('DELETE', `/api/orders/${orderId}`, { as: 'staff' })).statusCode).toBe(200);
    const again = await checkout(t, shopper, lines, { key: 'checkout-gone' });
    expect(again.statusCode).toBe(409);
    expect(again.data.code).toBe('ORDER_DELETED');
    expect(await orderCount(t, `&customerId=${shopper.id}`)).toBe(0);
    expect(await stockOf(t, milk.id)).toBe(10);
  });

  it('does not remember a failed checkout: the retry after a restock goes through', async () => {
    const shopper = await createShopper(t, 'Later');
    const ghee = await product({ stock: 1 });
    const lines = [{ productId: ghee.id, quantity: 2 }];
    expect((await checkout(t, shopper, lines, { key: 'k-fail' })).statusCode).toBe(409);
    await t.call('PUT', `/api/product/${ghee.id}`, { as: 'staff', body: { stock: 5 } });
    const retry = await checkout(t, shopper, lines, { key: 'k-fail' });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await stockOf(t, ghee.id)).toBe(3);
  });
});
