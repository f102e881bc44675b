import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_SECONDS, type PrincipalKind, REMEMBER_ME_SECONDS } from './token.service.js';

/** Staff and customers have their own cookies, so one browser can hold both sessions. */
export const ACCESS_COOKIE: Record<PrincipalKind, string> = {
  staff: 'staff_access',
  customer: 'customer_access',
};
export const REFRESH_COOKIE: Record<PrincipalKind, string> = {
  staff: 'staff_refresh',
  customer: 'customer_refresh',
};

export function setSessionCookies(
  reply: FastifyReply,
  kind: PrincipalKind,
  tokens: { accessToken: string; refreshToken: string; remember: boolean },
  secure: boolean,
) {
  const base = { httpOnly: true, secure, sameSite: 'strict' as const };
  reply.setCookie(ACCESS_COOKIE[kind], tokens.accessToken, {
    ...base,
    path: '/api',
    maxAge: ACCESS_TOKEN_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE[kind], tokens.refreshToken, {
    ...base,
    path: '/api/auth',
    // Without "remember me" the cookie ends with the browser session.
    ...(tokens.remember ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearSessionCookies(reply: FastifyReply, kind: PrincipalKind, secure: boolean) {
  const base = { httpOnly: true, secure, sameSite: 'strict' as const };
  reply.clearCookie(ACCESS_COOKIE[kind], { ...base, path: '/api' });
  reply.clearCookie(REFRESH_COOKIE[kind], { ...base, path: '/api/auth' });
}
