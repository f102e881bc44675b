import { createHmac, randomInt } from 'node:crypto';
import type { OrderEntity, PaymentEntity } from './entities.js';
import { invalidRequest } from './errors.js';
import { razorpayId, unixNow } from './ids.js';
import type { Ledger } from './ledger.js';
import type { WebhookOutbox } from './webhook-outbox.js';

/** What every use case of the stand-in works on. */
export type StandinCore = { ledger: Ledger; outbox: WebhookOutbox; keySecret: string };

export type PayOutcome = 'success' | 'failure';

/** What the person typed at checkout (or the test chose); Razorpay's own defaults otherwise. */
export type Payer = { contact?: string | undefined; email?: string | undefined; description?: string | null };

/** The fields hosted checkout POSTs to `callback_url` after a successful payment. */
export type CheckoutSuccessFields = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The `error[…]` fields hosted checkout POSTs to `callback_url` after a failed payment. */
export type CheckoutError = {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
};

export type PayResult =
  | { outcome: 'success'; order: OrderEntity; payment: PaymentEntity; callback: CheckoutSuccessFields }
  | { outcome: 'failure'; order: OrderEntity; payment: PaymentEntity; error: CheckoutError };

/** A UPI failure from Razorpay's list (the customer cancelled in the UPI app). */
const CANCELLED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'You may have cancelled the payment or there was a delay in response from the UPI app.',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_cancelled',
} as const;

/**
 * One payment attempt on an order, as hosted checkout makes it. Success: a UPI payment is
 * authorised and captured at once (Razorpay's automatic capture), the order becomes paid, and
 * `payment.authorized`, `payment.captured`, `order.paid` are sent. Failure: a failed payment, the
 * order `attempted`, and `payment.failed`.
 */
export function payOrder(
  core: StandinCore,
  orderId: string,
  outcome: PayOutcome,
  payer: Payer = {},
): PayResult {
  const order = core.ledger.order(orderId);
  if (order.status === 'paid') throw invalidRequest('This order has already been paid.', 'order_id');
  const payment = newPayment(order, payer);
  core.ledger.payments.set(payment.id, payment);
  order.attempts += 1;

  if (outcome === 'failure') {
    Object.assign(payment, {
      status: 'failed',
      error_code: CANCELLED.code,
      error_description: CANCELLED.description,
      error_source: CANCELLED.source,
      error_step: CANCELLED.step,
      error_reason: CANCELLED.reason,
    });
    order.status = 'attempted';
    core.outbox.emit('payment.failed', { payment: payment });
    const metadata = { order_id: order.id, payment_id: payment.id };
    return { outcome, order, payment, error: { ...CANCELLED, metadata } };
  }

  payment.status = 'authorized';
  payment.acquirer_data = { rrn: digits(12), upi_transaction_id: digits(12) };
  core.outbox.emit('payment.authorized', { payment: payment });
  const fee = Math.round(payment.amount * 0.02);
  Object.assign(payment, { status: 'captured', captured: true, fee, tax: Math.round(fee * 0.18) });
  core.outbox.emit('payment.captured', { payment: payment });
  Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
  core.outbox.emit('order.paid', { payment: payment, order: order });
  const callback = {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: checkoutSignature(order.id, payment.id, core.keySecret),
  };
  return { outcome, order, payment, callback };
}

/** Hex HMAC-SHA256 of `order_id|payment_id` with the key secret, what the shop must verify. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

function newPayment(order: OrderEntity, payer: Payer): PaymentEntity {
  return {
    id: razorpayId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: 'INR',
    status: 'created',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: payer.description ?? null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: 'demo@upi',
    // Razorpay's placeholders when checkout collected no email or phone number.
    email: payer.email || 'void@razorpay.com',
    contact: payer.contact || '+919000090000',
    notes: structuredClone(order.notes),
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: { rrn: null, upi_transaction_id: null },
    upi: { vpa: 'demo@upi' },
    created_at: unixNow(),
  };
}

function digits(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String(randomInt(10));
  return text;
}
