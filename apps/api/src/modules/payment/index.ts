/** Online payment (decision 0031): providers, starting a payment, callbacks, webhooks, expiry. */
export { expireUnpaidOrders, keepUnpaidOrdersExpiring } from './payment-expiry.service.js';
export { CASH_ONLY, type PaymentProvider } from './payment-provider.js';
export { refundCancelledOrders, refundOrder } from './payment-refund.service.js';
export type { PaymentSite } from './payment-start.service.js';
export { type RazorpayKeys, razorpayProvider } from './razorpay-provider.js';
