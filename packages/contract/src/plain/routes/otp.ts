import { route } from '../http';

/** One-time codes by SMS: sending one, and signing in with one sent for `login`. */
export const otpRoutes = {
  sendOtp: route('POST', '/otp/send/customer', 'public', {
    summary:
      'Send a 6-digit code by SMS (purpose login, reset_password, change_number or signup: the last to a ' +
      'number not registered or held by an unverified account); answers the same whether or not the ' +
      'number is registered. change_number and close_account need a signed-in customer; a ' +
      "close_account code only reaches the customer's own number",
  }),
  loginWithOtp: route('POST', '/otp/verify/customer', 'public', {
    summary: 'Sign in with a code sent for login',
    errors: ['INVALID_OTP'],
  }),
};
