import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 15.6: the delivery person comes back with the cash, and nobody could say which orders were
// paid. Staff now record it once (who, when, how much) and the dashboard shows what is still out.

let t: TestApp;
let categoryId: number;
let shopper: Shopper;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  categoryId = await createCategory(t, 'Paneer');
  shopper = await createShopper(t, 'Kumar');
});
afterAll(async () => {
  await t.close();
});

async function orderWorth(price: number) {
  const product = await createProduct(t, categoryId, { price, stock: 10 });
  return placeOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);
}

const collect = (id: number, body: Record<string, unknown>, as: 'staff' | 'admin' = 'staff') =>
  t.call('POST', `/api/orders/${id}/cash-collected`, { as, body });

const setStatus = (id: number, status: string) =>
  t.call('PUT', `/api/orders/${id}`, { as: 'staff', body: { status } });

async function dashboardCash() {
  const res = await t.call('GET', '/api/dashboard', { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.cashToCollect as { orders: number; amount: number };
}

describe('cash collected on delivery', () => {
  it('is recorded once with who, when and how much; the dashboard counts what is still out', async () => {
    const order = await orderWorth(45_000);
    expect(order).toMatchObject({ paymentStatus: 'COD_DUE', payments: [] });
    const before = await dashboardCash();

    for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED']) {
      expect((await setStatus(order.id, status)).statusCode).toBe(200);
    }
    // Out for delivery with its cash still due: the dashboard counts it.
    expect(await dashboardCash()).toEqual({ orders: before.orders + 1, amount: before.amount + order.total });

    const tooMuch = await collect(order.id, { amount: order.total + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.data.errors).toContainEqual(expect.objectContaining({ field: 'amount' }));

    const recorded = await collect(order.id, { amount: order.total, note: 'Paid at the gate' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.data.message).toBe('Cash collected recorded');
    expect(recorded.data.response.paymentStatus).toBe('COD_COLLECTED');
    expect(recorded.data.response.payments).toEqual([
      {
        status: 'COD_COLLECTED',
        amount: order.total,
        actorKind: 'staff',
        actorName: expect.any(String),
        note: 'Paid at the gate',
        systemNote: null,
        collectedBy: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(await dashboardCash()).toEqual(before);

    // The customer sees it on their order too.
    const own = await t.call('GET', `/api/orders/${order.id}`, { token: shopper.token });
    expect(own.data.response.paymentStatus).toBe('COD_COLLECTED');

    const again = await collect(order.id, { amount: order.total });
    expect(again.statusCode).toBe(409);
    expect(again.data.code).toBe('CASH_ALREADY_COLLECTED');
  });

  it('two people recording at once record it once', async () => {
    const order = await orderWorth(20_000);
    const answers = await Promise.all([
      collect(order.id, { amount: order.total }),
      collect(order.id, { amount: order.total }, 'admin'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const read = await t.call('GET', `/api/orders/${order.id}`, { as: 'staff' });
    expect(read.data.response.payments).toHaveLength(1);
  });

  it('a cancelled order has nothing to collect; customers and unknown orders are refused', async () => {
    const order = await orderWorth(10_000);
    expect((await setStatus(order.id, 'CANCELLED')).statusCode).toBe(200);
    const cancelled = await collect(order.id, { amount: order.total });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.data.code).toBe('NOTHING_TO_COLLECT');

    const open = await orderWorth(10_000);
    const byCustomer = await t.call('POST', `/api/orders/${open.id}/cash-collected`, {
      token: shopper.token,
      body: { amount: open.total },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await collect(987_654, { amount: 100 })).statusCode).toBe(404);
    const read = await t.call('GET', `/api/orders/${open.id}`, { as: 'staff' });
    expect(read.data.response).toMatchObject({ paymentStatus: 'COD_DUE', payments: [] });
  });
});
