import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientKeyOf } from '../../lib/client-key.js';

/** How hard the password sign-in may be tried. */
export const LOGIN_LIMITS = {
  /** Sign-in requests per client address per minute (route rate limit). */
  perIpPerMinute: 20,
  /** Wrong passwords per number within the window before that number is refused (429). */
  failuresPerNumber: 10,
  /**
   * Wrong passwords per client address (IPv6: per /64) within the window: one address spraying
   * one password over many numbers. Generous, because many phones share a carrier's address.
   */
  failuresPerAddress: 30,
  failureWindowSeconds: 15 * 60,
} as const;

export type LoginLimits = Omit<typeof LOGIN_LIMITS, 'perIpPerMinute'>;

/** Who is trying: the account (mobile number) and the client address. */
export type LoginAttempt = { account: string; address: string };

/** A counted attempt: refused outright, or allowed (and taken back again if the password was right). */
export type LoginClaim =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; succeeded(): Promise<void> };

/** One limiter per count: the attempts on a number, the attempts from an address. */
type Counts = { byNumber: RateLimiterAbstract; byAddress: RateLimiterAbstract };

/**
 * Sign-in attempts per number and per client address (rate-limiter-flexible, a window of
 * `failureWindowSeconds` from a key's first attempt). Each attempt is counted before its password
 * is checked, so parallel guesses cannot outrun the count; a right password takes its attempt
 * back. With Redis (REDIS_URL) the counts are shared by every API process, under
 * `<REDIS_KEY_PREFIX>login-attempts:number:…` and `…:address:…`; without it, or while Redis is
 * away, each process counts in its own memory.
 */
export function createLoginThrottle(
  options: {
    redis?: Redis | undefined;
    prefix?: string;
    limits?: LoginLimits;
    onStoreError?: (err: unknown) => void;
  } = {},
) {
  const limits = options.limits ?? LOGIN_LIMITS;
  const duration = limits.failureWindowSeconds;
  const memory: Counts = {
    byNumber: new RateLimiterMemory({ points: limits.failuresPerNumber, duration }),
    byAddress: new RateLimiterMemory({ points: limits.failuresPerAddress, duration }),
  };
  const redis = options.redis;
  // Not the old 'login-failures' keys (sorted sets of the hand-written counter): no WRONGTYPE after an upgrade.
  const keyPrefix = `${options.prefix ?? ''}login-attempts`;
  const shared: Counts | undefined = redis && {
    byNumber: new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: limits.failuresPerNumber,
      duration,
    }),
    byAddress: new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: limits.failuresPerAddress,
      duration,
    }),
  };

  async function claimIn(counts: Counts, attempt: LoginAttempt): Promise<LoginClaim> {
    const number = `number:${attempt.account}`;
    const address = `address:${clientKeyOf(attempt.address)}`;
    const byNumber = await count(counts.byNumber, number);
    if (byNumber) return byNumber;
    const byAddress = await count(counts.byAddress, address);
    if (byAddress) {
      await counts.byNumber.reward(number);
      return byAddress;
    }
    return {
      allowed: true,
      // A right password clears its number's count; its address keeps the other attempts.
      succeeded: async () => {
        await Promise.all([counts.byNumber.delete(number), counts.byAddress.reward(address)]).catch((err) =>
          options.onStoreError?.(err),
        );
      },
    };
  }

  return {
    async claim(attempt: LoginAttempt): Promise<LoginClaim> {
      if (!shared) return claimIn(memory, attempt);
      try {
        return await claimIn(shared, attempt);
      } catch (err) {
        options.onStoreError?.(err);
        return claimIn(memory, attempt);
      }
    },
  };
}

/**
 * Counts one attempt: nothing if it is within the limit, else the refusal. A refused attempt is
 * given back at once, so that only allowed attempts count (as a right password gives back its own).
 */
async function count(limiter: RateLimiterAbstract, key: string): Promise<LoginClaim | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (res) {
    // The store failing rejects with an error; the limit being reached, with its RateLimiterRes.
    if (!(res instanceof RateLimiterRes)) throw res;
    await limiter.reward(key).catch(() => undefined);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
