import { route } from '../http';

/**
 * Customers: sign-up, password sign-in and the credentials (reset, change, new number), and the
 * profiles, which staff see and manage and a customer only their own.
 */
export const customerRoutes = {
  signUpCustomer: route('POST', '/customer', 'public', {
    summary: 'Sign up with name, mobile number and password',
    errors: ['MOBILE_NUMBER_TAKEN'],
  }),
  loginCustomer: route('POST', '/customer/login', 'public', {
    summary: 'Sign in with mobile number (userName) and password, in the query (legacy) or a JSON body',
    errors: ['INVALID_CREDENTIALS'],
  }),
  resetCustomerPassword: route('POST', '/customer/reset-password', 'public', {
    summary: 'Forgot password: set a new one with a code sent for reset_password',
    errors: ['INVALID_OTP'],
  }),
  changeCustomerPassword: route('PUT', '/customer/password', 'customer', {
    summary: 'Change the password; other sessions end, this one is renewed',
  }),
  changeCustomerNumber: route('PUT', '/customer/change-Number', 'customer', {
    summary:
      'Change the mobile number with a code sent to the new number (purpose change_number); every ' +
      'session of the customer ends, the answer carries a fresh one (and its cookies) so this client ' +
      'stays signed in',
    errors: ['INVALID_OTP', 'MOBILE_NUMBER_TAKEN'],
  }),
  listCustomers: route('GET', '/customer/all', 'staff', {
    summary: 'Customers, newest first; q matches the name or digits of the number',
  }),
  getCustomer: route('GET', '/customer/:id', 'customerOrStaff'),
  updateCustomer: route('PUT', '/customer/:id', 'customerOrStaff', {
    summary: 'A customer edits name and e-mail; staff also active',
  }),
  deleteCustomer: route('DELETE', '/customer/:id', 'customerOrStaff', {
    summary: 'Delete a customer (staff, or the customer themself); one with orders is deactivated',
  }),
};
