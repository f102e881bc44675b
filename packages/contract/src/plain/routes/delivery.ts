import { route } from '../http';

/** Delivery areas, their slots and closed days (issue 16): customers ask, staff keep them. */
export const deliveryRoutes = {
  checkDelivery: route('GET', '/delivery/check', 'public', {
    summary:
      'Whether a PIN code receives these products (productIds, comma-separated), and when: the days and ' +
      'slots of an own-delivery area or the expected days of a courier',
  }),
  listDeliveryAreas: route('GET', '/delivery-areas', 'staff', {
    summary: 'Every delivery area with its PIN codes and slots',
  }),
  createDeliveryArea: route('POST', '/delivery-areas', 'staff', {
    summary: 'A new delivery area; a PIN code belongs to one area (the longest matching prefix wins)',
    errors: ['DUPLICATE_NAME', 'PINCODE_TAKEN'],
  }),
  updateDeliveryArea: route('PUT', '/delivery-areas/:id', 'staff', {
    summary:
      'Replaces an area; slots sent with their id are kept, those left out stop taking orders (not one a ' +
      'live subscription is delivered in: USED_BY_SUBSCRIPTION)',
    errors: ['DUPLICATE_NAME', 'PINCODE_TAKEN', 'USED_BY_SUBSCRIPTION'],
  }),
  deleteDeliveryArea: route('DELETE', '/delivery-areas/:id', 'staff', {
    summary:
      'Deletes an area; its orders keep their booked delivery (refused while a subscription uses its slots)',
    errors: ['USED_BY_SUBSCRIPTION'],
  }),
  listDeliveryClosures: route('GET', '/delivery-closures', 'staff', {
    summary: 'Days without delivery, from today on',
  }),
  createDeliveryClosure: route('POST', '/delivery-closures', 'staff', {
    summary: 'Closes a day for every area or one; booked orders stay as they are',
    errors: ['DUPLICATE'],
  }),
  deleteDeliveryClosure: route('DELETE', '/delivery-closures/:id', 'staff'),
};
