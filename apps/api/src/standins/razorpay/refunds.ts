import type { RefundEntity } from './entities.js';
import { idempotencyKeyReused, invalidRequest } from './errors.js';
import { razorpayId, unixNow } from './ids.js';
import { paise, readNotes, requestObject } from './orders.js';
import type { StandinCore } from './payments.js';

/**
 * Razorpay's idempotency header for refunds
 * (https://razorpay.com/docs/api/refunds/normal-refunds-idempotent): at least 10 letters, digits,
 * hyphens or underscores. The same key with the same body answers the first refund again; with
 * another body it is refused.
 */
export const REFUND_IDEMPOTENCY_HEADER = 'x-refund-idempotency';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;
const REFUND_FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);

/** `POST /v1/payments/:id/refund`, honouring `X-Refund-Idempotency` when it is sent. */
export function refundPayment(
  core: StandinCore,
  paymentId: string,
  input: unknown,
  idempotencyKey?: string,
): RefundEntity {
  const body = requestObject(input);
  if (idempotencyKey === undefined) return createRefund(core, paymentId, body);
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw invalidRequest(
      'The idempotency key must be at least 10 characters of letters, numbers, hyphens and underscores.',
    );
  }
  const request = canonicalJson([paymentId, body]);
  const earlier = core.ledger.refundKeys.get(idempotencyKey);
  if (earlier) {
    if (earlier.request !== request) throw idempotencyKeyReused();
    return core.ledger.refund(earlier.refundId);
  }
  const refund = createRefund(core, paymentId, body);
  // Only a refund that was made binds the key: a refused request may be retried with it.
  core.ledger.refundKeys.set(idempotencyKey, { request, refundId: refund.id });
  return refund;
}

/**
 * A refund of a captured payment, processed at once. `amount` defaults to what is not refunded
 * yet; the payment's `amount_refunded` and `refund_status` follow, and `refund.created` then
 * `refund.processed` are sent with the refund and the payment.
 */
function createRefund(core: StandinCore, paymentId: string, body: Record<string, unknown>): RefundEntity {
  const payment = core.ledger.payment(paymentId);
  const extra = Object.keys(body).filter((key) => !REFUND_FIELDS.has(key));
  if (extra.length > 0) {
    throw invalidRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
  }
  if (payment.status === 'refunded') throw invalidRequest('The payment has been fully refunded already.');
  if (payment.status !== 'captured') {
    throw invalidRequest('The payment status should be captured for action to be taken');
  }
  const unrefunded = payment.amount - payment.amount_refunded;
  const amount = body.amount === undefined ? unrefunded : paise(body.amount, { minimum: 1 });
  if (amount > payment.amount) {
    throw invalidRequest('The refund amount provided is greater than amount captured.', 'amount');
  }
  if (amount > unrefunded) {
    throw invalidRequest('The total refund amount is greater than the refund payment amount', 'amount');
  }
  const speed = body.speed ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum')
    throw invalidRequest('The selected speed is invalid.', 'speed');
  if (body.receipt !== undefined && body.receipt !== null && typeof body.receipt !== 'string') {
    throw invalidRequest('The receipt must be a string.', 'receipt');
  }

  const refund: RefundEntity = {
    id: razorpayId('rfnd'),
    entity: 'refund',
    amount,
    currency: 'INR',
    payment_id: payment.id,
    notes: readNotes(body.notes),
    receipt: typeof body.receipt === 'string' ? body.receipt : null,
    acquirer_data: { arn: null },
    created_at: unixNow(),
    batch_id: null,
    status: 'processed',
    speed_processed: speed === 'optimum' ? 'instant' : 'normal',
    speed_requested: speed,
  };
  core.ledger.refunds.set(refund.id, refund);
  payment.amount_refunded += amount;
  const full = payment.amount_refunded === payment.amount;
  payment.refund_status = full ? 'full' : 'partial';
  if (full) payment.status = 'refunded';

  core.outbox.emit('refund.created', { refund: refund, payment: payment });
  core.outbox.emit('refund.processed', { refund: refund, payment: payment });
  return refund;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
