import { route } from '../http';

/** "Notify me when it is back in stock". The customer comes from the token. */
export const notifyRoutes = {
  requestNotify: route('POST', '/product/notify', 'customerOrStaff', {
    summary: 'Asks for an SMS when an out-of-stock product is back; answers the toast text',
    errors: ['IN_STOCK', 'TOO_MANY_NOTIFY_REQUESTS'],
  }),
  withdrawNotify: route('DELETE', '/product/notify', 'customer', {
    summary: "Withdraws the customer's waiting request for a product (idempotent); answers the toast text",
  }),
  listNotifyRequests: route('GET', '/customer/notify-products/:id', 'customerOrStaff', {
    summary: "The customer's notify requests (id = the customer), newest first",
  }),
  listProductNotifyRequests: route('GET', '/notify/product/:productId', 'staff', {
    summary:
      'Staff: the customers waiting for a product, oldest request first (status=notified: those told, newest first)',
  }),
  listNotifyProducts: route('GET', '/notify/products', 'staff', {
    summary: 'Staff: the products customers asked about, with how many wait and how many were told',
  }),
};
