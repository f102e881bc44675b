import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { findSecret, newSecret, storeSecretOnce } from '../auth/index.js';

/** The shop's own key for skip links: made on first use and kept with the shop's other secrets. */
const SECRET_KEY = 'subscription-skip-link';

export async function skipLinkSecret(db: DbOrTx): Promise<string> {
  return (await findSecret(db, SECRET_KEY)) ?? storeSecretOnce(db, SECRET_KEY, newSecret());
}

/** 96 bits of HMAC-SHA256: a link lives a day, and guessing one takes 2^95 tries on average. */
const SIGNATURE_CHARS = 16;

function signatureOf(secret: string, subscriptionId: number, day: string): string {
  return createHmac('sha256', secret)
    .update(`skip|${subscriptionId}|${day}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/**
 * `<subscription, base 36>-<yymmdd>-<signature>`: at most 30 characters, so it fits one DLT
 * `{#var#}` place, and no dot, so it never reads as a link of its own (the domain is the template's).
 */
export function signSkipLink(secret: string, subscriptionId: number, day: string): string {
  const compactDay = day.slice(2).replaceAll('-', '');
  return `${subscriptionId.toString(36)}-${compactDay}-${signatureOf(secret, subscriptionId, day)}`;
}

/** The subscription and day a token names, when its signature is the shop's; else nothing. */
export function readSkipLink(
  secret: string,
  token: string,
): { subscriptionId: number; day: string } | undefined {
  const match = /^([0-9a-z]{1,8})-(\d{2})(\d{2})(\d{2})-([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return undefined;
  const [, id36, yy, mm, dd, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const subscriptionId = Number.parseInt(id36, 36);
  const day = `20${yy}-${mm}-${dd}`;
  if (!Number.isSafeInteger(subscriptionId) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return undefined;
  const expected = Buffer.from(signatureOf(secret, subscriptionId, day));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { subscriptionId, day };
}
