import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.js';
import { clientKeyOf } from '../../lib/client-key.js';

/**
 * How often a client may make the API encode a picture (security issue 13.7). Only encodes count:
 * a size that is already cached is served without asking, as are originals and 304s.
 */
export const MEDIA_ENCODE_LIMITS = {
  /**
   * New sizes (cache misses) per client address (IPv6: per /64) per window. Generous: a listing
   * page shows about 24 pictures and a browser fetches one size of each (two after a rotation or
   * zoom), and only the first visitor after an upload meets a miss at all; a staff member looking
   * through freshly uploaded pictures, or a few phones behind one carrier address, stay well
   * within it. An attacker gets one encode a second, and never more than widths × qualities per
   * picture, ever, since each is then cached.
   */
  perAddress: 60,
  windowSeconds: 60,
  /**
   * Encodes running at once in this process. sharp runs on libuv's thread pool (4 threads), which
   * file reads and argon2's password hashing share: a burst of encodes waits its turn here rather
   * than stalling sign-ins.
   */
  concurrent: 2,
} as const;

/** A 429 `RATE_LIMITED` that tells the client when to come back (`Retry-After`, whole seconds). */
export class EncodeLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', 'Too many new picture sizes asked for from this address; try again shortly');
  }
}

/** onError hook: puts `Retry-After` on the answer before the error handler writes the problem. */
export async function setEncodeRetryAfter(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof EncodeLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
}

/** Runs the encode of one resized copy (`key`, its storage name) on behalf of one client. */
export type EncodeRunner = (key: string, encode: () => Promise<void>) => Promise<void>;

/**
 * The gate every encode goes through: counted per client address (with Redis, REDIS_URL, shared
 * by every API process under `<REDIS_KEY_PREFIX>media-encodes:…`, falling back to this process's
 * counts while Redis is away), at most `concurrent` at once, and one encode for one copy however
 * many ask for it at the same time.
 */
export function createEncodeGate(
  options: {
    redis?: Redis | undefined;
    prefix?: string;
    /** RATE_LIMIT_SCALE: test shops whose browser tests all come from one address. */
    scale?: number;
    limits?: typeof MEDIA_ENCODE_LIMITS;
  } = {},
) {
  const limits = options.limits ?? MEDIA_ENCODE_LIMITS;
  const points = limits.perAddress * (options.scale ?? 1);
  const duration = limits.windowSeconds;
  const memory = new RateLimiterMemory({ points, duration });
  const counts: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix: `${options.prefix ?? ''}media-encodes`,
        points,
        duration,
        insuranceLimiter: memory,
      })
    : memory;
  const slots = semaphore(limits.concurrent);
  const inFlight = new Map<string, Promise<void>>();

  async function claim(address: string): Promise<void> {
    try {
      await counts.consume(clientKeyOf(address));
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      throw new EncodeLimitError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
    }
  }

  return {
    /** The runner for one client address. */
    for(address: string): EncodeRunner {
      return async (key, encode) => {
        // Someone is making this very copy: wait for theirs, at no cost to this address.
        const running = inFlight.get(key);
        if (running) return running;
        await claim(address);
        const raced = inFlight.get(key);
        if (raced) return raced;
        const job = slots.run(encode).finally(() => inFlight.delete(key));
        inFlight.set(key, job);
        return job;
      };
    },
  };
}

export type EncodeGate = ReturnType<typeof createEncodeGate>;

/** At most `size` jobs at once; the others wait in order. */
function semaphore(size: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      try {
        return await job();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
