/** Orders: placing one (by any channel), reading orders, and moving them through their statuses. */
export { type OrderChannel, phoneChannel, STOREFRONT } from './checkout/order-channel.js';
export { type CheckoutOutcome, type PlaceOrderCommand, placeOrder } from './checkout/place-order.js';
export { lockOrder } from './order.repository.js';
export type { OrderActor } from './order-actor.js';
export { type DoorstepMark, type DoorstepRules, markAtDoor } from './order-doorstep.service.js';
export {
  type MovedOrder,
  type OrderEvent,
  type OrderSubscriber,
  type OrderUnits,
  subscribeToOrderEvents,
} from './order-events.js';
export {
  listCashDue,
  listOrderMoney,
  type MoneyFilter,
  type OrderMoney,
  sumCashDueByStatus,
  sumOrderMoneyByMethod,
} from './order-money.repository.js';
export {
  type ConfirmedPayment,
  type PaymentOutcome,
  type RecordedRefund,
  recordOnlinePayment,
  recordRefund,
} from './order-online-payment.service.js';
export {
  findOrderForPayment,
  findUnpaidOrdersBefore,
  type OrderForPayment,
} from './order-pending.repository.js';
export { findOrder } from './order-read.repository.js';
export { advanceOrder, changeOrderStatus, expireUnpaidOrder } from './order-status.service.js';
