import { route } from '../http';

/** Sessions: the staff's sign-in, and renewing or ending any session (customer or staff). */
export const authRoutes = {
  staffLogin: route('POST', '/auth/login', 'public', {
    summary: 'Staff sign-in with e-mail and password',
    errors: ['INVALID_CREDENTIALS'],
  }),
  refreshSession: route('POST', '/auth/refresh', 'public', {
    summary: 'Trade a refresh token (body or cookie) for a new access token',
  }),
  logout: route('POST', '/auth/logout', 'public', {
    summary: 'End the session of a refresh token (body or cookie) and clear the cookies',
  }),
};
