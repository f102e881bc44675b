import type { Redis } from 'ioredis';
import { clientKeyOf } from '../../lib/client-key.js';
import { type FailureCounter, memoryFailureCounter, redisFailureCounter } from '../../lib/failure-counter.js';

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

/**
 * Sign-in attempts per number and per client address. Each attempt is counted before its
 * password is checked, so parallel guesses cannot outrun the count; a right password takes its
 * attempt back. With Redis (REDIS_URL) the counts are shared by every API process; without it,
 * or while Redis is away, each process counts in its own memory.
 */
export function createLoginThrottle(
  options: {
    redis?: Redis | undefined;
    prefix?: string;
    limits?: LoginLimits;
    now?: () => number;
    onStoreError?: (err: unknown) => void;
  } = {},
) {
  const limits = options.limits ?? LOGIN_LIMITS;
  const window = {
    windowMs: limits.failureWindowSeconds * 1000,
    ...(options.now ? { now: options.now } : {}),
  };
  const memory = memoryFailureCounter(window);
  const shared = options.redis
    ? redisFailureCounter(options.redis, `${options.prefix ?? ''}login-failures:`, window)
    : undefined;

  async function claimIn(counter: FailureCounter, attempt: LoginAttempt): Promise<LoginClaim> {
    const account = `number:${attempt.account}`;
    const address = `address:${clientKeyOf(attempt.address)}`;
    const byAccount = await counter.claim(account, limits.failuresPerNumber);
    if (!byAccount.ok) return refused(byAccount.waitMs);
    const byAddress = await counter.claim(address, limits.failuresPerAddress);
    if (!byAddress.ok) {
      await counter.release(account, byAccount.id);
      return refused(byAddress.waitMs);
    }
    return {
      allowed: true,
      // A right password clears its number's count; its address keeps the other attempts.
      succeeded: async () => {
        await Promise.all([counter.clear(account), counter.release(address, byAddress.id)]).catch((err) =>
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

function refused(waitMs: number): LoginClaim {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
