import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, createShopper, orderCount, stockOf } from '../../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The checkout's route leaves the session's check to the checkout's first statement (one round trip
 * fewer per order): a token whose session ended must still get 401 and take nothing, whatever its
 * body, and a retried key must not answer the order it placed while the session stood.
 */
let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Dairy');
});
afterAll(async () => {
  await t?.close();
});

describe('a checkout after the session ended', () => {
  it('answers 401 and takes nothing: a good body, a bad one, a retried key', async () => {
    const ghee = await createProduct(t, categoryId, { name: 'Goat milk ghee', price: 69900, stock: 5 });
    const shopper = await createShopper(t, 'Lakshmi');
    const lines = [{ productId: ghee.id, quantity: 1 }];
    const placed = await checkout(t, shopper, lines, { key: 'first-order' });
    expect(placed.statusCode, placed.body).toBe(201);
    const orders = await orderCount(t);

    const out = await t.call('POST', '/api/auth/logout', { token: shopper.token });
    expect(out.statusCode, out.body).toBe(200);

    const good = await checkout(t, shopper, lines);
    const bad = await checkout(t, shopper, lines, { body: { productDetails: 'ghee' } });
    const retried = await checkout(t, shopper, lines, { key: 'first-order' });
    expect([good.statusCode, bad.statusCode, retried.statusCode]).toEqual([401, 401, 401]);
    expect(retried.body).not.toContain('orders');
    expect(await stockOf(t, ghee.id)).toBe(4);
    expect(await orderCount(t)).toBe(orders);
  });

  it('still places the order of a session that stands, and answers its retried key', async () => {
    const soap = await createProduct(t, categoryId, { name: 'Goat milk soap', price: 12000, stock: 5 });
    const shopper = await createShopper(t, 'Selvi');
    const lines = [{ productId: soap.id, quantity: 2 }];
    const first = await checkout(t, shopper, lines, { key: 'soap-order' });
    const again = await checkout(t, shopper, lines, { key: 'soap-order' });
    expect([first.statusCode, again.statusCode], again.body).toEqual([201, 201]);
    expect(again.data.response.orders[0].id).toBe(first.data.response.orders[0].id);
    expect(await stockOf(t, soap.id)).toBe(3);
  });
});
