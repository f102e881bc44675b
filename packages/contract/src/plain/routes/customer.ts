import { route } from '../http';

/**
 * Customers: sign-up, password sign-in and the credentials (reset, change, new number), and the
 * profiles, which staff see and manage and a customer only their own.
 */
export const customerRoutes = {
  signUpCustomer: route('POST', '/customer', 'public', {
    summary:
      'Sign up with name, mobile number and password; with `otp` (a code sent for signup) the number ' +
      'is verified at once, and it may claim a number held by an unverified account without orders',
    errors: ['MOBILE_NUMBER_TAKEN', 'INVALID_OTP'],
  }),
  verifyCustomerNumber: route('POST', '/customer/verify-number', 'customer', {
    summary: "Verify the signed-in customer's own number with a code sent to it for signup",
    errors: ['INVALID_OTP'],
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
  createCustomerByStaff: route('POST', '/customer/by-staff', 'staff', {
    summary:
      'Staff create the account of a customer who orders by phone: name, number, e-mail; no password ' +
      '(they sign in with a code or set one by forgot password) and the number is not verified yet',
    errors: ['MOBILE_NUMBER_TAKEN'],
  }),
  correctCustomerNumber: route('PUT', '/customer/:id/mobile-number', 'staff', {
    summary:
      "Staff correct a customer's mobile number; the customer's history records who, from what, to what, when",
    errors: ['MOBILE_NUMBER_TAKEN'],
  }),
  listCustomerHistory: route('GET', '/customer/:id/history', 'staff', {
    summary: "What staff did to a customer's account (created it, corrected the number), newest first",
  }),
  getCustomer: route('GET', '/customer/:id', 'customerOrStaff'),
  updateCustomer: route('PUT', '/customer/:id', 'customerOrStaff', {
    summary: 'A customer edits name and e-mail; staff also active',
  }),
  deleteCustomer: route('DELETE', '/customer/:id', 'customerOrStaff', {
    summary:
      'Staff: delete a customer, or deactivate one with orders. A customer on themself: close the ' +
      'account as POST /customer/close does, with `otp` (a code sent for close_account)',
    errors: ['INVALID_OTP', 'OPEN_ORDERS'],
  }),
  closeAccount: route('POST', '/customer/close', 'customer', {
    summary:
      "Close one's own account with a code sent for close_account: every session ends; signing in " +
      'within 30 days re-opens it, after that the personal data is erased. Refused (409) while an ' +
      'order is neither delivered nor cancelled',
    errors: ['INVALID_OTP', 'OPEN_ORDERS'],
  }),
  exportMyData: route('GET', '/customer/me/export', 'customer', {
    summary:
      "Download one's own data as a JSON file: profile, addresses, orders, reviews, wishlist, cart, " +
      'back-in-stock requests',
  }),
  exportCustomerData: route('GET', '/customer/:id/export', 'admin', {
    summary: "Download a customer's data as a JSON file, for their request (what exportMyData gives them)",
  }),
  eraseCustomer: route('POST', '/customer/:id/erase', 'admin', {
    summary:
      "Erase a customer's personal data on their request (DPDP Act 2023): name, number, e-mail, " +
      'password, addresses, cart, wishlist and back-in-stock requests go; orders stay for tax ' +
      'records with only the state and PIN code of the address; reviews stay, anonymous',
    errors: ['OPEN_ORDERS'],
  }),
};
