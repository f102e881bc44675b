/**
 * Customers: accounts, sign-in by password or code, the customer's own row for others' checks, and
 * the sweep that erases accounts closed past their grace period.
 */

export {
  customerExists,
  findCustomerById,
  findCustomerByMobile,
  lockCustomer,
} from './customer.repository.js';
export { OTP_VERIFY_RATE_LIMIT } from './customer-account.routes.js';
export { eraseLapsedAccounts, keepClosedAccountsSwept } from './customer-erasure.service.js';
export { loginWithOtp } from './customer-login.service.js';
export { LOGIN_LIMITS } from './login-throttle.js';
