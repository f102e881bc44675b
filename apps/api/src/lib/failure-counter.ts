import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One counted attempt: `id` names it, so that it can be taken back when it turns out right. */
export type Claim = { ok: true; id: string } | { ok: false; waitMs: number };

/**
 * Attempts per key in a sliding window (sign-ins per account, per address...). An attempt is
 * counted *before* it is checked, atomically with the limit test, so a thousand parallel
 * guesses cannot all slip past the count while the first ones are still being checked.
 */
export interface FailureCounter {
  /** Counts one attempt, unless `limit` attempts already lie in the window. */
  claim(key: string, limit: number): Promise<Claim>;
  /** Takes one attempt back (it was right, or another limit refused it). */
  release(key: string, id: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export type WindowOptions = { windowMs: number; now?: () => number };

const MAX_TRACKED_KEYS = 50_000;
const newId = (at: number) => `${at}:${randomBytes(6).toString('hex')}`;

/** In this process's memory: right for one API process, and the fallback when Redis is away. */
export function memoryFailureCounter({ windowMs, now = Date.now }: WindowOptions): FailureCounter {
  const attempts = new Map<string, { at: number; id: string }[]>();

  function recent(key: string) {
    const since = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((a) => a.at > since);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  }

  return {
    async claim(key, limit) {
      const kept = recent(key);
      const at = now();
      if (kept.length >= limit) {
        const oldest = kept[kept.length - limit]?.at ?? at;
        return { ok: false, waitMs: Math.max(1, oldest + windowMs - at) };
      }
      // A flood of one-off keys must not grow the map without end: forget the oldest key.
      if (!attempts.has(key) && attempts.size >= MAX_TRACKED_KEYS) {
        const first = attempts.keys().next().value;
        if (first !== undefined) attempts.delete(first);
      }
      const id = newId(at);
      attempts.delete(key);
      attempts.set(key, [...kept, { at, id }]);
      return { ok: true, id };
    },
    async release(key, id) {
      const kept = recent(key).filter((a) => a.id !== id);
      if (kept.length) attempts.set(key, kept);
      else attempts.delete(key);
    },
    async clear(key) {
      attempts.delete(key);
    },
  };
}

/** Drop what left the window; refuse at the limit (answering the wait); else add and extend the TTL. */
const CLAIM_SCRIPT = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

/** In Redis, shared by every API process: one sorted set per key, scored by time, expiring with the window. */
export function redisFailureCounter(
  redis: Redis,
  prefix: string,
  { windowMs, now = Date.now }: WindowOptions,
): FailureCounter {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    async claim(key, limit) {
      const at = now();
      const id = newId(at);
      const waitMs = Number(await redis.eval(CLAIM_SCRIPT, 1, keyOf(key), at, windowMs, limit, id));
      return waitMs > 0 ? { ok: false, waitMs } : { ok: true, id };
    },
    async release(key, id) {
      await redis.zrem(keyOf(key), id);
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}
