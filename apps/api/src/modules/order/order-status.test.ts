import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, placeOrder, type Shopper, stockOf } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
let shopper: Shopper;
beforeAll(async () => {
  // Lakshmi places every order of this file: the test shop's scale lifts her checkouts an hour
  // and open orders (the limits themselves: checkout/checkout-guards.test.ts).
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  categoryId = await createCategory(t, 'Dairy');
  shopper = await createShopper(t, 'Lakshmi');
});
afterAll(async () => {
  await t.close();
});

/** A fresh product with `stock` units and an order of `quantity` of them. */
async function orderOf(quantity: number, stock = 10) {
  const product = await createProduct(t, categoryId, { stock });
  const order = await placeOrder(t, shopper, [{ productId: product.id, quantity }]);
  return { productId: product.id as number, order };
}

function setStatus(
  id: number,
  status: string,
  opts: { as?: 'staff' | 'admin'; token?: string; note?: string } = {},
) {
  return t.call('PUT', `/api/orders/${id}`, {
    ...(opts.token ? { token: opts.token } : { as: opts.as ?? 'staff' }),
    body: { status, ...(opts.note ? { note: opts.note } : {}) },
  });
}

describe('order status (staff)', () => {
  it('walks PLACED → … → DELIVERED → RETURNED, recording who and when; a return keeps the stock out', async () => {
    const { productId, order } = await orderOf(2);
    const walk = [
      ['CONFIRMED', ['PACKED', 'CANCELLED']],
      ['PACKED', ['SHIPPED', 'CANCELLED']],
      ['SHIPPED', ['DELIVERED']],
      ['DELIVERED', ['RETURNED']],
      ['RETURNED', []],
    ] as const;
    for (const [status, next] of walk) {
      const res = await setStatus(order.id, status, {
        as: status === 'SHIPPED' ? 'admin' : 'staff',
        note: `now ${status}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.message).toBe('Order updated successfully');
      expect(res.data.response.status).toBe(status);
      expect(res.data.response.allowedNextStatuses).toEqual(next);
    }
    const read = await t.call('GET', `/api/orders/${order.id}`, { as: 'staff' });
    const timeline = read.data.response.timeline;
    expect(timeline.map((e: { status: string }) => e.status)).toEqual([
      'PLACED',
      'CONFIRMED',
      'PACKED',
      'SHIPPED',
      'DELIVERED',
      'RETURNED',
    ]);
    expect(timeline[0]).toMatchObject({ actorKind: 'customer', actorName: shopper.name });
    expect(timeline[1]).toMatchObject({
      actorKind: 'staff',
      actorName: 'Test Helper',
      note: 'now CONFIRMED',
    });
    expect(timeline[3]).toMatchObject({ actorKind: 'staff', actorName: 'Test Owner' });
    for (const event of timeline) expect(Number.isNaN(Date.parse(event.createdAt))).toBe(false);
    expect(await stockOf(t, productId)).toBe(8);
  });

  it('answers 409 ILLEGAL_STATUS_CHANGE naming the allowed next statuses, and changes nothing', async () => {
    const { order } = await orderOf(1);
    const skip = await setStatus(order.id, 'SHIPPED');
    expect(skip.statusCode).toBe(409);
    expect(skip.data.code).toBe('ILLEGAL_STATUS_CHANGE');
    expect(skip.data.detail).toContain('CONFIRMED, CANCELLED');
    expect(skip.data.errors).toEqual([
      {
        field: 'status',
        code: 'NEXT_STATUSES',
        params: { statuses: 'CONFIRMED, CANCELLED' },
        message: 'allowed next statuses: CONFIRMED, CANCELLED',
      },
    ]);
    expect((await setStatus(order.id, 'PLACED')).statusCode).toBe(409);
    expect((await setStatus(order.id, 'RETURNED')).statusCode).toBe(409);

    const read = await t.call('GET', `/api/orders/${order.id}`, { as: 'staff' });
    expect(read.data.response.status).toBe('PLACED');
    expect(read.data.response.timeline).toHaveLength(1);
  });

  it('puts the stock back when staff cancel, once; a cancelled order is closed', async () => {
    const { productId, order } = await orderOf(3);
    expect((await setStatus(order.id, 'CONFIRMED')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'PACKED')).statusCode).toBe(200);
    expect(await stockOf(t, productId)).toBe(7);
    const cancelled = await setStatus(order.id, 'CANCELLED', { note: 'customer phoned' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data.message).toBe(`Order #${order.id} cancelled`);
    expect(cancelled.data.response).toMatchObject({ status: 'CANCELLED', allowedNextStatuses: [] });
    expect(await stockOf(t, productId)).toBe(10);

    const again = await setStatus(order.id, 'CANCELLED');
    expect(again.statusCode).toBe(409);
    expect(again.data.detail).toContain('none');
    expect(await stockOf(t, productId)).toBe(10);
  });

  it('cannot cancel a shipped order', async () => {
    const { productId, order } = await orderOf(1);
    for (const s of ['CONFIRMED', 'PACKED', 'SHIPPED'])
      expect((await setStatus(order.id, s)).statusCode).toBe(200);
    expect((await setStatus(order.id, 'CANCELLED')).statusCode).toBe(409);
    expect(await stockOf(t, productId)).toBe(9);
  });

  it('answers 400 for an unknown status, 404 for an unknown order', async () => {
    const bad = await t.call('PUT', '/api/orders/1', { as: 'staff', body: { status: 'LOST' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'status' }));
    const missing = await t.call('PUT', '/api/orders/1', { as: 'staff', body: {} });
    expect(missing.statusCode).toBe(400);
    expect((await setStatus(987_654, 'CONFIRMED')).statusCode).toBe(404);
  });
});

describe('order status (customer)', () => {
  it('lets the customer cancel their own PLACED or CONFIRMED order, returning the stock', async () => {
    const placed = await orderOf(2);
    const res = await setStatus(placed.order.id, 'CANCELLED', {
      token: shopper.token,
      note: 'ordered twice',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe(`Order #${placed.order.id} cancelled`);
    expect(res.data.response.timeline[1]).toMatchObject({
      status: 'CANCELLED',
      actorKind: 'customer',
      actorName: shopper.name,
      note: 'ordered twice',
    });
    expect(await stockOf(t, placed.productId)).toBe(10);

    const confirmed = await orderOf(4);
    expect((await setStatus(confirmed.order.id, 'CONFIRMED')).statusCode).toBe(200);
    expect((await setStatus(confirmed.order.id, 'CANCELLED', { token: shopper.token })).statusCode).toBe(200);
    expect(await stockOf(t, confirmed.productId)).toBe(10);
  });

  it('answers 409 when the order is past CONFIRMED and 403 for any other status', async () => {
    const { productId, order } = await orderOf(1);
    expect((await setStatus(order.id, 'CONFIRMED', { token: shopper.token })).statusCode).toBe(403);
    for (const s of ['CONFIRMED', 'PACKED']) expect((await setStatus(order.id, s)).statusCode).toBe(200);
    const packed = await setStatus(order.id, 'CANCELLED', { token: shopper.token });
    expect(packed.statusCode).toBe(409);
    expect(packed.data.code).toBe('ILLEGAL_STATUS_CHANGE');
    expect((await setStatus(order.id, 'SHIPPED')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'CANCELLED', { token: shopper.token })).statusCode).toBe(409);
    expect(await stockOf(t, productId)).toBe(9);
    const read = await t.call('GET', `/api/orders/${order.id}`, { token: shopper.token });
    expect(read.data.response).toMatchObject({ status: 'SHIPPED', cancellableByCustomer: false });
  });

  it('answers 403 when another customer tries to cancel, and changes nothing', async () => {
    const { productId, order } = await orderOf(2);
    const other = await createShopper(t, 'Stranger');
    expect((await setStatus(order.id, 'CANCELLED', { token: other.token })).statusCode).toBe(403);
    expect(await stockOf(t, productId)).toBe(8);
    const read = await t.call('GET', `/api/orders/${order.id}`, { token: shopper.token });
    expect(read.data.response.status).toBe('PLACED');
  });
});

describe('deleting orders', () => {
  it('deletes only cancelled orders (409 otherwise); staff only', async () => {
    const { order } = await orderOf(1);
    const live = await t.call('DELETE', `/api/orders/${order.id}`, { as: 'staff' });
    expect(live.statusCode).toBe(409);
    expect(live.data.code).toBe('ORDER_NOT_CANCELLED');
    expect((await t.call('DELETE', `/api/orders/${order.id}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/orders/${order.id}`, { token: shopper.token })).statusCode).toBe(
      403,
    );

    expect((await setStatus(order.id, 'CANCELLED')).statusCode).toBe(200);
    const deleted = await t.call('DELETE', `/api/orders/${order.id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Order deleted successfully');
    expect((await t.call('GET', `/api/orders/${order.id}`, { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/orders/${order.id}`, { as: 'staff' })).statusCode).toBe(404);
  });
});
