import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pingDatabase } from '../db/client.js';
import { lateJobs } from '../modules/system/index.js';
import type { StorageHealth } from './storage.js';

/** How long one dependency may take to answer before readiness counts it as down. */
const CHECK_TIMEOUT_MS = 2000;

type Check = StorageHealth;

/** A check that answers within the timeout, never throws, and never carries more than a reason. */
async function within(check: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, reason: `no answer in ${CHECK_TIMEOUT_MS} ms` }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      check().catch((err: unknown) => ({ ok: false as const, reason: reasonOf(err) })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The error's own name or code, never its message: a driver's message may carry an address or a user. */
function reasonOf(err: unknown): string {
  const { code, name } = (err ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'failed';
}

/**
 * What a load balancer and a supervisor ask (issue 35.4). `/api/health/live`: the process answers
 * (restart it when it does not). `/api/health/ready`: it can serve a customer now — the database
 * answers, Redis when REDIS_URL is set, and the picture storage — 200 when all do, 503 naming the
 * ones that do not (take it out of the pool until they do). It also names the timed jobs that are
 * late (issue 35.2) without failing for them: a job no process runs is not this process's fault, and
 * taking every process out of the pool would stop the shop too. `/api/health` stays as it was for the
 * start script. None is shed under load, none is cached, none says more than ok or a reason code.
 */
export default fp(async (app: FastifyInstance) => {
  const unshed = { schema: { hide: true }, config: { loadShedding: false } };

  app.get('/api/health', unshed, async () => ({ status: 'ok' }));

  app.get('/api/health/live', unshed, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  app.get('/api/health/ready', unshed, async (_request, reply) => {
    const checks: Record<string, Promise<Check>> = {
      database: within(async () => {
        await pingDatabase(app.db);
        return { ok: true };
      }),
      storage: within(() => app.storage.checkHealth()),
    };
    const redis = app.redis;
    if (redis) {
      checks.redis = within(async () => {
        await redis.ping();
        return { ok: true };
      });
    }
    const answered = Object.fromEntries(
      await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check] as const)),
    );
    const ready = Object.values(answered).every((check) => check.ok);
    const late = answered.database?.ok
      ? await lateJobs(app.db, app.clock()).catch(() => undefined)
      : undefined;
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return {
      status: ready ? 'ready' : 'not ready',
      checks: answered,
      ...(late?.length ? { lateJobs: late } : {}),
    };
  });
});
