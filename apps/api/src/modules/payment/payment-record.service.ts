import type { Tx } from '../../db/client.js';
import { announceRefund, lockOrder, placePaidOrder } from '../order/index.js';
import { moneyKeptOf, recordPayment } from './payment-record.repository.js';

/** A payment the provider confirmed: how much, its reference (`pay_…`) and how it was paid (upi, card…). */
export type ConfirmedPayment = { amount: number; reference: string; method: string | null };

/**
 * What a confirmed payment did to its order: placed it; or found it cancelled meanwhile (its time
 * ran out, the customer cancelled) or paid already, so the money is to go back (`refund-due`).
 */
export type PaymentOutcome = 'placed' | 'refund-due' | 'no-order';

/**
 * Records a confirmed online payment under the order's lock (decision 0031): an order awaiting it
 * becomes PLACED and PAID (the order module moves it: `placePaidOrder`), with its payment row, by
 * the shop. Called once per payment (the attempts keep which payments were recorded).
 */
export async function recordOnlinePayment(
  tx: Tx,
  orderId: number,
  payment: ConfirmedPayment,
): Promise<PaymentOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'no-order';
  const method = payment.method?.toUpperCase() ?? null;
  if (order.status === 'PENDING_PAYMENT' && payment.amount === order.total) {
    await recordPayment(tx, {
      orderId,
      status: 'PAID',
      amount: payment.amount,
      systemNote: { kind: 'PAID_ONLINE', values: { method, reference: payment.reference } },
      actorKind: 'system',
      actorId: null,
      actorName: 'Razorpay',
    });
    await placePaidOrder(tx, orderId, { amount: payment.amount, reference: payment.reference, method });
    return 'placed';
  }
  // Money the order does not need: it was cancelled, paid already, or the amount is not its total.
  const why =
    order.status === 'CANCELLED'
      ? 'CANCELLED'
      : order.paymentStatus === 'PAID'
        ? 'PAID_TWICE'
        : 'WRONG_AMOUNT';
  await recordPayment(tx, {
    orderId,
    status: order.paymentStatus === 'UNPAID' ? 'PAID' : order.paymentStatus,
    amount: payment.amount,
    systemNote: {
      kind: 'PAID_TO_REFUND',
      values: { method, reference: payment.reference, why, amount: payment.amount },
    },
    actorKind: 'system',
    actorId: null,
    actorName: 'Razorpay',
  });
  return 'refund-due';
}

/**
 * Money given back: how much, the provider's reference, who, whether nothing paid is left, and the
 * reason staff typed (none when the shop refunds a cancelled order: `orderCancelled`).
 */
export type RecordedRefund = {
  amount: number;
  reference: string;
  fullyRefunded: boolean;
  actor: { kind: 'staff' | 'system'; id: number | null; name: string | null };
  reason: string | null;
  orderCancelled: boolean;
};

/**
 * Records a refund on the order (the caller holds its lock): its payment status (partly or fully
 * refunded) and a payment row; then the order announces it, with what the shop keeps, so that its
 * credit note (CGST Act s.34, issue 30 item 10) and the customer's message follow.
 */
export async function recordRefund(tx: Tx, orderId: number, refund: RecordedRefund): Promise<void> {
  await recordPayment(tx, {
    orderId,
    status: refund.fullyRefunded ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
    amount: refund.amount,
    note: refund.reason,
    systemNote: {
      kind: 'REFUND',
      values: { reference: refund.reference, orderCancelled: refund.orderCancelled },
    },
    actorKind: refund.actor.kind,
    actorId: refund.actor.id,
    actorName: refund.actor.name,
  });
  await announceRefund(tx, orderId, {
    amount: refund.amount,
    reference: refund.reference,
    moneyKept: await moneyKeptOf(tx, orderId),
  });
}
