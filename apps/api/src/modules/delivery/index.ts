/** Delivery: areas by PIN code, own-delivery slots with cut-offs, courier days (issue 16). */

export type { DeliverySnapshot } from './delivery.table.js';
export {
  bookDelivery,
  type DeliveryPlan,
  type DeliveryRequest,
  deliveryRulesNow,
  planDelivery,
} from './delivery-booking.service.js';
export { checkDelivery } from './delivery-check.service.js';
export { releaseSlot } from './delivery-slot.repository.js';
