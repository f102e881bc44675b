import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Db } from '../../../db/client.js';
import { retryLater } from '../../otp/index.js';
import { isKnownCheckoutKey } from './checkout-guards.repository.js';

/** How often one customer may check out; a family's week of milk and ghee is a few orders. */
export const CHECKOUT_LIMITS = { perCustomer: 10, windowSeconds: 60 * 60 } as const;

/**
 * Orders placed from the storefront per customer (rate-limiter-flexible, a window from the
 * customer's first order): once a customer has placed the limit, a new checkout is refused with 429
 * and Retry-After before anything is read. What is counted is an order placed, not a request: a
 * retry of a checkout already sent (its Idempotency-Key is stored, or it is still in flight), a
 * PRICE_CHANGED or an OUT_OF_STOCK places nothing and costs nothing. With Redis (REDIS_URL) every
 * API process shares the count, under `<REDIS_KEY_PREFIX>checkouts:<customer id>`; without it, or
 * while Redis is away, each process counts in its own memory. `check` is a route hook (after the
 * sign-in guard, before the handler); `placed` counts an order once it is written.
 */
export function createCheckoutThrottle(options: {
  db: Db;
  redis?: Redis | undefined;
  prefix?: string;
  limits?: typeof CHECKOUT_LIMITS;
  /** RATE_LIMIT_SCALE: test shops whose load comes from a few customers multiply the limit. */
  scale?: number;
  onStoreError?: (err: unknown) => void;
}) {
  const { perCustomer, windowSeconds: duration } = options.limits ?? CHECKOUT_LIMITS;
  const points = perCustomer * (options.scale ?? 1);
  const memory = new RateLimiterMemory({ points, duration });
  const redis = options.redis;
  const shared =
    redis &&
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.prefix ?? ''}checkouts`,
      points,
      duration,
    });

  /** The shared count, or this process's while Redis fails. */
  async function withLimiter<T>(use: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (!shared) return use(memory);
    try {
      return await use(shared);
    } catch (err) {
      options.onStoreError?.(err);
      return use(memory);
    }
  }

  return {
    async check(request: FastifyRequest): Promise<void> {
      const principal = request.principal;
      if (principal?.kind !== 'customer') return;
      const used = await withLimiter((limiter) => limiter.get(String(principal.id)));
      if (used && used.consumedPoints >= points) {
        // A retry of a checkout already sent is answered, never refused: asked only at the limit.
        const key = request.headers['idempotency-key'];
        if (typeof key === 'string' && (await isKnownCheckoutKey(options.db, principal.id, key))) return;
        throw retryLater(
          Math.max(1, Math.ceil(used.msBeforeNext / 1000)),
          'You have placed many orders in the last hour. Please try again later, or call the farm.',
        );
      }
    },
    /** Counts an order just placed (not a replay). */
    async placed(customerId: number): Promise<void> {
      await withLimiter((limiter) => limiter.penalty(String(customerId), 1)).catch((err) =>
        options.onStoreError?.(err),
      );
    },
  };
}
