/**
 * Delivery work, the morning's work (issue 16.3): packing lists, route sheets, delivery people, marks at
 * the door. One name with the contract's `delivery-work.ts` and the web's admin/delivery-work.
 */
export { deliveryWorkRoutes } from './delivery-work.routes.js';
