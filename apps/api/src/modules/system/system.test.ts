import type { SystemJobs } from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessJobRunner, type JobRunner } from '../../lib/job-runner.js';
import { pgBossJobRunner } from '../../lib/pg-boss-job-runner.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fakeClock } from '../delivery/delivery-test-fixtures.js';
import { jobRuns } from './job-run.table.js';
import { recordedRunner } from './recorded-runner.js';

// Issue 35.2: every timed job's runs recorded, admin → System, readiness and metrics tell a late job.
const quiet = { error: () => {}, warn: () => {} };

describe('admin → System: the timed jobs and whether they run', () => {
  const clock = fakeClock('2026-11-30T04:30:00.000Z');
  const metricsToken = 'metrics-token-for-the-system-test';
  let t: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { METRICS_TOKEN: metricsToken } });
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await t?.close();
  });

  const jobsPage = async () => {
    const res = await t.call('GET', '/api/system/jobs', { as: 'admin' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { response: SystemJobs }).response;
  };
  const jobNamed = async (name: string) => (await jobsPage()).jobs.find((j) => j.name === name);

  it('records a run that succeeds and one that fails, with the failure’s code and never its message', async () => {
    const runner = recordedRunner(inProcessJobRunner(quiet), t.db, clock.now, quiet);
    runners.push(runner);
    let runs = 0;
    const count = async () => {
      runs += 1;
    };
    await runner.every('count-things', 60_000, count, { atStart: true });
    await runner.every(
      'call-the-gateway',
      60_000,
      async () => {
        throw Object.assign(new Error('gateway refused 9876543210'), { code: 'GATEWAY_DOWN' });
      },
      { atStart: true },
    );
    await expect.poll(async () => (await jobNamed('call-the-gateway'))?.failuresInARow).toBe(1);
    await expect.poll(async () => (await jobNamed('count-things'))?.lastSucceededAt).not.toBeNull();
    expect(runs).toBe(1);

    const page = await jobsPage();
    const counted = page.jobs.find((j) => j.name === 'count-things');
    expect(counted).toMatchObject({
      everySeconds: 60,
      failuresInARow: 0,
      lastFailure: null,
      late: false,
      running: false,
      lastStartedAt: clock.now().toISOString(),
      nextRunAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    const failing = page.jobs.find((j) => j.name === 'call-the-gateway');
    expect(failing).toMatchObject({ failuresInARow: 1, lastFailure: 'GATEWAY_DOWN', lastSucceededAt: null });
    expect(JSON.stringify(page)).not.toContain('9876543210');
    expect(page.backlog).toEqual({
      messagesWaiting: 0,
      oldestMessageSeconds: 0,
      paymentsWaiting: 0,
      refundsWaiting: 0,
    });
  });

  it('a job that has not started for two periods and a minute is late: on the page, in readiness, in the metrics', async () => {
    clock.set(new Date(clock.now().getTime() + 2 * 60_000 + 61_000).toISOString());
    expect((await jobNamed('count-things'))?.late).toBe(true);

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().lateJobs).toEqual(['call-the-gateway', 'count-things']);

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.body).toContain('farm_job_late{job="count-things"} 1');
    expect(metrics.body).toContain('farm_job_failures_in_a_row{job="call-the-gateway"} 1');
    expect(metrics.body).toContain('farm_job_seconds_since_start{job="count-things"} 181');
    // Filled from the same scrape's query as the count (before: never set, so never shown).
    expect(metrics.body).toContain('farm_messages_oldest_waiting_seconds 0');
  });

  it('only admins see it', async () => {
    for (const as of ['staff', 'delivery'] as const)
      expect((await t.call('GET', '/api/system/jobs', { as })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/system/jobs')).statusCode).toBe(401);
  });
});

// Two "machines" (each its own pg-boss) offering the same job: it runs, is recorded once per run.
describe.runIf(process.env.TEST_DB === 'postgres')('recorded runs across machines (pg-boss)', () => {
  let t: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await t?.close();
  });

  it('each run of a job offered by two machines is one run, in one record', async () => {
    const url = t.databaseUrl;
    if (!url) throw new Error('no database URL');
    for (let i = 0; i < 2; i++)
      runners.push(recordedRunner(await pgBossJobRunner(url, quiet), t.db, () => new Date(), quiet));
    let runs = 0;
    for (const runner of runners)
      await runner.every('recount-on-two-machines', 200, async () => {
        runs += 1;
      });
    await expect.poll(() => runs, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(3);
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    const res = await t.call('GET', '/api/system/jobs', { as: 'admin' });
    const job = (res.json() as { response: SystemJobs }).response.jobs.find(
      (j) => j.name === 'recount-on-two-machines',
    );
    expect(job).toMatchObject({ everySeconds: 1, failuresInARow: 0, running: false });
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'recount-on-two-machines'));
    expect(row?.runs).toBe(runs);
  });
});
