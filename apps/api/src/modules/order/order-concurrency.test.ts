import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkout,
  createShopper,
  createShoppers,
  expectedTotalOf,
  orderCount,
  stockOf,
} from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// On PostgreSQL these requests really run at once (a pool of connections, row locks). PGlite has
// one connection and serialises transactions, so there the same tests check the bookkeeping only.
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Dairy');
});
afterAll(async () => {
  await t.close();
});

describe('concurrent checkouts', () => {
  it('200 parallel checkouts of a product with stock 20: exactly 20 orders, 180 × 409, stock 0', async () => {
    const milk = await createProduct(t, categoryId, { stock: 20 });
    const shoppers = await createShoppers(t, 200, 'Rush');
    const ordersBefore = await orderCount(t);
    // Everyone is shown the same total: read it once, not 200 times while the rush is on.
    const lines = [{ productId: milk.id, quantity: 1 }];
    const body = { productDetails: lines, expectedTotal: await expectedTotalOf(t, lines) };

    const results = await Promise.all(shoppers.map((s) => checkout(t, s, lines, { body })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(180);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.data.code).toBe('OUT_OF_STOCK');

    expect(await stockOf(t, milk.id)).toBe(0);
    expect(await orderCount(t)).toBe(ordersBefore + 20);
    const winners = new Set(
      results.filter((r) => r.statusCode === 201).map((r) => r.data.response.orders[0].customer.id),
    );
    expect(winners.size).toBe(20);
  });

  it('20 parallel retries with one Idempotency-Key place exactly one order', async () => {
    const ghee = await createProduct(t, categoryId, { stock: 100 });
    const shopper = await createShopper(t, 'Impatient');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkout(t, shopper, [{ productId: ghee.id, quantity: 2 }], { key: 'tap-tap-tap' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const bundles = new Set(results.map((r) => r.data.response.cartBundleId));
    expect(bundles.size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await orderCount(t, `&customerId=${shopper.id}`)).toBe(1);
    expect(await stockOf(t, ghee.id)).toBe(98);
  });

  it.skipIf(!onPostgres)('never lets the stock go below zero while checkouts race (PostgreSQL)', async () => {
    const cheese = await createProduct(t, categoryId, { stock: 15 });
    const shoppers = await createShoppers(t, 60, 'Racer');
    let lowest = Number.POSITIVE_INFINITY;
    let running = true;
    const watcher = (async () => {
      while (running) lowest = Math.min(lowest, await stockOf(t, cheese.id));
    })();
    const results = await Promise.all(
      shoppers.map((s, i) => checkout(t, s, [{ productId: cheese.id, quantity: (i % 3) + 1 }])),
    );
    running = false;
    await watcher;
    const sold = results
      .filter((r) => r.statusCode === 201)
      .reduce((sum, r) => sum + r.data.response.orders[0].items[0].quantity, 0);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(sold + (await stockOf(t, cheese.id))).toBe(15);
  });

  it.skipIf(!onPostgres)(
    'locks products in id order: crossing baskets never deadlock (PostgreSQL)',
    async () => {
      const a = await createProduct(t, categoryId, { stock: 1_000 });
      const b = await createProduct(t, categoryId, { stock: 1_000 });
      const shoppers = await createShoppers(t, 40, 'Cross');
      const results = await Promise.all(
        shoppers.map((s, i) =>
          checkout(
            t,
            s,
            i % 2
              ? [
                  { productId: a.id, quantity: 1 },
                  { productId: b.id, quantity: 1 },
                ]
              : [
                  { productId: b.id, quantity: 1 },
                  { productId: a.id, quantity: 1 },
                ],
          ),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
      expect(await stockOf(t, a.id)).toBe(960);
      expect(await stockOf(t, b.id)).toBe(960);
    },
  );
});
