import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LIMITS } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { findSecret, newSecret, storeSecretOnce } from '../auth/index.js';

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LIMITS.codeLength)).padStart(OTP_LIMITS.codeLength, '0');
}

/**
 * Codes are stored as an HMAC under a server key (kept in app_secrets, like the token key), so a
 * copy of the table alone does not give the codes away: a plain hash of 6 digits is undone by
 * trying all million.
 */
export function hashOtpCode(key: string, mobileNumber: string, code: string): string {
  return createHmac('sha256', key).update(`${mobileNumber}:${code}`).digest('base64url');
}

export function sameOtpHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const keys = new WeakMap<Db, Promise<string>>();

/** The HMAC key: generated once per database, shared by every API process on it. */
export function otpKeyOf(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => (await findSecret(db, 'otp')) ?? storeSecretOnce(db, 'otp', newSecret()))();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}
