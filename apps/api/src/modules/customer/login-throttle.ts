import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientKeyOf } from '../../lib/client-key.js';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * How hard the password sign-in may be tried. A lock is per number *and* address, so that
 * nobody can lock a customer out from somewhere else (issue 13.4: 10 wrong passwords from one
 * address used to refuse the number everywhere); only the number's daily ceiling is shared by
 * every address, and a right code (sign-in or password reset) clears it.
 *
 * - One address guessing one number: 10 wrong in 15 minutes, then 429 for that pair only
 *   (≈ 40 an hour), and at most 30 a day.
 * - One address spraying many numbers: 30 wrong in 15 minutes, then 429 for that address.
 * - Many addresses guessing one number: 100 wrong a day, then 429 for that number from anywhere
 *   until the day is over or the owner proves the number with a code. One address alone never
 *   reaches it (30 a day); it takes 4. A customer with a top-100 password is still at risk from
 *   the ceiling, but 100 a day is what the whole internet gets.
 */
export const LOGIN_LIMITS = {
  /** Sign-in requests per client address per minute (route rate limit). */
  perIpPerMinute: 20,
  /** Wrong passwords for one number from one address (IPv6: /64) within the window → 429 for that pair. */
  failuresPerPair: 10,
  /**
   * Wrong passwords per client address (IPv6: per /64) within the window: one address spraying
   * one password over many numbers. Generous, because many phones share a carrier's address.
   */
  failuresPerAddress: 30,
  failureWindowSeconds: 15 * MINUTE,
  /** Wrong passwords for one number from one address in `ceilingWindowSeconds`: a slow guesser stays under the number's ceiling. */
  failuresPerPairPerDay: 30,
  /** Wrong passwords for one number from all addresses in `ceilingWindowSeconds` → 429 for the number. */
  failuresPerNumberPerDay: 100,
  ceilingWindowSeconds: DAY,
} as const;

export type LoginLimits = Omit<typeof LOGIN_LIMITS, 'perIpPerMinute'>;

/** Who is trying: the account (mobile number) and the client address. */
export type LoginAttempt = { account: string; address: string };

/** A counted attempt: refused outright, or allowed (and taken back again if the password was right). */
export type LoginClaim =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; succeeded(): Promise<void> };

/** One limiter per count (see LOGIN_LIMITS), in the order an attempt is counted. */
type Counts = {
  byPair: RateLimiterAbstract;
  byPairPerDay: RateLimiterAbstract;
  byAddress: RateLimiterAbstract;
  byNumberPerDay: RateLimiterAbstract;
};
type Keys = Record<keyof Counts, string>;

/**
 * Sign-in attempts per number and address, per address and per number (rate-limiter-flexible, a
 * window from a key's first attempt). Each attempt is counted before its password is checked, so
 * parallel guesses cannot outrun the count; a right password takes its attempt back and clears
 * its pair. With Redis (REDIS_URL) the counts are shared by every API process, under
 * `<REDIS_KEY_PREFIX>login-attempts:pair:…`, `…:pair-day:…`, `…:address:…` and
 * `…:number-day:…`; without it, or while Redis is away, each process counts in its own memory.
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
  const shape = {
    byPair: { points: limits.failuresPerPair, duration: limits.failureWindowSeconds },
    byPairPerDay: { points: limits.failuresPerPairPerDay, duration: limits.ceilingWindowSeconds },
    byAddress: { points: limits.failuresPerAddress, duration: limits.failureWindowSeconds },
    byNumberPerDay: { points: limits.failuresPerNumberPerDay, duration: limits.ceilingWindowSeconds },
  } satisfies Record<keyof Counts, { points: number; duration: number }>;
  const memory = mapCounts((o) => new RateLimiterMemory(o));
  const redis = options.redis;
  // Not the old 'login-failures' keys (sorted sets of the hand-written counter): no WRONGTYPE after an upgrade.
  const keyPrefix = `${options.prefix ?? ''}login-attempts`;
  const shared = redis && mapCounts((o) => new RateLimiterRedis({ storeClient: redis, keyPrefix, ...o }));

  function mapCounts(make: (o: { points: number; duration: number }) => RateLimiterAbstract): Counts {
    return {
      byPair: make(shape.byPair),
      byPairPerDay: make(shape.byPairPerDay),
      byAddress: make(shape.byAddress),
      byNumberPerDay: make(shape.byNumberPerDay),
    };
  }

  async function claimIn(counts: Counts, attempt: LoginAttempt): Promise<LoginClaim> {
    const keys = keysOf(attempt);
    const taken: (keyof Counts)[] = [];
    for (const name of Object.keys(counts) as (keyof Counts)[]) {
      const refused = await count(counts[name], keys[name]);
      if (refused) {
        // Only allowed attempts count: give back what this one took so far.
        await Promise.all(taken.map((n) => counts[n].reward(keys[n])));
        return refused;
      }
      taken.push(name);
    }
    return {
      allowed: true,
      // A right password clears its pair and gives back its attempt on the address and the number.
      succeeded: () =>
        settle([
          counts.byPair.delete(keys.byPair),
          counts.byPairPerDay.delete(keys.byPairPerDay),
          counts.byAddress.reward(keys.byAddress),
          counts.byNumberPerDay.reward(keys.byNumberPerDay),
        ]),
    };
  }

  /** The owner proved the number (a right code): its ceiling and this address's counts on it go. */
  function clearIn(counts: Counts, attempt: LoginAttempt) {
    const keys = keysOf(attempt);
    return settle([
      counts.byPair.delete(keys.byPair),
      counts.byPairPerDay.delete(keys.byPairPerDay),
      counts.byNumberPerDay.delete(keys.byNumberPerDay),
    ]);
  }

  async function settle(work: Promise<unknown>[]) {
    await Promise.all(work).catch((err) => options.onStoreError?.(err));
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
    /**
     * The number was proven by a right code (sign-in or password reset): the number's daily
     * ceiling and the counts of this address on it are cleared, so the owner's password works
     * again at once. Other addresses keep their locks: a guesser gains nothing from it.
     */
    async proven(attempt: LoginAttempt): Promise<void> {
      await Promise.all([clearIn(memory, attempt), shared && clearIn(shared, attempt)]);
    },
  };
}

function keysOf(attempt: LoginAttempt): Keys {
  const address = clientKeyOf(attempt.address);
  return {
    byPair: `pair:${attempt.account}:${address}`,
    byPairPerDay: `pair-day:${attempt.account}:${address}`,
    byAddress: `address:${address}`,
    byNumberPerDay: `number-day:${attempt.account}`,
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
