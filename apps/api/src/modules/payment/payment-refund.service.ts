import { randomUUID } from 'node:crypto';
import { rupeesText } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { lockOrder } from '../order/index.js';
import { findAttempts, findRefunds, insertRefund, markRefundProcessed } from './payment.repository.js';
import { type PaymentProvider, ProviderUnavailable } from './payment-provider.js';
import { type RecordedRefund, recordRefund } from './payment-record.service.js';
import { findCancelledOrdersHoldingMoney } from './payment-refund.repository.js';
import {
  assertWithinStaffLimits,
  claimRefundKey,
  type RefundKey,
  type StaffRefundLimits,
} from './payment-refund-guards.js';

export type RefundActor = RecordedRefund['actor'] & { role?: string | undefined };
type RefundRow = Awaited<ReturnType<typeof findRefunds>>[number];

export type RefundInput = {
  amount?: number | undefined;
  reason: string | null;
  /** A staff member who is not an admin: what they may refund (settings). */
  limits?: StaffRefundLimits | undefined;
  /** The staff member's `Idempotency-Key` for this refund: a repeat answers the first result. */
  key?: RefundKey | undefined;
  now?: Date | undefined;
};

/**
 * Gives money back for an order paid online (decision 0031): `amount` (paise) or all that is left,
 * taken from its payments in turn. Each refund is written `pending` with its own idempotency key
 * before Razorpay is asked, under the order's lock (two refunds at once cannot both take what is
 * left); a retry of one left pending (a lost answer) sends the same key, so Razorpay refunds once.
 * When Razorpay answers, the refund is recorded on the order (partly or fully refunded). A
 * request repeated with the staff's own key (issue 30.1) refunds nothing more: `replayed`.
 */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  actor: RefundActor,
  orderId: number,
  input: RefundInput,
): Promise<{ replayed: boolean }> {
  await sendPendingRefunds(db, provider, orderId);
  const planned = await db.transaction(async (tx) => {
    if (!(await lockOrder(tx, orderId))) throw notFound('Order');
    const request = { orderId, amount: input.amount ?? null, reason: input.reason };
    if (input.key && !(await claimRefundKey(tx, input.key, request))) return undefined;
    const left = await refundableOf(tx, orderId);
    const refundable = left.reduce((sum, p) => sum + p.left, 0);
    if (refundable === 0)
      throw conflict('NOTHING_TO_REFUND', 'Nothing paid online is left to refund on this order').worded(
        {},
        'NOTHING_PAID_ONLINE_LEFT_REFUND',
      );
    const amount = input.amount ?? refundable;
    if (amount > refundable) {
      const message = `can be at most ${rupeesText(refundable)}, what is left of the online payment`;
      throw new AppError(409, 'REFUND_TOO_LARGE', `The refund ${message}`, [
        { field: 'amount', code: 'REFUND_ABOVE_LEFT', params: { leftPaise: refundable }, message },
      ]).worded({ leftPaise: refundable }, 'REFUND_AT_MOST_LEFT');
    }
    if (input.limits)
      await assertWithinStaffLimits(tx, orderId, amount, input.limits, input.now ?? new Date());
    const rows: RefundRow[] = [];
    let rest = amount;
    for (const payment of left) {
      if (rest === 0) break;
      const part = Math.min(rest, payment.left);
      if (part === 0) continue;
      rest -= part;
      rows.push(
        await insertRefund(tx, {
          orderId,
          provider: provider.name,
          providerPaymentId: payment.paymentId,
          amount: part,
          idempotencyKey: `refund-${randomUUID()}`,
          reason: input.reason,
          actorKind: actor.kind,
          actorId: actor.id,
          actorName: actor.name,
          actorRole: actor.role ?? null,
        }),
      );
    }
    return rows;
  });
  // A repeat: the first request's refunds, if their answer was lost, are sent again (same keys).
  if (!planned) {
    await sendPendingRefunds(db, provider, orderId);
    return { replayed: true };
  }
  for (const row of planned) await sendRefund(db, provider, row);
  return { replayed: false };
}

/** Each paid payment of the order and what of it is not refunded yet (pending refunds count). */
async function refundableOf(db: DbOrTx, orderId: number) {
  const [attempts, refunds] = await Promise.all([findAttempts(db, orderId), findRefunds(db, orderId)]);
  return attempts
    .filter((a) => a.status === 'paid' && a.providerPaymentId)
    .map((a) => {
      const paymentId = a.providerPaymentId as string;
      const refunded = refunds
        .filter((r) => r.providerPaymentId === paymentId)
        .reduce((s, r) => s + r.amount, 0);
      return { paymentId, paid: a.amount, left: Math.max(0, a.amount - refunded) };
    });
}

/** Asks Razorpay again for the order's refunds left pending, with their own keys. */
async function sendPendingRefunds(db: Db, provider: PaymentProvider, orderId: number) {
  for (const row of await findRefunds(db, orderId)) {
    if (row.status === 'pending') await sendRefund(db, provider, row);
  }
}

async function sendRefund(db: Db, provider: PaymentProvider, row: RefundRow) {
  let refund: { id: string };
  try {
    refund = await provider.refund({
      paymentId: row.providerPaymentId,
      amount: row.amount,
      idempotencyKey: row.idempotencyKey,
      notes: { shopOrderId: String(row.orderId) },
    });
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_FAILED',
      'Razorpay did not take the refund just now; it is saved and will be sent again within a minute',
    ).worded({}, 'RAZORPAY_DID_NOT_TAKE_REFUND');
  }
  await db.transaction(async (tx) => {
    await lockOrder(tx, row.orderId);
    if (!(await markRefundProcessed(tx, row.id, refund.id))) return;
    const left = await refundableOf(tx, row.orderId);
    const refunds = await findRefunds(tx, row.orderId);
    const fullyRefunded = left.every((p) => p.left === 0) && refunds.every((r) => r.status === 'processed');
    await recordRefund(tx, row.orderId, {
      amount: row.amount,
      reference: refund.id,
      fullyRefunded,
      actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
      // The shop refunds only cancelled orders (the job below); rows from before kept its English.
      reason: row.actorKind === 'system' ? null : row.reason,
      orderCancelled: row.actorKind === 'system',
    });
  });
}

/**
 * The job's refund step: every cancelled order still holding money paid online (cancelled by the
 * customer or staff after paying, or paid after it was cancelled) is refunded in full, by the shop.
 * One that Razorpay does not take now is tried again on the next run.
 */
export async function refundCancelledOrders(db: Db, provider: PaymentProvider): Promise<number> {
  let refunded = 0;
  for (const orderId of await findCancelledOrdersHoldingMoney(db)) {
    try {
      await refundOrder(db, provider, SHOP, orderId, { reason: null });
      refunded += 1;
    } catch (err) {
      if (
        err instanceof AppError &&
        (err.code === 'NOTHING_TO_REFUND' || err.code === 'PAYMENT_PROVIDER_FAILED')
      )
        continue;
      throw err;
    }
  }
  return refunded;
}

/** The shop itself: no name stored, the reader words it (issue 31). */
const SHOP: RefundActor = { kind: 'system', id: null, name: null };
