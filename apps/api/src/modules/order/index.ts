/** Orders: checkout and the phone order, reading orders, and moving them through their statuses. */
export {
  type ConfirmedPayment,
  type PaymentOutcome,
  recordOnlinePayment,
} from './order-online-payment.service.js';
export {
  findOrderForPayment,
  findUnpaidOrdersBefore,
  type OrderForPayment,
} from './order-pending.repository.js';
export { expireUnpaidOrder } from './order-status.service.js';
