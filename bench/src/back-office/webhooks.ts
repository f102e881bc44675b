import { createHmac } from 'node:crypto';
import type { BenchRazorpay } from '../api/razorpay.js';
import type { RequestSpec } from '../load/types.js';
import { type Client, inTurns } from './client.js';

/** The events of a captured payment that settle an order, as Razorpay sends them. */
const SETTLING = new Set(['payment.captured', 'order.paid']);

type PaymentStart = { fields: Record<string, string> };

/**
 * Each order awaiting its online payment is started as the customer's "Pay" does (the shop makes
 * a Razorpay order at the stand-in) and paid at the stand-in; its `payment.captured` and
 * `order.paid` events, bodies byte for byte and ids as the stand-in made them, become the webhook
 * requests, signed with the shop's webhook secret.
 */
export async function paidEvents(
  client: Client,
  razorpay: BenchRazorpay,
  orders: { id: number; token: string }[],
): Promise<RequestSpec[]> {
  const providerOrders = await inTurns(orders, 4, async (order) => {
    const start = await client.ok<PaymentStart>(
      'POST',
      `/api/orders/${order.id}/payment`,
      undefined,
      order.token,
    );
    const providerOrderId = start.fields.order_id;
    if (!providerOrderId) throw new Error(`order ${order.id}: the payment start named no Razorpay order`);
    return providerOrderId;
  });
  const paid = new Set(providerOrders.map((id) => razorpay.payOrder(id, 'success').order.id));
  return razorpay
    .events()
    .filter((e) => SETTLING.has(e.event) && paid.has(orderOf(e.body)))
    .map((e) => ({
      method: 'POST',
      path: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': e.id,
        'x-razorpay-signature': createHmac('sha256', razorpay.webhookSecret).update(e.body).digest('hex'),
      },
      body: e.body,
    }));
}

function orderOf(body: string): string {
  const event = JSON.parse(body) as { payload?: { payment?: { entity?: { order_id?: string } } } };
  return event.payload?.payment?.entity?.order_id ?? '';
}

/**
 * Every event delivered once more, one at a time, as Razorpay's retries do: a delivery the load
 * saw refused (503 while the API sheds load) is handled now, and one handled before must change
 * nothing. Answers how many were not 2xx.
 */
export async function deliverAgain(apiUrl: string, requests: RequestSpec[]): Promise<number> {
  let refused = 0;
  for (const r of requests) {
    const res = await fetch(`${apiUrl}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    if (!res.ok) refused++;
  }
  return refused;
}

type PaidOrder = { status: string; paymentStatus: string; payments: { status: string }[] };

/** After the webhooks: every order paid, once (one payment recorded), none left waiting. */
export async function auditPaidOrders(staff: Client, orderIds: number[]) {
  const orders = await inTurns(orderIds, 4, (id) => staff.ok<PaidOrder>('GET', `/api/orders/${id}`));
  const paidOnce = orders.filter(
    (o) =>
      o.status === 'PLACED' &&
      o.paymentStatus === 'PAID' &&
      o.payments.filter((p) => p.status === 'PAID').length === 1,
  ).length;
  const twice = orders.filter((o) => o.payments.filter((p) => p.status === 'PAID').length > 1).length;
  const waiting = orders.filter((o) => o.status === 'PENDING_PAYMENT').length;
  return { orders: orderIds.length, paidOnce, twice, waiting };
}
