/** Sessions and tokens: issuing, renewing and ending sign-in sessions for customers and staff. */
export { ACCESS_COOKIE, REFRESH_COOKIE, setSessionCookies } from './auth.cookies.js';
export { findSecret, storeSecretOnce } from './session.repository.js';
export { endAllSessions, type IssuedSession, isSessionLive, issueSession } from './session.service.js';
export {
  ACCESS_TOKEN_SECONDS,
  createTokenService,
  newSecret,
  type Principal,
  type PrincipalKind,
  type StaffRole,
  type TokenService,
} from './token.service.js';
