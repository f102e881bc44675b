import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema.js';
import { addToCart, checkout, createShopper } from '../../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { type OrderChannel, placeOrder, subscriptionChannel } from '../index.js';

// Issue 31.2: placing an order is the order module's public use case; a caller's differences are
// its channel (order-channel.ts). The milk subscription job will be the third caller: here a
// channel of its shape places an order through the module's face, as that job will.

const NIGHTLY: OrderChannel = subscriptionChannel('WALLET');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('placing an order through the order module’s face', () => {
  it("places a subscription's order: the shop named as placing it, the cart left alone, its keys its own", async () => {
    const milk = await createProduct(t, await createCategory(t, 'Channel milk'), { price: 7_500, stock: 20 });
    const shopper = await createShopper(t, 'Revathi');
    await addToCart(t, shopper, milk.id, 3);
    const [customer] = await t.db
      .select({ id: customers.id, name: customers.name, mobileNumber: customers.mobileNumber })
      .from(customers)
      .where(eq(customers.id, shopper.id));
    if (!customer) throw new Error('no customer');
    const nightly = () =>
      placeOrder(t.db, {
        channel: NIGHTLY,
        customerId: customer.id,
        buyer: {
          customer,
          shippingAddress: {
            name: customer.name,
            mobileNumber: customer.mobileNumber,
            line1: '12 Goat Farm Road',
            line2: null,
            landmark: null,
            city: 'Erode',
            state: 'Tamil Nadu',
            pincode: '638001',
          },
        },
        lines: [{ productId: milk.id, quantity: 1 }],
        note: null,
        now: new Date(),
        idempotency: { key: 'night-2026-11-29', requestHash: 'milk-1' },
      });

    const placed = await nightly();
    expect(placed.replayed).toBe(false);
    const [order] = placed.orders;
    // Paid from the wallet when placed: nothing to collect at the door.
    expect(order).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', total: 7_500 });
    expect(order?.timeline).toMatchObject([{ actorKind: 'system', actorName: null }]);
    // The night's retry answers the same order.
    expect(await nightly()).toMatchObject({ replayed: true, orders: [{ id: order?.id }] });

    const cart = await t.call('GET', `/api/customer/cart/${shopper.id}`, { token: shopper.token });
    expect(cart.data.response.items).toMatchObject([{ productId: milk.id, quantity: 3 }]);
    // The customer's own checkout with the same key is not the subscription's order.
    const own = await checkout(t, shopper, [{ productId: milk.id, quantity: 3 }], {
      key: 'night-2026-11-29',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.data.response.orders[0].id).not.toBe(order?.id);
  });
});
