import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, publicSiteUrl } from './config.js';
import type { Db } from './db/client.js';
import type { WriteAnnouncements } from './db/write-announcements.js';
import { answerClientError, checkingIntervalMs } from './lib/client-error.js';
import { clientKeyOf } from './lib/client-key.js';
import { loggerOptions } from './lib/logger-options.js';
import type { TokenService } from './modules/auth/index.js';
import { registerModules } from './modules/index.js';
import type { PaymentProvider } from './modules/payment/index.js';
import type { StockAlerts } from './modules/stock-alert/index.js';
import authPlugin from './plugins/auth.js';
import errorsPlugin, { frameworkErrors } from './plugins/errors.js';
import healthPlugin from './plugins/health.js';
import httpCachePlugin from './plugins/http-cache.js';
import keptReadsPlugin from './plugins/kept-reads.js';
import loadSheddingPlugin from './plugins/load-shedding.js';
import messageGatewaysPlugin from './plugins/message-gateways.js';
import metricsPlugin from './plugins/metrics.js';
import openapiPlugin from './plugins/openapi.js';
import type { DemoPayments } from './plugins/payment-mode.js';
import paymentsPlugin from './plugins/payments.js';
import redisPlugin from './plugins/redis.js';
import requestIdPlugin, { requestIdOptions } from './plugins/request-id.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import smsPlugin from './plugins/sms.js';
import storagePlugin from './plugins/storage-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Back-in-stock messages: the SMS sender and the shop's public address for their links. */
    stockAlerts: StockAlerts;
    /** The shop's clock: now. Tests give a fake one to cross cut-offs and midnights (India time). */
    clock: () => Date;
  }
}

export type AppDeps = {
  db: Db;
  config: Config;
  tokens: TokenService;
  /** With several API processes on one PostgreSQL: how they tell each other of writes. */
  announcements?: WriteAnnouncements;
  /** Online payments through this provider (tests: one pointed at their own stand-in). */
  payments?: PaymentProvider;
  /** Without a provider or keys: the demo's stand-in (plugins/payment-mode.ts), or none (cash only). */
  demoPayments?: DemoPayments | undefined;
  /** Tests: a clock of their own (delivery cut-offs and slots). */
  clock?: () => Date;
  /** Tests: where the log lines go (standard output otherwise). */
  logStream?: NodeJS.WritableStream;
};

/** Builds the API: plugins, modules, error handling. `server.ts` only listens. */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(deps.config.LOG_LEVEL, deps.logStream),
    ...requestIdOptions,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // For callers that reach the API directly (the web server has its own): a connection idle this
    // long is closed, and a request must have arrived whole within the request timeout (Fastify's
    // defaults: never). Kept-alive connections between requests still close after keepAliveTimeout.
    connectionTimeout: deps.config.IDLE_TIMEOUT_SECONDS * 1000,
    requestTimeout: deps.config.REQUEST_TIMEOUT_SECONDS * 1000,
    // How often Node checks the two above (default 30 s), and a connection never used closes quietly.
    http: { connectionsCheckingInterval: checkingIntervalMs(deps.config.REQUEST_TIMEOUT_SECONDS) },
    clientErrorHandler: answerClientError,
    // After SIGTERM (server.ts) a request that arrives on a kept-alive connection still open is served,
    // with `Connection: close`, instead of Fastify's 503: the web server's pool sends on connections it
    // took before the signal, and that 503 was an answer nobody sends elsewhere (decision 0064).
    return503OnClosing: false,
    // A malformed URL or an over-long path parameter answers problem+json like every other error.
    frameworkErrors,
    ...options,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('clock', deps.clock ?? (() => new Date()));

  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(httpCachePlugin, { announcements: deps.announcements });
  await app.register(keptReadsPlugin, { announcements: deps.announcements });
  // After the HTTP cache (its answers cost nothing), before sign-in checks, limits and handlers.
  if (deps.config.LOAD_SHEDDING) {
    await app.register(loadSheddingPlugin, {
      turnMs: deps.config.LOAD_SHED_TURN_MS,
      maxWaitMs: deps.config.LOAD_SHED_MAX_WAIT_MS,
      maxInFlight: deps.config.LOAD_SHED_MAX_IN_FLIGHT,
    });
  }
  scaleRateLimits(app, deps.config.RATE_LIMIT_SCALE);
  await app.register(redisPlugin);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKeyOf(request.ip),
    // With REDIS_URL every API process counts together; a Redis outage must not stop the shop.
    ...(app.redis
      ? { redis: app.redis, nameSpace: `${deps.config.REDIS_KEY_PREFIX}rate:`, skipOnError: true }
      : {}),
  });
  await app.register(metricsPlugin);
  await app.register(authPlugin, { tokens: deps.tokens });
  await app.register(openapiPlugin);
  await app.register(smsPlugin);
  await app.register(messageGatewaysPlugin);
  await app.register(storagePlugin);
  await app.register(
    paymentsPlugin,
    deps.payments ? { provider: deps.payments } : deps.demoPayments ? { demo: deps.demoPayments } : {},
  );
  app.decorate('stockAlerts', { siteUrl: publicSiteUrl(deps.config) });
  await app.register(registerModules, { prefix: '/api' });
  // Never shed: a busy shop is still alive, and its supervisor must not restart it for being busy.
  await app.register(healthPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Per-route limits are declared next to their routes (`config.rateLimit`); a test shop whose
 * browser tests all come from 127.0.0.1 scales them up here, before the rate-limit plugin reads them.
 */
function scaleRateLimits(app: FastifyInstance, scale: number) {
  if (scale === 1) return;
  app.addHook('onRoute', (route) => {
    const config = route.config as { rateLimit?: { max?: unknown } } | undefined;
    const limit = config?.rateLimit;
    // A copy: several routes share one limits object.
    if (config && limit && typeof limit.max === 'number')
      config.rateLimit = { ...limit, max: limit.max * scale };
  });
}
