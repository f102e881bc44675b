/** Delivery: areas by PIN code, own-delivery slots with cut-offs, courier days (issue 16). */

export type { DeliverySnapshot } from './delivery.table.js';
export { areaForPincode, feeRulesForPincode, findSlot } from './delivery-area.repository.js';
export {
  type DeliveryPlan,
  type DeliveryRequest,
  deliveryRulesNow,
  planDelivery,
  slotFullRefusal,
} from './delivery-booking.service.js';
export { addDays, cutoffOf, indiaInstant } from './delivery-calendar.js';
export { checkDelivery } from './delivery-check.service.js';
export { closedDays, releaseSlot, slotPlaceSql, standingPlacesSql } from './delivery-slot.repository.js';
