import { route } from '../http';

/** Sessions: the staff's sign-in, and renewing or ending any session (customer or staff). */
export const authRoutes = {
  staffLogin: route('POST', '/auth/login', 'public', {
    summary: 'Staff sign-in with e-mail and password, and a code once the account has a second factor',
    errors: ['INVALID_CREDENTIALS', 'SECOND_FACTOR_REQUIRED', 'INVALID_SECOND_FACTOR'],
  }),
  refreshSession: route('POST', '/auth/refresh', 'public', {
    summary: 'Trade a refresh token (body or cookie) for a new access token',
  }),
  logout: route('POST', '/auth/logout', 'public', {
    summary: 'End the session of a refresh token (body or cookie) and clear the cookies',
  }),
};
