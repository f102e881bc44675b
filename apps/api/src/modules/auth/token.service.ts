import { createHash, randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@farm/contract/plain/statuses';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
/** A refresh token without "remember me" still has a server-side end, a day after sign-in. */
export const SESSION_REFRESH_SECONDS = 24 * 60 * 60;

export type PrincipalKind = 'staff' | 'customer';
export type { StaffRole };

function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}

export type Principal =
  | { kind: 'staff'; id: number; role: StaffRole; name: string }
  | { kind: 'customer'; id: number; name: string };

/** What a valid access token says: who, and the session (refresh-token family) it belongs to. */
export type AccessClaims = { principal: Principal; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ISSUER = 'farm-shop';
/** Tokens known to be valid, per process: the signed-in people of the last minutes, many times over. */
const VERIFIED_TOKENS_KEPT = 5_000;

/**
 * Signs and checks the short-lived access tokens (HS256 only; `alg: none` and others refused).
 * Every token names its session (`sid`, the refresh-token family), which the auth plugin checks
 * on each request, so signing out ends the access token too (decision 0016).
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  async function signAccessToken(principal: Principal, sessionId: string): Promise<string> {
    const who =
      principal.kind === 'staff'
        ? { kind: principal.kind, role: principal.role, name: principal.name }
        : { kind: principal.kind, name: principal.name };
    const claims = { ...who, sid: sessionId };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(principal.id))
      .setIssuer(ISSUER)
      .setAudience(principal.kind)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(key);
  }

  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  /**
   * The claims of a valid token, or undefined for any bad, expired or foreign token. A token
   * checked once is known by its exact text until it expires: its signature cannot change, and
   * checking it again cost ~0.5 ms of CPU on every signed-in request (jose's WebCrypto HMAC,
   * 27 Nov profile). Only tokens that passed are kept; whether the session is still live is
   * asked on every request all the same (plugins/auth.ts).
   */
  async function verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) verified.delete(token);
    const checked = await checkAccessToken(token);
    if (checked) {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(token, checked);
    }
    return checked?.claims;
  }

  async function checkAccessToken(
    token: string,
  ): Promise<{ claims: AccessClaims; expiresAt: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: ['staff', 'customer'],
        // Every token this shop signs ends; one that does not is not ours.
        requiredClaims: ['exp'],
      });
      const claims = claimsOf(payload);
      return claims ? { claims, expiresAt: (payload.exp as number) * 1000 } : undefined;
    } catch (err) {
      if (err instanceof errors.JOSEError) return undefined;
      throw err;
    }
  }

  function claimsOf(payload: JWTPayload): AccessClaims | undefined {
    const id = Number(payload.sub);
    const name = typeof payload.name === 'string' ? payload.name : '';
    const sessionId = payload.sid;
    if (!Number.isInteger(id) || id <= 0) return undefined;
    // A token without a session (issued before decision 0016) cannot be revoked: refused.
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return undefined;
    if (payload.kind === 'staff' && payload.aud === 'staff') {
      if (!isStaffRole(payload.role)) return undefined;
      return { principal: { kind: 'staff', id, role: payload.role, name }, sessionId };
    }
    if (payload.kind === 'customer' && payload.aud === 'customer') {
      return { principal: { kind: 'customer', id, name }, sessionId };
    }
    return undefined;
  }

  return { signAccessToken, verifyAccessToken };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newSecret(): string {
  return randomBytes(48).toString('base64url');
}
