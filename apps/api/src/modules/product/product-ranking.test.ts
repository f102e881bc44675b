import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { createShopper, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { refreshRecentSales } from './product-ranking.repository.js';

let t: TestApp;
let shopper: Shopper;
beforeAll(async () => {
  // Kavitha places every order of this file: the test shop's scale lifts her checkouts an hour and
  // open orders (the limits themselves: order/checkout/checkout-guards.test.ts).
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  shopper = await createShopper(t, 'Kavitha');
});
afterAll(async () => {
  await t.close();
});

const popularIn = async (categoryId: number) => {
  // `no-cache`: the recount writes behind the HTTP cache's back (a 30 s staleness the shop accepts).
  const res = await t.call('GET', `/api/product/all?categoryId=${categoryId}&sort=popular`, {
    headers: { 'cache-control': 'no-cache' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.map((p: { id: number }) => p.id);
};
const setStatus = async (id: number, status: string) => {
  const res = await t.call('PUT', `/api/orders/${id}`, { as: 'staff', body: { status } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('recent sales (the best sellers measure)', () => {
  it('counts a checkout at once and takes back a cancellation and a return', async () => {
    const cat = await createCategory(t, 'Ranked');
    const [a, b, c] = [await createProduct(t, cat), await createProduct(t, cat), await createProduct(t, cat)];
    // Newest first while nothing has sold.
    expect(await popularIn(cat)).toEqual([c.id, b.id, a.id]);

    const first = await placeOrder(t, shopper, [{ productId: a.id, quantity: 3 }]);
    await placeOrder(t, shopper, [{ productId: b.id, quantity: 2 }]);
    expect(await popularIn(cat)).toEqual([a.id, b.id, c.id]);

    await setStatus(first.id, 'CANCELLED');
    expect(await popularIn(cat)).toEqual([b.id, c.id, a.id]);

    const returned = await placeOrder(t, shopper, [{ productId: c.id, quantity: 5 }]);
    expect(await popularIn(cat)).toEqual([c.id, b.id, a.id]);
    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED']) {
      await setStatus(returned.id, status);
    }
    expect(await popularIn(cat)).toEqual([b.id, c.id, a.id]);
    // The recount agrees with what checkout and the status changes kept.
    await refreshRecentSales(t.db);
    expect(await popularIn(cat)).toEqual([b.id, c.id, a.id]);
  });

  it('lets orders older than 90 days drop out at the next recount; returning one then takes nothing away', async () => {
    const cat = await createCategory(t, 'Aging');
    const [a, b, c] = [await createProduct(t, cat), await createProduct(t, cat), await createProduct(t, cat)];
    const old = await placeOrder(t, shopper, [{ productId: a.id, quantity: 4 }]);
    const onlyOld = await placeOrder(t, shopper, [{ productId: c.id, quantity: 9 }]);
    await placeOrder(t, shopper, [{ productId: a.id, quantity: 3 }]);
    await placeOrder(t, shopper, [{ productId: b.id, quantity: 5 }]);
    expect(await popularIn(cat)).toEqual([c.id, a.id, b.id]); // 9, 7, 5

    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .where(inArray(orders.id, [old.id, onlyOld.id]));
    await refreshRecentSales(t.db);
    expect(await popularIn(cat)).toEqual([b.id, a.id, c.id]); // 5, 3, 0

    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED']) {
      await setStatus(old.id, status);
    }
    await placeOrder(t, shopper, [{ productId: a.id, quantity: 3 }]);
    // 6 vs 5; had the return taken its 4 units off again, a would be at 3.
    expect(await popularIn(cat)).toEqual([a.id, b.id, c.id]);
  });
});
