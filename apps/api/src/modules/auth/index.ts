/**
 * Sessions and tokens: issuing, renewing and ending sign-in sessions for customers and staff, and
 * the staff sign-in's counts of wrong passwords and codes.
 */
export { ACCESS_COOKIE, REFRESH_COOKIE, setSessionCookies } from './auth.cookies.js';
export { findSecret, liveSessionSql, storeSecretOnce } from './session.repository.js';
export { endAllSessions, type IssuedSession, isSessionLive, issueSession } from './session.service.js';
export { type StaffLoginThrottle, staffLoginThrottleOf } from './staff-login-throttle.js';
export {
  ACCESS_TOKEN_SECONDS,
  createTokenService,
  newSecret,
  type Principal,
  type PrincipalKind,
  type StaffRole,
  type TokenService,
} from './token.service.js';
