import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkout,
  createShopper,
  expectedTotalOf,
  type Shopper,
  stockOf,
} from '../../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 30 (5): one unpaid online order held the whole shop's stock (40 lines, all of it; cancel and
// repeat). What a customer's orders waiting for their online payment may hold together is capped
// (settings `unpaidHoldMaxUnits`, `unpaidHoldMaxValue`), counted under the customer's lock.

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Held goods');
});
afterAll(async () => {
  await t.close();
});

/** An online checkout as the storefront sends it (the shown total, `paymentMethod: 'ONLINE'`). */
async function payLater(shopper: Shopper, productId: number, quantity: number) {
  const lines = [{ productId, quantity }];
  return checkout(t, shopper, lines, {
    body: { productDetails: lines, expectedTotal: await expectedTotalOf(t, lines), paymentMethod: 'ONLINE' },
  });
}

async function setLimits(body: { unpaidHoldMaxUnits?: number | null; unpaidHoldMaxValue?: number | null }) {
  const res = await t.call('PUT', '/api/settings', { as: 'admin', body });
  expect(res.statusCode, res.body).toBe(200);
}

describe('what unpaid online orders may hold', () => {
  it('refuses one unpaid order that would take the whole shelf (the defaults)', async () => {
    const shopper = await createShopper(t, 'Hoarder');
    const goat = await createProduct(t, category, { name: 'Shelf goat', price: 1_000, stock: 40 });
    const res = await payLater(shopper, goat.id, 40);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.data.code).toBe('UNPAID_HOLD_LIMIT');
    expect(res.data.detail).toContain('20 units');
    expect(await stockOf(t, goat.id)).toBe(40);
    // The same customer may still pay online for an everyday basket.
    expect((await payLater(shopper, goat.id, 2)).statusCode).toBe(201);
    expect(await stockOf(t, goat.id)).toBe(38);
  });

  it("counts all of the customer's unpaid orders; a cancelled one gives its stock and room back at once", async () => {
    await setLimits({ unpaidHoldMaxUnits: 5, unpaidHoldMaxValue: null });
    const shopper = await createShopper(t, 'Twice');
    const ghee = await createProduct(t, category, { name: 'Held ghee', price: 1_000, stock: 10 });
    const first = await payLater(shopper, ghee.id, 3);
    expect(first.statusCode, first.body).toBe(201);
    const second = await payLater(shopper, ghee.id, 3);
    expect(second.statusCode).toBe(422);
    expect(second.data.code).toBe('UNPAID_HOLD_LIMIT');
    expect(second.data.detail).toContain('5 units');
    expect(await stockOf(t, ghee.id)).toBe(7);
    // Another customer is not held back by this one's orders.
    expect((await payLater(await createShopper(t, 'Neighbour'), ghee.id, 3)).statusCode).toBe(201);
    expect(await stockOf(t, ghee.id)).toBe(4);

    const cancelled = await t.call('PUT', `/api/orders/${first.data.response.orders[0].id}`, {
      token: shopper.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(t, ghee.id)).toBe(7);
    expect((await payLater(shopper, ghee.id, 3)).statusCode).toBe(201);
    expect(await stockOf(t, ghee.id)).toBe(4);
  });

  it('caps the value held, and leaves cash on delivery alone', async () => {
    await setLimits({ unpaidHoldMaxUnits: null, unpaidHoldMaxValue: 100_000 });
    const shopper = await createShopper(t, 'Dear Goats');
    const goat = await createProduct(t, category, { name: 'Dear goat', price: 40_000, stock: 10 });
    expect((await payLater(shopper, goat.id, 2)).statusCode).toBe(201);
    const over = await payLater(shopper, goat.id, 1);
    expect(over.statusCode).toBe(422);
    expect(over.data.code).toBe('UNPAID_HOLD_LIMIT');
    expect(over.data.detail).toContain('₹1,000');
    expect(await stockOf(t, goat.id)).toBe(8);
    const cod = await checkout(t, shopper, [{ productId: goat.id, quantity: 1 }]);
    expect(cod.statusCode, cod.body).toBe(201);
    expect(await stockOf(t, goat.id)).toBe(7);
  });

  it('two checkouts at once by one customer cannot both pass the cap', async () => {
    await setLimits({ unpaidHoldMaxUnits: 5, unpaidHoldMaxValue: null });
    const shopper = await createShopper(t, 'Two Tabs');
    const curd = await createProduct(t, category, { name: 'Raced curd', price: 1_000, stock: 10 });
    const both = await Promise.all([payLater(shopper, curd.id, 3), payLater(shopper, curd.id, 3)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await stockOf(t, curd.id)).toBe(7);
  });

  it('refuses a limit that is not a positive whole number, naming the field', async () => {
    const res = await t.call('PUT', '/api/settings', { as: 'admin', body: { unpaidHoldMaxUnits: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'unpaidHoldMaxUnits' }));
  });
});
