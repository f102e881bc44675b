import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory } from '../../test/product-fixtures.js';
import { createTestApp, TEST_RAZORPAY_KEYS, type TestApp } from '../../test/test-app.js';
import { expectNoStoredEnglish } from '../../test/timeline-fixtures.js';
import { orders } from '../order/order.table.js';
import { type PaymentProvider, ProviderUnavailable } from './payment-provider.js';
import { refundCancelledOrders, refundOrder } from './payment-refund.service.js';
import { payOnline } from './payment-test-fixtures.js';

// Issue 15.4: refunds. Staff give back part of an online payment, then the rest; a cancelled paid
// order is refunded in full by the shop; a refund whose answer was lost is sent again with its key,
// and Razorpay (here its stand-in, over HTTP) refunds once.

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Refund goods');
});
afterAll(async () => {
  await t.close();
});

const paidOrder = (shopper: Shopper, price?: number) => payOnline(t, shopper, category, price);

/** The refunds Razorpay (the stand-in) holds for a payment, read with the shop's keys. */
async function providerRefunds(paymentId: string): Promise<{ id: string; amount: number }[]> {
  const auth = Buffer.from(`${TEST_RAZORPAY_KEYS.keyId}:${TEST_RAZORPAY_KEYS.keySecret}`).toString('base64');
  const res = await fetch(`${t.razorpay.url}/v1/payments/${paymentId}/refunds`, {
    headers: { authorization: `Basic ${auth}` },
  });
  return ((await res.json()) as { items: { id: string; amount: number }[] }).items;
}

async function orderOf(id: number) {
  return (await t.call('GET', `/api/orders/${id}`, { as: 'staff' })).data.response;
}

describe('refunds', () => {
  it('staff refund part, then the rest; no more than was paid', async () => {
    const order = await paidOrder(await createShopper(t, 'Meena'));
    const part = await t.call('POST', `/api/orders/${order.id}/refund`, {
      as: 'staff',
      body: { amount: 10_000, reason: 'One jar broke' },
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.data.response.paymentStatus).toBe('PARTIALLY_REFUNDED');
    const tooMuch = await t.call('POST', `/api/orders/${order.id}/refund`, {
      as: 'staff',
      body: { amount: order.total },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.data).toMatchObject({ code: 'REFUND_TOO_LARGE', errors: [{ field: 'amount' }] });
    const rest = await t.call('POST', `/api/orders/${order.id}/refund`, { as: 'admin', body: {} });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.data.response.paymentStatus).toBe('REFUNDED');
    const notes = rest.data.response.payments.map((p: { status: string; amount: number; note: string }) => [
      p.status,
      p.amount,
    ]);
    expect(notes).toEqual([
      ['PAID', order.total],
      ['PARTIALLY_REFUNDED', 10_000],
      ['REFUNDED', order.total - 10_000],
    ]);
    expect(rest.data.response.payments[1]).toMatchObject({
      note: 'One jar broke',
      systemNote: {
        kind: 'REFUND',
        values: { reference: expect.stringMatching(/^rfnd_\w+$/), orderCancelled: false },
      },
    });
    const nothing = await t.call('POST', `/api/orders/${order.id}/refund`, { as: 'staff', body: {} });
    expect(nothing.data.code).toBe('NOTHING_TO_REFUND');
    const atProvider = await providerRefunds(order.paymentId);
    expect(atProvider.map((r) => r.amount).sort((a, b) => a - b)).toEqual(
      [10_000, order.total - 10_000].sort((a, b) => a - b),
    );
  });

  it('two refunds of everything at once: one is made, the other finds nothing left', async () => {
    const order = await paidOrder(await createShopper(t, 'Ravi'));
    const both = await Promise.all([
      t.call('POST', `/api/orders/${order.id}/refund`, { as: 'staff', body: {} }),
      t.call('POST', `/api/orders/${order.id}/refund`, { as: 'admin', body: {} }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await providerRefunds(order.paymentId)).map((r) => r.amount)).toEqual([order.total]);
  });

  it('a refund whose answer was lost is sent again with its key, and made once', async () => {
    const order = await paidOrder(await createShopper(t, 'Asha'));
    const real = t.app.payments;
    let lose = true;
    // Razorpay takes the refund, but its answer never arrives.
    const flaky: PaymentProvider = {
      ...real,
      refund: async (input) => {
        const made = await real.refund(input);
        if (lose) {
          lose = false;
          throw new ProviderUnavailable('timed out');
        }
        return made;
      },
    };
    const staff = { kind: 'staff' as const, id: 1, name: 'Helper' };
    await expect(refundOrder(t.db, flaky, staff, order.id, { reason: null })).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
    });
    expect((await orderOf(order.id)).paymentStatus).toBe('PAID');
    // The next try sends the pending refund's key again: the same refund, not a second one.
    await expect(refundOrder(t.db, flaky, staff, order.id, { reason: null })).rejects.toMatchObject({
      code: 'NOTHING_TO_REFUND',
    });
    expect((await providerRefunds(order.paymentId)).map((r) => r.amount)).toEqual([order.total]);
    const now = await orderOf(order.id);
    expect(now.paymentStatus).toBe('REFUNDED');
    expect(now.payments.filter((p: { status: string }) => p.status === 'REFUNDED')).toHaveLength(1);
  });

  it('a paid order the customer cancels is refunded in full by the shop', async () => {
    const selvi = await createShopper(t, 'Selvi');
    const order = await paidOrder(selvi);
    const cancel = await t.call('PUT', `/api/orders/${order.id}`, {
      token: selvi.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.data.response).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PAID' });
    expect(await refundCancelledOrders(t.db, t.app.payments)).toBeGreaterThanOrEqual(1);
    const now = await orderOf(order.id);
    expect(now.paymentStatus).toBe('REFUNDED');
    expect(now.payments.at(-1)).toMatchObject({
      status: 'REFUNDED',
      amount: order.total,
      actorKind: 'system',
      actorName: null,
      note: null,
      systemNote: { kind: 'REFUND', values: { orderCancelled: true } },
    });
    expect((await providerRefunds(order.paymentId)).map((r) => r.amount)).toEqual([order.total]);
    // Nothing left: a second run refunds nothing for it.
    await refundCancelledOrders(t.db, t.app.payments);
    expect(await providerRefunds(order.paymentId)).toHaveLength(1);
  });
});

// Issue 30.1: the same refund sent again (a double click, a proxy's retry, a lost answer) refunded
// again. With the same Idempotency-Key it now answers the first result and refunds once.
describe('a refund sent twice', () => {
  const refund = (id: number, key: string, body: Record<string, unknown>) =>
    t.call('POST', `/api/orders/${id}/refund`, { as: 'staff', body, headers: { 'idempotency-key': key } });

  it('with the same Idempotency-Key refunds once, one after the other or both at once', async () => {
    const order = await paidOrder(await createShopper(t, 'Kannan'));
    const key = `refund-${Math.random()}`;
    const first = await refund(order.id, key, { amount: 5_000, reason: 'Late' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await refund(order.id, key, { amount: 5_000, reason: 'Late' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.response.refundable).toBe(order.total - 5_000);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = `refund-${Math.random()}`;
    const both = await Promise.all([
      refund(order.id, other, { amount: 3_000 }),
      refund(order.id, other, { amount: 3_000 }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const amounts = (await providerRefunds(order.paymentId)).map((r) => r.amount).sort((a, b) => a - b);
    expect(amounts).toEqual([3_000, 5_000]);
    expect((await orderOf(order.id)).refundable).toBe(order.total - 8_000);
  });

  it('the OpenAPI document lists the Idempotency-Key header', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).data;
    const refundCall = doc.paths['/api/orders/{id}/refund'].post;
    expect(refundCall.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
  });

  it('with the same key but another amount or order is refused', async () => {
    const order = await paidOrder(await createShopper(t, 'Bhuvana'));
    const key = `refund-${Math.random()}`;
    expect((await refund(order.id, key, { amount: 2_000 })).statusCode).toBe(200);
    const changed = await refund(order.id, key, { amount: 2_500 });
    expect(changed.statusCode).toBe(422);
    expect(changed.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const elsewhere = await paidOrder(await createShopper(t, 'Bhuvana two'));
    const moved = await refund(elsewhere.id, key, { amount: 2_000 });
    expect(moved.statusCode).toBe(422);
    expect(moved.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await providerRefunds(order.paymentId)).map((r) => r.amount)).toEqual([2_000]);
    expect(await providerRefunds(elsewhere.paymentId)).toEqual([]);
  });
});

// Issue 30.4: cash recorded on an order paid online turned its payment status to COD_COLLECTED,
// and the refund job, which looked for PAID orders, never gave the online money back.
describe('cash on an order paid online', () => {
  it('is refused: the order was paid online', async () => {
    const order = await paidOrder(await createShopper(t, 'Gopal'));
    const cash = await t.call('POST', `/api/orders/${order.id}/cash-collected`, {
      as: 'staff',
      body: { amount: 0 },
    });
    expect(cash.statusCode, cash.body).toBe(409);
    expect(cash.data).toMatchObject({ code: 'PAID_ONLINE', errors: [{ field: 'amount' }] });
    expect((await orderOf(order.id)).paymentStatus).toBe('PAID');
  });

  it('a cancelled order holding online money is refunded whatever its payment status says', async () => {
    const lata = await createShopper(t, 'Lata');
    const order = await paidOrder(lata);
    const cancel = await t.call('PUT', `/api/orders/${order.id}`, {
      token: lata.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // As the old bug left it: cash "collected" on it turned its payment status.
    await t.db.update(orders).set({ paymentStatus: 'COD_COLLECTED' }).where(eq(orders.id, order.id));
    await refundCancelledOrders(t.db, t.app.payments);
    expect((await providerRefunds(order.paymentId)).map((r) => r.amount)).toEqual([order.total]);
    expect((await orderOf(order.id)).paymentStatus).toBe('REFUNDED');
  });
});

describe('the payment rows', () => {
  it('hold no English sentence the shop wrote, only kinds and values and what staff typed (issue 31.5)', async () => {
    await expectNoStoredEnglish(t, ['One jar broke', 'Late']);
  });
});
