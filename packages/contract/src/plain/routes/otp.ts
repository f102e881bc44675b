import { route } from '../http';

/** One-time codes by SMS: sending one, and signing in with one sent for `login`. */
export const otpRoutes = {
  sendOtp: route('POST', '/otp/send/customer', 'public', {
    summary:
      'Send a 6-digit code by SMS (purpose login, reset_password or change_number); answers the same ' +
      'whether or not the number is registered',
  }),
  loginWithOtp: route('POST', '/otp/verify/customer', 'public', {
    summary: 'Sign in with a code sent for login',
    errors: ['INVALID_OTP'],
  }),
};
