import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { payOnline } from './payment-test-fixtures.js';

// Issue 15.7: the owner's view of money. Each order's method and payment status, what came in
// (online, cash), what went back, what is still to collect; filters, sums over the filter, and a
// CSV for the accountant. Refunds beyond an amount are an admin's (DESIGN §8).

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  category = await createCategory(t, 'Money goods');
});
afterAll(async () => {
  await t.close();
});

async function codOrder(shopper: Shopper, price: number) {
  const product = await createProduct(t, category, { price, stock: 10 });
  return placeOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);
}

const list = (query: string) => t.call('GET', `/api/payments?${query}`, { as: 'staff' });

describe('the payments list', () => {
  it("shows each order's money, filters it, and sums every order the filter matches", async () => {
    // One customer, four orders: cash due, cash collected, cancelled unpaid, paid online and part refunded.
    const lakshmi = await createShopper(t, `Lakshmi ${Date.now()}`);
    const due = await codOrder(lakshmi, 30_000);
    const collected = await codOrder(lakshmi, 45_000);
    const cash = await t.call('POST', `/api/orders/${collected.id}/cash-collected`, {
      as: 'staff',
      body: { amount: collected.total },
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const cancelled = await codOrder(lakshmi, 20_000);
    await t.call('PUT', `/api/orders/${cancelled.id}`, { as: 'staff', body: { status: 'CANCELLED' } });
    const online = await payOnline(t, lakshmi, category, 60_000);
    const refund = await t.call('POST', `/api/orders/${online.id}/refund`, {
      as: 'staff',
      body: { amount: 15_000, reason: 'One jar broke' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const all = await list(`q=${encodeURIComponent(lakshmi.name)}`);
    expect(all.statusCode, all.body).toBe(200);
    const byId = new Map(all.data.response.map((r: { orderId: number }) => [r.orderId, r]));
    expect(byId.get(due.id)).toMatchObject({ method: 'COD', status: 'COD_DUE', received: 0, due: due.total });
    expect(byId.get(collected.id)).toMatchObject({
      status: 'COD_COLLECTED',
      received: collected.total,
      due: 0,
    });
    expect(byId.get(cancelled.id)).toMatchObject({ orderStatus: 'CANCELLED', status: 'COD_DUE', due: 0 });
    expect(byId.get(online.id)).toMatchObject({
      method: 'ONLINE',
      status: 'PARTIALLY_REFUNDED',
      received: online.total,
      refunded: 15_000,
      due: 0,
      references: [online.paymentId],
      customer: { id: lakshmi.id, name: lakshmi.name },
    });
    // Newest order first.
    expect(all.data.response.map((r: { orderId: number }) => r.orderId)).toEqual([
      online.id,
      cancelled.id,
      collected.id,
      due.id,
    ]);
    expect(all.data.totals).toEqual({
      orders: 4,
      total: due.total + collected.total + cancelled.total + online.total,
      received: collected.total + online.total,
      receivedUpi: 0,
      refunded: 15_000,
      due: due.total,
    });

    // Filters: method, status; the sums follow the filter, not the page.
    const onlineOnly = await list(`q=${encodeURIComponent(lakshmi.name)}&method=ONLINE`);
    expect(onlineOnly.data.response.map((r: { orderId: number }) => r.orderId)).toEqual([online.id]);
    const stillDue = await list(`q=${encodeURIComponent(lakshmi.name)}&status=COD_DUE&size=1`);
    expect(stillDue.data.response).toHaveLength(1);
    expect(stillDue.data.page.totalElements).toBe(2);
    expect(stillDue.data.totals).toMatchObject({ orders: 2, due: due.total });
    const byNumber = await list(`q=%23${collected.id}`);
    expect(byNumber.data.response.map((r: { orderId: number }) => r.orderId)).toEqual([collected.id]);
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const later = await list(`q=${encodeURIComponent(lakshmi.name)}&from=${tomorrow}`);
    expect(later.data.totals.orders).toBe(0);
  });

  it('names the field of a bad filter, and is for staff only', async () => {
    const bad = await list('status=SOMETIMES');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'status' }));
    const shopper = await createShopper(t, 'Curious');
    const asCustomer = await t.call('GET', '/api/payments', { token: shopper.token });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.call('GET', '/api/payments/export')).statusCode).toBe(401);
  });

  it('exports the filtered rows as CSV, a formula in a name made harmless', async () => {
    const mallika = await createShopper(t, `=HYPERLINK("http://x.test","Mallika ${Date.now()}")`);
    const order = await codOrder(mallika, 12_345);
    const res = await t.call('GET', `/api/payments/export?q=${encodeURIComponent('Mallika')}&method=COD`, {
      as: 'staff',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows: Record<string, string>[] = parse(res.body, { columns: true });
    const row = rows.find((r) => r.Order === String(order.id));
    expect(row).toMatchObject({
      Method: 'Cash on delivery',
      'Payment status': 'Cash due',
      'Total (₹)': (order.total / 100).toFixed(2),
      'To collect (₹)': (order.total / 100).toFixed(2),
      'Received (₹)': '0.00',
    });
    expect(row?.Customer?.startsWith("'=")).toBe(true);
  });
});

describe('refunds beyond the staff limit', () => {
  it('are for an admin; with no limit set, staff may send them', async () => {
    const order = await payOnline(t, await createShopper(t, 'Bigspender'), category, 350_000);
    const staff = await t.call('POST', `/api/orders/${order.id}/refund`, { as: 'staff', body: {} });
    expect(staff.statusCode).toBe(403);
    expect(staff.data).toMatchObject({ code: 'REFUND_NEEDS_ADMIN', errors: [{ field: 'amount' }] });
    expect(staff.data.detail).toBe('A refund above ₹2,000.00 on one order is for an admin to send');
    // Within the limit, staff may.
    const part = await t.call('POST', `/api/orders/${order.id}/refund`, {
      as: 'staff',
      body: { amount: 200_000 },
    });
    expect(part.statusCode, part.body).toBe(200);
    const rest = await t.call('POST', `/api/orders/${order.id}/refund`, { as: 'admin', body: {} });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.data.response.paymentStatus).toBe('REFUNDED');

    const other = await payOnline(t, await createShopper(t, 'Bigspender two'), category, 350_000);
    const noLimit = await t.call('PUT', '/api/settings', { as: 'admin', body: { staffRefundMax: null } });
    expect(noLimit.statusCode, noLimit.body).toBe(200);
    try {
      const allowed = await t.call('POST', `/api/orders/${other.id}/refund`, { as: 'staff', body: {} });
      expect(allowed.statusCode, allowed.body).toBe(200);
    } finally {
      await t.call('PUT', '/api/settings', { as: 'admin', body: { staffRefundMax: 200_000 } });
    }
  });
});
