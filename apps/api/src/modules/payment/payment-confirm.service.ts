import type { RazorpayCallback } from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findOrderForPayment } from '../order/index.js';
import { claimEvent, lockAttempt, markAttemptFailed, markAttemptPaid } from './payment.repository.js';
import { failPayeePayment, settlePayeePayment } from './payment-payees.js';
import type { PaymentProvider } from './payment-provider.js';
import { type PaymentOutcome, recordOnlinePayment } from './payment-record.service.js';

/** A captured payment, as the callback, a webhook or the reconciliation learned of it. */
export type CapturedPayment = {
  providerOrderId: string;
  paymentId: string;
  /** Null: the attempt's amount (the callback does not say). */
  amount: number | null;
  method: string | null;
};

/**
 * Records a captured payment once, whoever tells first (decision 0031): the attempt's row is locked,
 * so the callback and the webhook of one payment, or a webhook delivered twice at once, record it
 * once; then the order moves (order module: PENDING_PAYMENT → PLACED, or money to give back).
 */
export async function settleCapturedPayment(
  tx: Tx,
  provider: PaymentProvider,
  payment: CapturedPayment,
  /** The shop's order the payment must be for (the callback names it); else any. */
  forOrder?: number,
): Promise<PaymentOutcome | 'recorded-before' | 'unknown' | 'payee'> {
  const attempt = await lockAttempt(tx, provider.name, payment.providerOrderId);
  if (!attempt && forOrder === undefined) {
    // Not an order's: another module's provider order (a wallet top-up), told by the same webhook.
    const { providerOrderId, paymentId } = payment;
    const outcome = await settlePayeePayment(tx, { provider: provider.name, providerOrderId, paymentId });
    return outcome === 'unknown' ? outcome : 'payee';
  }
  if (!attempt || (forOrder !== undefined && attempt.orderId !== forOrder)) return 'unknown';
  if (attempt.status === 'paid' && attempt.providerPaymentId === payment.paymentId) return 'recorded-before';
  await markAttemptPaid(tx, attempt.id, payment.paymentId);
  return recordOnlinePayment(tx, attempt.orderId, {
    amount: payment.amount ?? attempt.amount,
    reference: payment.paymentId,
    method: payment.method,
  });
}

/** Where the customer's browser goes after hosted checkout: the order's page, saying how it went. */
export type CallbackResult = { location: string; outcome: 'paid' | 'failed' | 'later' };

/**
 * Hosted checkout's form post (`?order=` is ours): a signed payment is recorded at once, without
 * waiting for the webhook; Razorpay's error fields mark the attempt failed (the order keeps
 * waiting, and the customer may try again until it expires); nothing means "pay later". A
 * signature that is not Razorpay's records nothing.
 */
export async function handleCheckoutCallback(
  db: Db,
  provider: PaymentProvider,
  orderId: number,
  fields: RazorpayCallback,
): Promise<CallbackResult> {
  const order = await findOrderForPayment(db, orderId);
  const page = (outcome: CallbackResult['outcome']) => ({
    outcome,
    location: order
      ? `/orderSummaryDetails?cartBundleId=${order.cartBundleId}&payment=${outcome}`
      : '/profilePage',
  });
  const {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = fields;
  if (providerOrderId && paymentId && signature) {
    if (!order || !provider.checkoutSignatureValid(providerOrderId, paymentId, signature))
      return page('failed');
    // The signature proves the pair; the order must be the one the attempt was made for. The
    // callback carries no amount: the provider order's, which is what could be captured, is taken.
    const result = await db.transaction((tx) =>
      settleCapturedPayment(
        tx,
        provider,
        { providerOrderId, paymentId, amount: null, method: null },
        orderId,
      ),
    );
    return page(result === 'unknown' ? 'failed' : 'paid');
  }
  const failedOrderId = failedProviderOrder(fields);
  if (fields['error[code]'] !== undefined) {
    if (failedOrderId) {
      await markAttemptFailed(db, provider.name, failedOrderId, fields['error[description]'] ?? null);
    }
    return page('failed');
  }
  return page('later');
}

/** Razorpay puts the failed payment's order in `error[metadata]` (JSON). */
function failedProviderOrder(fields: RazorpayCallback): string | undefined {
  try {
    const metadata = JSON.parse(fields['error[metadata]'] ?? '{}') as { order_id?: unknown };
    return typeof metadata.order_id === 'string' ? metadata.order_id : undefined;
  } catch {
    return undefined;
  }
}

type WebhookPayment = {
  id?: string;
  order_id?: string;
  amount?: number;
  status?: string;
  method?: string;
  error_description?: string;
};

/**
 * A webhook (Razorpay's raw body and its signature): refused unless signed; each event id handled
 * once, in one transaction with what it records, so a failure leaves it for Razorpay's retry. Any
 * order of events is safe: a capture records the payment whenever it comes; a failure marks only
 * an attempt still open, never a paid one.
 */
export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
  raw: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<{ duplicate: boolean }> {
  if (!signature || !provider.webhookSignatureValid(raw, signature)) {
    throw new AppError(400, 'INVALID_SIGNATURE', "This webhook's signature is not Razorpay's").worded(
      {},
      'WEBHOOK_SIGNATURE_NOT_RAZORPAYS',
    );
  }
  const body = parseEvent(raw);
  const event = body.event ?? 'unknown';
  const payment = body.payload?.payment?.entity;
  return db.transaction(async (tx) => {
    // Razorpay's duplicate deliveries carry the same id; without one, the payment and event name do.
    const id = eventId ?? `${event}:${payment?.id ?? body.payload?.order?.entity?.id ?? raw.length}`;
    if (!(await claimEvent(tx, provider.name, id, event))) return { duplicate: true };
    if (!payment?.id || !payment.order_id) return { duplicate: false };
    if ((event === 'payment.captured' || event === 'order.paid') && payment.status === 'captured') {
      await settleCapturedPayment(tx, provider, {
        providerOrderId: payment.order_id,
        paymentId: payment.id,
        amount: Number(payment.amount),
        method: payment.method ?? null,
      });
    } else if (event === 'payment.failed') {
      await markAttemptFailed(tx, provider.name, payment.order_id, payment.error_description ?? null);
      await failPayeePayment(tx, provider.name, payment.order_id, payment.error_description ?? null);
    }
    return { duplicate: false };
  });
}

type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: WebhookPayment }; order?: { entity?: { id?: string } } };
};

function parseEvent(raw: string): WebhookEvent {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') return parsed as WebhookEvent;
  } catch {
    // answered below
  }
  throw new AppError(400, 'BAD_REQUEST', 'A webhook body is a JSON event').worded(
    {},
    'WEBHOOK_BODY_JSON_EVENT',
  );
}
