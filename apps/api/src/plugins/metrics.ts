import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { jobQueueBacklog } from '../lib/job-queue-backlog.js';
import { messageBacklog } from '../modules/notification/index.js';
import { paymentsWaiting } from '../modules/payment/index.js';
import { jobsAsOf } from '../modules/system/index.js';

/** PostgreSQL's pool as node-postgres keeps it (`db.$client`); PGlite's client has none of these. */
type PoolCounts = { totalCount?: unknown; idleCount?: unknown; waitingCount?: unknown };

/** `ask` once for all the gauges that a scrape collects together, and again for the next scrape. */
function oncePerScrape<T>(ask: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= ask().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

function sameToken(sent: string | undefined, token: string): boolean {
  const left = Buffer.from(sent ?? '');
  const right = Buffer.from(`Bearer ${token}`);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Prometheus metrics (issue 35.4), only when METRICS_TOKEN is set and only for a caller that sends
 * it: each request's duration by method, route (the route's pattern, never the URL, so a crawler
 * cannot grow the series) and status; the HTTP cache's hits and misses; PostgreSQL's pool; the
 * customer messages waiting and the oldest one's age; each job queue's waiting runs and its lag
 * (pg-boss on PostgreSQL); payments and refunds waiting; Node's own.
 * One registry per app, so that two apps in one process (tests) never count each other's requests.
 */
export default fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'farm_' });

  const duration = new Histogram({
    name: 'farm_http_request_duration_seconds',
    help: 'Time from the request to the answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cacheAnswers = new Counter({
    name: 'farm_http_cache_answers_total',
    help: 'Public reads answered from the HTTP cache (hit) or by the handler (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  const pool = (app.db as unknown as { $client?: PoolCounts }).$client ?? {};
  if (typeof pool.totalCount === 'number') {
    new Gauge({
      name: 'farm_db_pool_connections',
      help: "PostgreSQL's pool: connections open, idle, and requests waiting for one",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'open' }, Number(pool.totalCount));
        this.set({ state: 'idle' }, Number(pool.idleCount));
        this.set({ state: 'waiting' }, Number(pool.waitingCount));
      },
    });
  }
  // The waiting count and the oldest one's age come from one query per scrape (the registry asks
  // every gauge at once, so one gauge setting the other's value would show the scrape before's).
  const messages = oncePerScrape(() => messageBacklog(app.db));
  new Gauge({
    name: 'farm_messages_waiting',
    help: 'Customer messages not yet sent nor given up on',
    registers: [registry],
    async collect() {
      this.set((await messages()).waiting);
    },
  });
  new Gauge({
    name: 'farm_messages_oldest_waiting_seconds',
    help: 'How long the oldest customer message still to send has waited',
    registers: [registry],
    async collect() {
      this.set((await messages()).oldestSeconds);
    },
  });
  // pg-boss's queues on PostgreSQL (PGlite's jobs are timers, with no queue: no series there).
  const jobs = oncePerScrape(() => jobQueueBacklog(app.db));
  new Gauge({
    name: 'farm_job_queue_waiting',
    help: "Runs waiting in each background job's queue (pg-boss, on PostgreSQL)",
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, waiting } of await jobs()) this.set({ queue }, waiting);
    },
  });
  new Gauge({
    name: 'farm_job_queue_oldest_waiting_seconds',
    help: "How long the oldest waiting run of each background job's queue has waited: its lag (pg-boss)",
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, oldestSeconds } of await jobs()) this.set({ queue }, oldestSeconds);
    },
  });
  new Gauge({
    name: 'farm_payments_waiting',
    help: 'Online payments started and not yet paid or failed (payments), refunds owed not yet made (refunds)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const waiting = await paymentsWaiting(app.db);
      this.set({ kind: 'payments' }, waiting.payments);
      this.set({ kind: 'refunds' }, waiting.refunds);
    },
  });

  const timedJobs = oncePerScrape(() => jobsAsOf(app.db, app.clock()));
  new Gauge({
    name: 'farm_job_late',
    help: 'Whether a timed job has not started for two periods and a minute (1): no process runs it',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      for (const job of await timedJobs()) this.set({ job: job.name }, job.late ? 1 : 0);
    },
  });
  new Gauge({
    name: 'farm_job_failures_in_a_row',
    help: 'How many runs of a timed job have failed since its last success',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      for (const job of await timedJobs()) this.set({ job: job.name }, job.failuresInARow);
    },
  });
  new Gauge({
    name: 'farm_job_seconds_since_start',
    help: 'Seconds since a timed job last started (since it was first offered, if never)',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      const now = app.clock().getTime();
      for (const job of await timedJobs()) {
        const since = Date.parse(job.nextRunAt) - job.everySeconds * 1000;
        this.set({ job: job.name }, Math.max(0, (now - since) / 1000));
      }
    },
  });

  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/metrics')) return;
    duration.observe(
      { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const cache = reply.getHeader('x-cache');
    if (cache === 'hit' || cache === 'miss') cacheAnswers.inc({ result: cache });
  });

  app.get(
    '/api/metrics',
    { schema: { hide: true }, config: { loadShedding: false } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!sameToken(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 401 });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
