import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, placeOrder, type Shopper, stockOf } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectNoStoredEnglish } from '../../test/timeline-fixtures.js';

let t: TestApp;
let categoryId: number;
let shopper: Shopper;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  categoryId = await createCategory(t, 'Dairy');
  shopper = await createShopper(t, 'Revathi');
});
afterAll(async () => {
  await t.close();
});

async function moveTo(orderId: number, statuses: string[]) {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${orderId}`, { as: 'staff', body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const restock = (orderId: number, body: unknown, as: 'staff' | 'admin' = 'staff') =>
  t.call('POST', `/api/orders/${orderId}/restock`, { as, body });

const returnLines = (orderId: number, body: unknown) =>
  t.call('POST', `/api/orders/${orderId}/return-lines`, { as: 'staff', body });

describe("a returned order's goods back in stock", () => {
  it('puts a line back once, records who and when, and leaves the other line out', async () => {
    const ghee = await createProduct(t, categoryId, { stock: 10 });
    const soap = await createProduct(t, categoryId, { stock: 10 });
    const order = await placeOrder(t, shopper, [
      { productId: ghee.id, quantity: 3 },
      { productId: soap.id, quantity: 2 },
    ]);
    await moveTo(order.id, ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED']);
    expect(await stockOf(t, ghee.id)).toBe(7);

    const res = await restock(order.id, { productId: ghee.id }, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Returned to stock');
    expect(await stockOf(t, ghee.id)).toBe(10);
    expect(await stockOf(t, soap.id)).toBe(8);
    const lines = res.data.response.items;
    expect(lines.find((l: { productId: number }) => l.productId === ghee.id).restockedAt).toEqual(
      expect.any(String),
    );
    expect(lines.find((l: { productId: number }) => l.productId === soap.id).restockedAt).toBeNull();
    expect(res.data.response.timeline.at(-1)).toMatchObject({
      status: 'RETURNED',
      note: null,
      systemNote: { kind: 'RESTOCKED', values: { quantity: 3, name: ghee.name } },
      actorKind: 'staff',
      actorName: t.admin.name,
    });

    const again = await restock(order.id, { productId: ghee.id });
    expect(again.statusCode).toBe(409);
    expect(again.data.code).toBe('ALREADY_RESTOCKED');
    expect(again.data.errors).toContainEqual(expect.objectContaining({ field: 'productId' }));
    expect(await stockOf(t, ghee.id)).toBe(10);

    // Two clicks at once: one of them puts the soap back.
    const both = await Promise.all([
      restock(order.id, { productId: soap.id }),
      restock(order.id, { productId: soap.id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, soap.id)).toBe(10);
  });

  it('never puts back more than was sold: units restocked by partial returns are not restocked again', async () => {
    // Issue 30 (6): five one-unit returns with restock, then RETURNED, then "Return to stock" of
    // the line put five phantom goats on the shelf.
    const goat = await createProduct(t, categoryId, { name: 'Kid goat R6', stock: 10 });
    const ghee = await createProduct(t, categoryId, { name: 'Ghee jar R6', stock: 10 });
    const order = await placeOrder(t, shopper, [
      { productId: goat.id, quantity: 5 },
      { productId: ghee.id, quantity: 4 },
    ]);
    await moveTo(order.id, ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']);
    expect(await stockOf(t, goat.id)).toBe(5);
    for (let i = 0; i < 5; i++) {
      const back = await returnLines(order.id, {
        lines: [{ productId: goat.id, quantity: 1 }],
        restock: true,
      });
      expect(back.statusCode, back.body).toBe(200);
    }
    // One jar of four came back and went on the shelf; one cracked (not restocked).
    expect(
      (await returnLines(order.id, { lines: [{ productId: ghee.id, quantity: 1 }], restock: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await returnLines(order.id, { lines: [{ productId: ghee.id, quantity: 1 }], restock: false }))
        .statusCode,
    ).toBe(200);
    expect(await stockOf(t, goat.id)).toBe(10);
    expect(await stockOf(t, ghee.id)).toBe(7);

    await moveTo(order.id, ['RETURNED']);
    expect(await stockOf(t, goat.id)).toBe(10);

    const goats = await restock(order.id, { productId: goat.id });
    expect(goats.statusCode).toBe(409);
    expect(goats.data.code).toBe('ALREADY_RESTOCKED');
    expect(await stockOf(t, goat.id)).toBe(10);

    // The jars: what was not yet put back (3 of 4), once.
    const jars = await restock(order.id, { productId: ghee.id });
    expect(jars.statusCode, jars.body).toBe(200);
    expect(await stockOf(t, ghee.id)).toBe(10);
    const line = jars.data.response.items.find((l: { productId: number }) => l.productId === ghee.id);
    expect(line).toMatchObject({ quantity: 4, restockedQuantity: 4, restockedAt: expect.any(String) });
    expect(jars.data.response.timeline.at(-1).systemNote).toEqual({
      kind: 'RESTOCKED',
      values: { quantity: 3, name: 'Ghee jar R6' },
    });
    expect((await restock(order.id, { productId: ghee.id })).data.code).toBe('ALREADY_RESTOCKED');
    expect(await stockOf(t, ghee.id)).toBe(10);
  });

  it('refuses an order not returned, a product not in the order, bad input and customers', async () => {
    const milk = await createProduct(t, categoryId, { stock: 5 });
    const other = await createProduct(t, categoryId, { stock: 5 });
    const order = await placeOrder(t, shopper, [{ productId: milk.id, quantity: 1 }]);
    await moveTo(order.id, ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']);

    const early = await restock(order.id, { productId: milk.id });
    expect(early.statusCode).toBe(409);
    expect(early.data.code).toBe('ORDER_NOT_RETURNED');
    expect(early.data.detail).toBe("Only a returned order's goods go back in stock; this order is DELIVERED");
    expect(await stockOf(t, milk.id)).toBe(4);

    await moveTo(order.id, ['RETURNED']);
    expect((await restock(order.id, { productId: other.id })).statusCode).toBe(404);
    expect((await restock(999_999, { productId: milk.id })).statusCode).toBe(404);
    const bad = await restock(order.id, { productId: 'ghee' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'productId' }));
    const byCustomer = await t.call('POST', `/api/orders/${order.id}/restock`, {
      token: shopper.token,
      body: { productId: milk.id },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect(await stockOf(t, milk.id)).toBe(4);
  });
});

describe('the timeline', () => {
  it('holds no English sentence the shop wrote, only kinds and values (issue 31.5b)', async () => {
    await expectNoStoredEnglish(t);
  });
});
