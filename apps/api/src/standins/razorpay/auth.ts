import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { authenticationFailed } from './errors.js';

/**
 * HTTP Basic auth with `key_id:key_secret`, as Razorpay asks on every API call
 * (the SDK sends it through axios' `auth` option). Throws Razorpay's 401 otherwise.
 */
export function basicAuthCheck(keyId: string, keySecret: string) {
  const expected = digest(`${keyId}:${keySecret}`);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Basic\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw authenticationFailed(false);
    const given = digest(Buffer.from(match[1], 'base64').toString('utf8'));
    // Equal-length digests: the comparison takes as long whatever the key guessed.
    if (!timingSafeEqual(given, expected)) throw authenticationFailed(true);
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
