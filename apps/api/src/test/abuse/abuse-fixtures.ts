import type { InjectOptions } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { TestApp } from '../test-app.js';

/** Long runs (`ABUSE_LONG=1`) multiply the figures; the short version runs in every `npm test`. */
export const LONG_RUN = process.env.ABUSE_LONG === '1' || process.env.ABUSE_LONG === 'true';

export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A second API process on the same database as `t` (as behind a load balancer): its own
 * memory, its own rate-limit state, the same tables. Offers `app` and `close` like a TestApp,
 * which is all the otp fixtures' `send` needs.
 */
export async function secondApiOn(t: TestApp, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/farm-test',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp({ db: t.db, config, tokens: t.tokenService });
  await app.ready();
  return { ...t, app, close: () => app.close() } satisfies Pick<TestApp, 'app' | 'close'> as TestApp;
}

/** Status, content type and body: what a client can compare between two answers. */
export function visibleParts(res: { statusCode: number; headers: Record<string, unknown>; body: string }): {
  status: number;
  type: unknown;
  retryAfter: unknown;
  body: string;
} {
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    retryAfter: res.headers['retry-after'],
    body: res.body,
  };
}

export type Method = InjectOptions['method'];
