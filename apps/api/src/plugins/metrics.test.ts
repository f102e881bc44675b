import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossJobRunner } from '../lib/pg-boss-job-runner.js';
import { customerMessages } from '../modules/notification/notification.table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Issue 35.4: metrics for the operator's scraper only, counting what was really sent. */
const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('answers only a caller with the token', async () => {
    for (const sent of [undefined, 'Bearer wrong-token-0123456789012345', TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await scrape(sent);
      expect(res.statusCode, String(sent)).toBe(401);
      expect(res.body).not.toContain('farm_');
    }
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it("counts each route's requests by its pattern and status, and the cache's hits", async () => {
    const sent = { found: 7, missing: 3 };
    for (let i = 0; i < sent.found; i++)
      expect((await t.call('GET', '/api/product/all')).statusCode).toBe(200);
    for (let i = 0; i < sent.missing; i++) {
      expect((await t.call('GET', `/api/product/${900_000 + i}`)).statusCode).toBe(404);
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      seriesValue(
        text,
        'farm_http_request_duration_seconds_count{method="GET",route="/api/product/all",status="200"}',
      ),
    ).toBe(sent.found);
    // The pattern, never the URL: three ids are one series.
    const productSeries = text
      .split('\n')
      .filter((l) => l.startsWith('farm_http_request_duration_seconds_count{') && l.includes('status="404"'));
    expect(productSeries.some((l) => l.includes('/api/product/:id') && l.endsWith(` ${sent.missing}`))).toBe(
      true,
    );
    expect(text).not.toContain('/api/product/900000');
    const hits = seriesValue(text, 'farm_http_cache_answers_total{result="hit"}') ?? 0;
    const misses = seriesValue(text, 'farm_http_cache_answers_total{result="miss"}') ?? 0;
    expect(hits + misses).toBeGreaterThanOrEqual(sent.found);
    expect(hits).toBeGreaterThan(0);
    expect(seriesValue(text, 'farm_messages_waiting')).toBe(0);
    expect(seriesValue(text, 'farm_payments_waiting{kind="payments"}')).toBe(0);
    expect(text).toContain('farm_process_cpu_seconds_total');
    // PostgreSQL's pool where there is one (PGlite has none to count).
    if (t.kind === 'postgres')
      expect(seriesValue(text, 'farm_db_pool_connections{state="open"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('farm_db_pool_connections');
  });

  it("shows the messages waiting and the oldest one's age from the same scrape", async () => {
    const [message] = await t.db
      .insert(customerMessages)
      .values({
        event: 'code',
        channel: 'sms',
        toNumber: '+919000000999',
        template: 'metrics test',
        createdAt: new Date(Date.now() - 120_000),
      })
      .returning({ id: customerMessages.id });
    try {
      // The first scrape after it: the age was the scrape before's (0) when one gauge set the other's.
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(seriesValue(text, 'farm_messages_waiting')).toBe(1);
      expect(seriesValue(text, 'farm_messages_oldest_waiting_seconds')).toBeGreaterThanOrEqual(119);
    } finally {
      if (message) await t.db.delete(customerMessages).where(eq(customerMessages.id, message.id));
    }
  });

  it("shows a job's waiting run and its lag in its queue's gauges (pg-boss on PostgreSQL; none on PGlite)", async () => {
    const queueSeries = (text: string, name: string) =>
      seriesValue(text, `farm_job_queue_${name}{queue="metrics-held-job"}`);
    if (t.kind !== 'postgres' || !t.databaseUrl) {
      // The jobs are timers of the one process: no queue, so no series (only the metric's help).
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(text).toContain('# TYPE farm_job_queue_waiting gauge');
      expect(text).not.toContain('farm_job_queue_waiting{');
      return;
    }
    const runner = await pgBossJobRunner(t.databaseUrl, { error: () => {}, warn: () => {} });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    try {
      // The first run holds on; the next period's run waits behind it (one waits, one runs).
      await runner.every('metrics-held-job', 100, async () => {
        started = true;
        await held;
      });
      await expect.poll(() => started, { timeout: 30_000 }).toBe(true);
      await expect
        .poll(async () => queueSeries((await scrape(`Bearer ${TOKEN}`)).body, 'waiting'), { timeout: 30_000 })
        .toBe(1);
      await expect
        .poll(async () => queueSeries((await scrape(`Bearer ${TOKEN}`)).body, 'oldest_waiting_seconds'), {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
    } finally {
      release();
      await runner.stop();
    }
  });

  it('is not there at all without a token set', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
