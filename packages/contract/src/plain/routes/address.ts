import { route } from '../http';

/** Delivery addresses: a customer reaches only their own, staff reach every one. */
export const addressRoutes = {
  listAddresses: route('GET', '/address/all', 'staff', {
    summary: 'Staff: every address (or one customer’s, or those matching q), newest first, with its customer',
  }),
  listCustomerAddresses: route('GET', '/address/customer/:id', 'customerOrStaff', {
    summary: "A customer's addresses (id = the customer): the default first",
  }),
  getAddress: route('GET', '/address/:id', 'customerOrStaff'),
  createAddress: route('POST', '/address', 'customerOrStaff', { errors: ['ADDRESS_LIMIT'] }),
  updateAddress: route('PUT', '/address/:id', 'customerOrStaff', { errors: ['DEFAULT_ADDRESS_REQUIRED'] }),
  deleteAddress: route('DELETE', '/address/:id', 'customerOrStaff', {
    summary: 'Deletes an address (refused while a subscription delivers to it: USED_BY_SUBSCRIPTION)',
    errors: ['USED_BY_SUBSCRIPTION'],
  }),
};
