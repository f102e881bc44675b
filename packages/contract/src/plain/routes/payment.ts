import { route } from '../http';

/** Online payment (decision 0031): the customer starts it, the provider answers by callback and webhook. */
export const paymentRoutes = {
  startPayment: route('POST', '/orders/:id/payment', 'customer', {
    summary:
      "Starts (or resumes) paying an order that awaits payment: the hosted checkout's address and form " +
      'fields; the browser posts them there. A paid, cancelled or cash-on-delivery order is 409',
    errors: ['PAYMENT_NOT_PENDING', 'PAYMENT_PROVIDER_FAILED'],
  }),
  refundOrder: route('POST', '/orders/:id/refund', 'staff', {
    summary:
      'Gives back part or all (no amount) of what an order paid online, through the provider. Send an ' +
      '`Idempotency-Key` per intended refund: a repeat with it answers the first result (header ' +
      '`idempotent-replayed: true`) and refunds nothing more; the same key with another order, amount or ' +
      'reason is 422 IDEMPOTENCY_KEY_REUSED. A cancelled paid order is refunded in full by the shop itself. ' +
      "Staff who are not admins may refund up to the settings' `staffRefundMax` on one order, all staff " +
      "refunds on it counted together, and up to `staffRefundDailyMax` a day (India's day) on all orders",
    errors: [
      'NOTHING_TO_REFUND',
      'REFUND_TOO_LARGE',
      'REFUND_NEEDS_ADMIN',
      'REFUND_DAILY_LIMIT',
      'IDEMPOTENCY_KEY_REUSED',
      'PAYMENT_PROVIDER_FAILED',
    ],
  }),
  listPayments: route('GET', '/payments', 'staff', {
    summary:
      "Orders' money, newest order first: method, payment status, what came in, what was refunded, what " +
      'is still to collect, with the sums over every order the filter matches',
  }),
  exportPayments: route('GET', '/payments/export', 'staff', {
    summary: 'The same rows as the payments list, every one the filter matches, as a CSV file',
  }),
  razorpayCallback: route('POST', '/payments/razorpay/callback', 'public', {
    summary:
      "Where hosted checkout sends the customer's browser back (a form post): the payment's signature is " +
      'checked, a paid order becomes PLACED, and the browser is sent to the order (303)',
  }),
  razorpayWebhook: route('POST', '/payments/razorpay/webhook', 'public', {
    summary:
      "Razorpay's events, signed over the raw body (X-Razorpay-Signature); each event id is handled once, " +
      'in any order; a bad signature is 400 INVALID_SIGNATURE',
    errors: ['INVALID_SIGNATURE'],
  }),
};
