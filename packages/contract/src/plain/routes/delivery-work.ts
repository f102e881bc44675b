import { route } from '../http';

/** The morning's work (issue 16.3): packing, routes, the delivery person's marks. */
export const deliveryWorkRoutes = {
  getPackingList: route('GET', '/delivery/packing', 'staff', {
    summary: "A day's packing list (India day): totals per product, then each order with its lines",
  }),
  getPackingListPdf: route('GET', '/delivery/packing/pdf', 'staff', {
    summary: "The day's packing list as an A4 PDF",
  }),
  listRoutes: route('GET', '/delivery/routes', 'delivery', {
    summary: "A day's routes (an own-delivery area's slot each); a delivery person sees their areas' only",
  }),
  getRouteSheet: route('GET', '/delivery/route', 'delivery', {
    summary: 'One route: its stops in order with address, map link, phone, items and cash to collect',
    errors: ['NOT_ON_ROUTE'],
  }),
  getRouteSheetPdf: route('GET', '/delivery/route/pdf', 'delivery', {
    summary: 'The route sheet as an A4 PDF',
    errors: ['NOT_ON_ROUTE'],
  }),
  orderRoute: route('PUT', '/delivery/route/order', 'staff', {
    summary: "Sets the order of a route's stops (every order named must be on the route)",
    errors: ['NOT_ON_ROUTE'],
  }),
  markStop: route('POST', '/delivery/stops/:id', 'delivery', {
    summary:
      'A delivery person marks an order out for delivery as delivered (with the cash collected), not home or refused ' +
      "(at a subscription stop: the customer asked to skip the day at the door; the shop's rule credits the day " +
      'back once), with the empty bottles collected there; a day already credited back cannot be marked otherwise (409)',
    errors: ['NOT_ON_ROUTE', 'CASH_ALREADY_COLLECTED', 'PAID_ONLINE', 'CONFLICT'],
  }),
  bulkOrderStatus: route('POST', '/orders/bulk-status', 'staff', {
    summary: 'Marks many orders packed or shipped; each is moved or refused (with why) on its own',
  }),
  listDeliveryPeople: route('GET', '/delivery/people', 'staff', {
    summary: 'Staff accounts with the delivery role and their areas',
  }),
  setDeliveryPersonAreas: route('PUT', '/delivery/people/:id/areas', 'admin', {
    summary: 'Gives a delivery person the areas whose routes they see (replaces the list)',
    errors: ['NOT_A_DELIVERY_PERSON'],
  }),
};
