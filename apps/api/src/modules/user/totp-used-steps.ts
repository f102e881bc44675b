import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { TOTP_PERIOD_SECONDS } from './second-factor-crypto.js';

/**
 * The last TOTP time step each account has used, so a code seen over a shoulder or in a proxy's
 * log cannot be used again: a code is taken only if its step is later than the last one used.
 * A step is accepted for at most three periods (the one before, now, the one after), so a record
 * older than that can no longer refuse anything and expires (no column needed). With Redis
 * (REDIS_URL) every API process shares it, set atomically by a script; without it, or while Redis
 * is away, each process remembers in its own memory.
 */
const KEEP_SECONDS = 4 * TOTP_PERIOD_SECONDS;

// KEYS[1] the account's key; ARGV[1] the step; ARGV[2] seconds to keep. 1 = taken, 0 = not later.
const TAKE_STEP = `
local last = tonumber(redis.call('GET', KEYS[1]) or '-1')
if tonumber(ARGV[1]) <= last then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

export function createUsedSteps(
  options: { redis?: Redis | undefined; prefix?: string; onStoreError?: (err: unknown) => void } = {},
) {
  const memory = new Map<number, { step: number; until: number }>();

  function takeInMemory(staffUserId: number, step: number): boolean {
    const now = Date.now();
    const last = memory.get(staffUserId);
    if (last && last.until > now && step <= last.step) return false;
    memory.set(staffUserId, { step, until: now + KEEP_SECONDS * 1000 });
    // Keep the map small: forget the expired ones now and then.
    if (memory.size > 1000) for (const [id, v] of memory) if (v.until <= now) memory.delete(id);
    return true;
  }

  return {
    /** Records `step` as used by the account; false when it (or a later one) was used already. */
    async take(staffUserId: number, step: number): Promise<boolean> {
      const redis = options.redis;
      if (redis) {
        try {
          const key = `${options.prefix ?? ''}staff-totp-step:${staffUserId}`;
          const taken = (await redis.eval(TAKE_STEP, 1, key, String(step), String(KEEP_SECONDS))) === 1;
          // Remembered here too, so that Redis going away a moment later does not reopen the step.
          if (taken) takeInMemory(staffUserId, step);
          return taken;
        } catch (err) {
          options.onStoreError?.(err);
        }
      }
      return takeInMemory(staffUserId, step);
    },
  };
}

export type UsedSteps = ReturnType<typeof createUsedSteps>;

const perApi = new WeakMap<object, UsedSteps>();

/** One record per API (keyed by its HTTP server), shared by sign-in and the account's routes. */
export function usedStepsOf(app: FastifyInstance): UsedSteps {
  let steps = perApi.get(app.server);
  if (!steps) {
    steps = createUsedSteps({
      redis: app.redis,
      prefix: app.config.REDIS_KEY_PREFIX,
      onStoreError: (err) => app.log.warn({ reason: String(err) }, 'used TOTP steps: Redis failed'),
    });
    perApi.set(app.server, steps);
  }
  return steps;
}
