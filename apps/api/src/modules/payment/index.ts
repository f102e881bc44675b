/**
 * Payments (decision 0031): providers, starting a payment, callbacks, webhooks, expiry, refunds,
 * and the records of every order's money (`order_payments`) with the staff's and the owner's sums.
 */
export { expireUnpaidOrders, keepUnpaidOrdersExpiring } from './payment-expiry.service.js';
export {
  listCashDue,
  listOrderMoney,
  type MoneyFilter,
  type OrderMoney,
  sumCashDueByStatus,
  sumOrderMoneyByMethod,
} from './payment-money.repository.js';
export { type PayeePayment, type PaymentPayee, registerPaymentPayee } from './payment-payees.js';
export { CASH_ONLY, type PaymentProvider, ProviderUnavailable } from './payment-provider.js';
export {
  type ConfirmedPayment,
  type PaymentOutcome,
  type RecordedRefund,
  recordOnlinePayment,
  recordRefund,
} from './payment-record.service.js';
export { refundCancelledOrders, refundOrder } from './payment-refund.service.js';
export type { PaymentSite } from './payment-start.service.js';
export { paymentsWaiting } from './payments-waiting.repository.js';
export { createProviderOrder } from './provider-order.js';
export { type RazorpayKeys, razorpayProvider } from './razorpay-provider.js';
