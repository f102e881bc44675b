import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedS3Standin, startS3Standin } from '../standins/s3/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 35.4: what a load balancer asks. Ready means every dependency answers now, and it says
 * which one does not — without a secret, an address or a driver's message.
 */
const BUCKET = 'farm-health';
const SECRET = 'health-test-secret-0123456789';
let s3: StartedS3Standin;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Standin({ buckets: [BUCKET], accessKeyId: 'health-key' });
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'health-key',
      S3_SECRET_ACCESS_KEY: SECRET,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const ready = () => t.call('GET', '/api/health/ready');

describe('health', () => {
  it('is live, and ready when the database and the bucket answer', async () => {
    const live = await t.call('GET', '/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.data).toEqual({ status: 'live' });
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.data).toEqual({ status: 'ready', checks: { database: { ok: true }, storage: { ok: true } } });
  });

  it('is not ready while the bucket is down, and ready again when it is back', async () => {
    s3.down();
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.data.status).toBe('not ready');
      expect(res.data.checks.database).toEqual({ ok: true });
      expect(res.data.checks.storage.ok).toBe(false);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain(s3.endpoint);
    } finally {
      s3.up();
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready when Redis is set but does not answer', async () => {
    // A port that accepted once and is closed now: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const withRedis = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      const res = await withRedis.call('GET', '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.data.checks.redis.ok).toBe(false);
      expect(res.data.checks.database).toEqual({ ok: true });
      expect(res.body).not.toContain(String(port));
    } finally {
      await withRedis.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('is ready with the shared Redis answering', async () => {
    const withRedis = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL ?? '' } });
    try {
      const res = await withRedis.call('GET', '/api/health/ready');
      expect(res.statusCode).toBe(200);
      expect(res.data.checks.redis).toEqual({ ok: true });
    } finally {
      await withRedis.close();
    }
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('health on PostgreSQL', () => {
  it('is not ready while PostgreSQL refuses connections, and ready when it takes them again', async () => {
    const url = new URL(t.databaseUrl ?? '');
    const name = url.pathname.slice(1);
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
    });
    await admin.connect();
    try {
      // As a database restarting: no new connection is let in and the open ones are cut.
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.data.checks.database.ok).toBe(false);
      expect(res.data.checks.storage).toEqual({ ok: true });
      expect(res.body).not.toContain(name);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
