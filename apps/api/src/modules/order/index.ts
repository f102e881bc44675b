/**
 * Orders: placing one (by any channel), reading orders, and moving them through their statuses.
 * Their money's records are the payment module's (README.md).
 */

export { type DayLimit, type DayOrder, registerDayLimit } from './checkout/day-limits.js';
export {
  type OrderChannel,
  phoneChannel,
  STOREFRONT,
  subscriptionChannel,
} from './checkout/order-channel.js';
export {
  type CheckoutOutcome,
  type PlacedInTransaction,
  type PlaceOrderCommand,
  placeOrder,
} from './checkout/place-order.js';
export {
  type BatchPlaced,
  placeStandingOrders,
  StandingBatchDeclined,
  type StandingBatchHooks,
  type StandingOrderCommand,
  type StandingOutcome,
} from './checkout/place-standing-orders.js';
export { lockOrder, paymentStatusUpdate } from './order.repository.js';
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
  announceRefund,
  type PaidOnline,
  placePaidOrder,
  type RefundedMoney,
} from './order-paid.service.js';
export {
  findOrderForPayment,
  findUnpaidOrdersBefore,
  type OrderForPayment,
} from './order-pending.repository.js';
export { findOrder, searchOf as orderSearchOf } from './order-read.repository.js';
export { advanceOrder, changeOrderStatus, expireUnpaidOrder } from './order-status.service.js';
