import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store of rate-limit and sign-in throttle state; undefined without REDIS_URL. */
    redis: Redis | undefined;
  }
}

const READY_TIMEOUT_MS = 3000;

/**
 * A client that fails fast instead of queueing: while Redis is away, the throttles fall back to
 * this process's own counts rather than making every sign-in wait for a reconnect.
 */
export function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: READY_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let healthy = true;
  redis.on('error', (err: Error) => {
    // Logged once per outage, not on every reconnect attempt.
    if (healthy) log.warn({ reason: err.message }, 'Redis unavailable; throttles use in-process counts');
    healthy = false;
  });
  redis.on('ready', () => {
    if (!healthy) log.info('Redis is back; throttles share their counts again');
    healthy = true;
  });
  return redis;
}

/** Resolves when the client is connected, or after the timeout (the shop then starts without it). */
function readyOrTimeout(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, READY_TIMEOUT_MS);
    redis.once('ready', done);
  });
}

async function redisPlugin(app: FastifyInstance) {
  const url = app.config.REDIS_URL;
  const redis = url ? connectRedis(url, app.log) : undefined;
  if (redis) await readyOrTimeout(redis);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    if (!redis) return;
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: 'redis' });
