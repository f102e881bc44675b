import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { courierArea, createArea, movePincode } from '../delivery/delivery-test-fixtures.js';
import { messagesOf, shopperWith } from './notification-test-fixtures.js';

// Issue 32.5: the courier and tracking number staff type when they ship a courier order ("DTDC
// D12345678", the SHIPPED step's note) reach the customer: on their order, and in the "shipped"
// message through a registered template of its own.

let t: TestApp;
let ghee: { id: number; price: number };
const FEE = 15_000;

beforeAll(async () => {
  t = await createTestApp();
  const settings = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { farmName: 'Kongu Goat Farm' },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await createArea(t, courierArea({ pincodes: ['6'] }));
  ghee = await createProduct(t, await createCategory(t, 'Ghee'), { price: 60_000, stock: 50 });
});
afterAll(async () => {
  await t.close();
});

async function shippedCourierOrder(name: string, note: string) {
  const shopper = await shopperWith(t, name, {});
  await movePincode(t, shopper, '600001');
  const placed = await checkout(t, shopper, [], {
    body: { productDetails: [{ productId: ghee.id, quantity: 1 }], expectedTotal: ghee.price + FEE },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.data.response.orders[0].id as number;
  for (const status of ['CONFIRMED', 'PACKED'])
    expect(
      (await t.call('PUT', `/api/orders/${orderId}`, { as: 'staff', body: { status } })).statusCode,
    ).toBe(200);
  const shipped = await t.call('PUT', `/api/orders/${orderId}`, {
    as: 'staff',
    body: { status: 'SHIPPED', note },
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return { shopper, orderId };
}

describe('a courier order shipped with its tracking number', () => {
  it('shows the customer the courier and number, and the shipped SMS says them', async () => {
    const { shopper, orderId } = await shippedCourierOrder('Revathi', 'DTDC D12345678');
    const mine = await t.call('GET', `/api/orders/${orderId}`, { token: shopper.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.data.response.tracking).toBe('DTDC D12345678');

    const sms = (await messagesOf(t, orderId)).find((m) => m.event === 'shipped' && m.channel === 'sms');
    expect(sms?.body).toMatch(
      new RegExp(`^Kongu Goat Farm: order #${orderId} shipped by DTDC D12345678, expected .+\\.$`),
    );
    expect(sms?.template).toBe('1107176400000000110');
    // Staff's list labels it by this key, not as the own van's "Out for delivery".
    expect(sms?.templateKey).toBe('shippedCourierTracked');
  });

  it('a note too long for a message variable still sends the shipped message, without it', async () => {
    const long = 'Handed to DTDC at Pollachi counter, AWB D12345678, two boxes';
    const { shopper, orderId } = await shippedCourierOrder('Tamizh', long);
    const mine = await t.call('GET', `/api/orders/${orderId}`, { token: shopper.token });
    expect(mine.data.response.tracking).toBe(long);
    const sms = (await messagesOf(t, orderId)).find((m) => m.event === 'shipped' && m.channel === 'sms');
    expect(sms?.status).not.toBe('refused');
    expect(sms?.body).toContain('is shipped by courier and is expected');
    expect(sms?.templateKey).toBe('shippedCourier');
  });
});
