import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { clientKeyOf } from '../../lib/client-key.js';

/**
 * How hard a staff account may be guessed (security issue 13.3: 50 wrong passwords for the owner
 * from 6 addresses, then the right one worked). Counted per account (the e-mail, lower-cased,
 * whether or not such an account exists, so the answers do not tell), across all addresses.
 */
export const STAFF_LOGIN_LIMITS = {
  /** Sign-in requests per client address per minute (the route's own rate limit). */
  perIpPerMinute: 10,
  /**
   * Wrong passwords for one account from one client address (IPv6: its /64) in the window; then
   * that pair is refused (429), while the account's owner elsewhere is not.
   */
  failuresPerPair: 5,
  /**
   * Wrong passwords for one account from all addresses in the window; then a password alone no
   * longer signs in anywhere (429 + Retry-After). An account with a second factor still lets its
   * owner in with the right password and a right code: they prove themself, the guesser cannot.
   */
  failuresPerAccount: 10,
  /**
   * Wrong second-factor codes (app or recovery) for one account in the window, at sign-in and on
   * the account's own security routes; then code checks are refused (429). Only someone who knows
   * the password gets to try a code at sign-in, so 5 in 15 minutes leaves 1 in ~70,000 a day.
   */
  codeFailuresPerAccount: 5,
  windowSeconds: 15 * 60,
} as const;

export type StaffLoginLimits = Omit<typeof STAFF_LOGIN_LIMITS, 'perIpPerMinute'>;

/** A password attempt: the account (the e-mail as typed, lower-cased) and the client address. */
export type PasswordAttempt = { account: string; address: string };

/**
 * A counted password attempt. `refused` when a bound was already reached (the attempt is then not
 * counted); otherwise it stays counted as a failure unless the caller gives it back.
 */
export type PasswordClaim = {
  refused: { retryAfterSeconds: number } | undefined;
  /** A right password: this attempt is not a failure. */
  giveBack(): Promise<void>;
  /** A completed sign-in below the bounds: the owner's earlier typos are forgotten. */
  forgetFailures(): Promise<void>;
};

/** A counted code check: refused (the bound was reached) or allowed (and given back if right). */
export type CodeClaim =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; succeeded(): Promise<void> };

type Counts = { byPair: RateLimiterAbstract; byAccount: RateLimiterAbstract; byCode: RateLimiterAbstract };

/**
 * The staff sign-in's counts (rate-limiter-flexible, a window of `windowSeconds` from a key's first
 * attempt). Each attempt is counted before its password or code is checked, so parallel guesses
 * cannot outrun the count. With Redis (REDIS_URL) every API process shares them, under
 * `<REDIS_KEY_PREFIX>staff-login:pair:…`, `…:account:…` and `…:code:…`; without it, or while Redis
 * is away, each process counts in its own memory.
 */
export function createStaffLoginThrottle(
  options: {
    redis?: Redis | undefined;
    prefix?: string;
    limits?: StaffLoginLimits;
    onStoreError?: (err: unknown) => void;
  } = {},
) {
  const limits = options.limits ?? STAFF_LOGIN_LIMITS;
  const duration = limits.windowSeconds;
  const memory: Counts = {
    byPair: new RateLimiterMemory({ points: limits.failuresPerPair, duration }),
    byAccount: new RateLimiterMemory({ points: limits.failuresPerAccount, duration }),
    byCode: new RateLimiterMemory({ points: limits.codeFailuresPerAccount, duration }),
  };
  const redis = options.redis;
  const keyPrefix = `${options.prefix ?? ''}staff-login`;
  const inRedis = (points: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration });
  const shared: Counts | undefined = redis && {
    byPair: inRedis(limits.failuresPerPair),
    byAccount: inRedis(limits.failuresPerAccount),
    byCode: inRedis(limits.codeFailuresPerAccount),
  };
  const report = (err: unknown) => options.onStoreError?.(err);

  async function claimPasswordIn(counts: Counts, attempt: PasswordAttempt): Promise<PasswordClaim> {
    const account = `account:${attempt.account.toLowerCase()}`;
    const pair = `pair:${attempt.account.toLowerCase()}|${clientKeyOf(attempt.address)}`;
    const byAccount = await count(counts.byAccount, account);
    const byPair = await count(counts.byPair, pair);
    const refused = longest(byAccount, byPair);
    const giveBackIfTaken = (limiter: RateLimiterAbstract, key: string, refusal: unknown) =>
      refusal ? Promise.resolve() : limiter.reward(key).then(() => undefined);
    if (refused) {
      // A refused attempt is not counted: give back whichever count it did take.
      await Promise.all([
        giveBackIfTaken(counts.byAccount, account, byAccount),
        giveBackIfTaken(counts.byPair, pair, byPair),
      ]);
    }
    return {
      refused,
      giveBack: async () => {
        if (refused) return;
        await Promise.all([counts.byAccount.reward(account), counts.byPair.reward(pair)]).catch(report);
      },
      forgetFailures: async () => {
        if (refused) return;
        await Promise.all([counts.byAccount.delete(account), counts.byPair.delete(pair)]).catch(report);
      },
    };
  }

  async function claimCodeIn(counts: Counts, staffUserId: number): Promise<CodeClaim> {
    const key = `code:${staffUserId}`;
    const refused = await count(counts.byCode, key);
    if (refused) return { allowed: false, ...refused };
    return {
      allowed: true,
      // A right code gives back its own attempt; earlier wrong ones stay counted.
      succeeded: async () => {
        await counts.byCode.reward(key).catch(report);
      },
    };
  }

  /** Runs against Redis when there is one, falling back to this process's memory if it fails. */
  async function either<T>(run: (counts: Counts) => Promise<T>): Promise<T> {
    if (!shared) return run(memory);
    try {
      return await run(shared);
    } catch (err) {
      report(err);
      return run(memory);
    }
  }

  return {
    /** Counts a password attempt on the account and on the (account, address) pair. */
    claimPassword: (attempt: PasswordAttempt) => either((counts) => claimPasswordIn(counts, attempt)),
    /** Counts a second-factor code check on the account (by its id). */
    claimCode: (staffUserId: number) => either((counts) => claimCodeIn(counts, staffUserId)),
  };
}

export type StaffLoginThrottle = ReturnType<typeof createStaffLoginThrottle>;

/**
 * Takes one point: nothing if within the limit, else how long until the window ends. The point a
 * refused attempt took is given back at once, so only allowed attempts count.
 */
async function count(limiter: RateLimiterAbstract, key: string) {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (res) {
    // The store failing rejects with an error; the limit being reached, with its RateLimiterRes.
    if (!(res instanceof RateLimiterRes)) throw res;
    await limiter.reward(key).catch(() => undefined);
    return { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  }
}

function longest(...refusals: ({ retryAfterSeconds: number } | undefined)[]) {
  const found = refusals.filter((r) => r !== undefined);
  if (!found.length) return undefined;
  return { retryAfterSeconds: Math.max(...found.map((r) => r.retryAfterSeconds)) };
}

const throttles = new WeakMap<object, StaffLoginThrottle>();

/**
 * One throttle per API (keyed by its HTTP server, which every plugin of one app shares): the
 * sign-in route and the account's own security routes count into the same memory without Redis,
 * while a second API on the same database counts on its own, as another process would.
 */
export function staffLoginThrottleOf(app: FastifyInstance): StaffLoginThrottle {
  let throttle = throttles.get(app.server);
  if (!throttle) {
    throttle = createStaffLoginThrottle({
      redis: app.redis,
      prefix: app.config.REDIS_KEY_PREFIX,
      onStoreError: (err) => app.log.warn({ reason: String(err) }, 'staff sign-in throttle: Redis failed'),
    });
    throttles.set(app.server, throttle);
  }
  return throttle;
}
