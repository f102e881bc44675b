import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/client.js';
import { findSecret, newSecret, storeSecretOnce } from '../auth/index.js';

/**
 * The cryptography of the staff's second factor: TOTP (RFC 6238 through otplib: SHA-1, 6 digits,
 * 30-second steps, what every authenticator app speaks), the secret sealed at rest, and the
 * recovery codes' hashes.
 */

/** A code of the step before or after the server's is accepted too (clocks drift, people type slowly). */
const TOLERANCE_SECONDS = 30;
export const TOTP_PERIOD_SECONDS = 30;

export type SecondFactorKeys = { seal: Buffer; recovery: Buffer };

const keys = new WeakMap<Db, Promise<SecondFactorKeys>>();

/**
 * The keys, derived (HKDF-SHA-256) from one server secret generated on first use and kept in
 * app_secrets beside the token key (decision 0006), so every API process on the database agrees.
 */
export function secondFactorKeysOf(db: Db): Promise<SecondFactorKeys> {
  let found = keys.get(db);
  if (!found) {
    found = (async () => {
      const secret =
        (await findSecret(db, 'second-factor')) ?? (await storeSecretOnce(db, 'second-factor', newSecret()));
      const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, '', info, 32));
      return { seal: derive('staff totp secret seal'), recovery: derive('staff recovery code hash') };
    })();
    found.catch(() => keys.delete(db));
    keys.set(db, found);
  }
  return found;
}

/**
 * AES-256-GCM with a fresh 96-bit nonce; the account's id is authenticated with it, so a sealed
 * secret copied onto another account's row does not open. Stored as `v1.<nonce>.<sealed>.<tag>`.
 */
export function sealTotpSecret(key: Buffer, staffUserId: number, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(`staff:${staffUserId}`));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', nonce, sealed, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or undefined when the value was not sealed by this key for this account. */
export function openTotpSecret(key: Buffer, staffUserId: number, stored: string): string | undefined {
  const [version, nonce, sealed, tag] = stored.split('.');
  if (version !== 'v1' || !nonce || !sealed || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(`staff:${staffUserId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

/** A new TOTP secret (160 random bits, base32) and its `otpauth://` URI for the app's QR scanner. */
export function newTotpSecret(label: string, issuer: string): { setupKey: string; otpauthUri: string } {
  const setupKey = generateSecret({ length: 20 });
  return { setupKey, otpauthUri: generateURI({ issuer, label, secret: setupKey }) };
}

/** The time step a right code belongs to, or undefined for a wrong code. */
export async function totpStepOf(secret: string, code: string): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

/** Recovery codes: 10 per account, each 16 characters (80 random bits) in groups of four. */
export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: no I, L, O or U, so nothing reads as another character.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** Case, spaces and dashes do not matter; the look-alikes O, I and L are read as 0, 1 and 1. */
export function normalRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/**
 * Stored as an HMAC under a server key: a copy of the table alone does not give the codes away,
 * and 80 random bits need no slow hash. The account's id is part of it, so a code is only its own.
 */
export function hashRecoveryCode(key: Buffer, staffUserId: number, code: string): string {
  return createHmac('sha256', key)
    .update(`${staffUserId}:${normalRecoveryCode(code)}`)
    .digest('base64url');
}
