import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createShopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 32.6: "Buy again" on a past order puts its still-available products in the cart at today's
// prices, and says what changed: a product no longer sold, fewer in stock, a new price.

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Buy again');
});
afterAll(async () => {
  await t.close();
});

const product = (name: string, price: number, stock: number) =>
  createProduct(t, category, { name: `${name} ${Math.random().toString(36).slice(2, 6)}`, price, stock });

async function staffPut(id: number, body: Record<string, unknown>) {
  const res = await t.call('PUT', `/api/product/${id}`, { as: 'staff', body });
  expect(res.statusCode, res.body).toBe(200);
}

describe('buying an order again', () => {
  it('fills the cart with what is still sold, at today’s prices, and names each change', async () => {
    const milk = await product('Milk', 10_000, 20);
    const soap = await product('Soap', 8_000, 5);
    const honey = await product('Honey soap', 9_000, 5);
    const paneer = await product('Paneer', 12_000, 5);
    const meena = await createShopper(t, 'Meena');
    const placed = await checkout(t, meena, [
      { productId: milk.id, quantity: 2 },
      { productId: soap.id, quantity: 3 },
      { productId: honey.id, quantity: 1 },
      { productId: paneer.id, quantity: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.data.response.orders[0].id as number;
    await staffPut(milk.id, { price: 12_000 });
    await staffPut(soap.id, { stock: 1 });
    await staffPut(honey.id, { status: 'archived' });

    const again = await t.call('POST', `/api/orders/${orderId}/buy-again`, { token: meena.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.response.added).toBe(3);
    expect(again.data.response.changes).toEqual([
      expect.objectContaining({ productId: milk.id, kind: 'PRICE', was: 10_000, now: 12_000 }),
      expect.objectContaining({ productId: soap.id, kind: 'FEWER', ordered: 3, added: 1 }),
      expect.objectContaining({ productId: honey.id, kind: 'NOT_SOLD' }),
    ]);

    const cart = await t.call('GET', `/api/customer/cart/${meena.id}`, { token: meena.token });
    expect(cart.statusCode, cart.body).toBe(200);
    const lines = Object.fromEntries(
      cart.data.response.items.map((i: { productId: number; quantity: number; unitPrice: number }) => [
        i.productId,
        [i.quantity, i.unitPrice],
      ]),
    );
    expect(lines).toEqual({ [milk.id]: [2, 12_000], [soap.id]: [1, 8_000], [paneer.id]: [1, 12_000] });

    // Again: the lines are there already, up to what the shop has.
    const twice = await t.call('POST', `/api/orders/${orderId}/buy-again`, { token: meena.token });
    expect(twice.statusCode, twice.body).toBe(200);
  });

  // Decision 0050: a double tap, or two tabs, must not raise the cart twice.
  it('leaves the cart with the ordered quantities once, asked twice in a row or at once', async () => {
    const milk = await product('Milk', 10_000, 20);
    const ghee = await product('Ghee', 30_000, 20);
    const kavya = await createShopper(t, 'Kavya');
    const placed = await checkout(t, kavya, [
      { productId: milk.id, quantity: 2 },
      { productId: ghee.id, quantity: 3 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.data.response.orders[0].id as number;
    const buy = () => t.call('POST', `/api/orders/${orderId}/buy-again`, { token: kavya.token });
    const cartLines = async () => {
      const cart = await t.call('GET', `/api/customer/cart/${kavya.id}`, { token: kavya.token });
      expect(cart.statusCode, cart.body).toBe(200);
      return Object.fromEntries(
        cart.data.response.items.map((i: { productId: number; quantity: number }) => [
          i.productId,
          i.quantity,
        ]),
      );
    };
    const ordered = { [milk.id]: 2, [ghee.id]: 3 };

    const first = await buy();
    const second = await buy();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.data.response).toEqual(first.data.response);
    expect(second.data.response).toEqual({ added: 2, changes: [] });
    expect(await cartLines()).toEqual(ordered);

    // Emptied and asked twice at once: the customer's lock lets one fill, the other finds it full.
    const emptied = await t.call('POST', '/api/customer/cart/remove', {
      token: kavya.token,
      body: { productIds: [milk.id, ghee.id] },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await cartLines()).toEqual({});
    const both = await Promise.all([buy(), buy()]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await cartLines()).toEqual(ordered);

    // A line holding fewer is raised to the order; one holding more is left as the customer set it.
    await addToCart(t, kavya, milk.id, 1);
    await addToCart(t, kavya, ghee.id, 5);
    expect((await buy()).statusCode).toBe(200);
    expect(await cartLines()).toEqual({ [milk.id]: 2, [ghee.id]: 5 });
  });

  it('is for the customer’s own order only', async () => {
    const milk = await product('Milk', 10_000, 20);
    const owner = await createShopper(t, 'Owner');
    const stranger = await createShopper(t, 'Stranger');
    const placed = await checkout(t, owner, [{ productId: milk.id, quantity: 1 }]);
    const orderId = placed.data.response.orders[0].id as number;
    const theirs = await t.call('POST', `/api/orders/${orderId}/buy-again`, { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    const none = await t.call('POST', '/api/orders/999999/buy-again', { token: owner.token });
    expect(none.statusCode).toBe(404);
  });
});
