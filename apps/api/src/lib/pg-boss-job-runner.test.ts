import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { JobRunner } from './job-runner.js';
import { pgBossJobRunner } from './pg-boss-job-runner.js';

const quiet = { error: () => {}, warn: () => {} };

// pg-boss needs a PostgreSQL server: this file runs in the postgres project only.
describe.runIf(process.env.TEST_DB === 'postgres')('jobs on PostgreSQL (pg-boss)', () => {
  let t: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await t.close();
  });

  it('runs a job one at a time across processes, each offering it every period', async () => {
    const url = t.databaseUrl;
    if (!url) throw new Error('no database URL');
    // Two API processes on one database: each with its own pg-boss.
    runners.push(await pgBossJobRunner(url, quiet), await pgBossJobRunner(url, quiet));
    let active = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const job = async () => {
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      // Longer than the period: both processes offer runs while this one is still going.
      await sleep(300);
      active -= 1;
      runs += 1;
    };
    for (const runner of runners) await runner.every('count-runs', 100, job);
    await expect.poll(() => runs, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(4);
    expect(mostAtOnce).toBe(1);
  });

  it('runs once a period, not once a period per machine', { timeout: 60_000 }, async () => {
    const url = t.databaseUrl;
    if (!url) throw new Error('no database URL');
    const periodSeconds = 1;
    let runs = 0;
    const job = async () => {
      runs += 1;
    };
    // Two machines offering the same short job every period, half a period apart: the second's
    // offers land when the first's run is done, so only the period itself can hold them back.
    const first = await pgBossJobRunner(url, quiet);
    runners.push(first);
    await first.every('once-a-period', periodSeconds * 1000, job);
    await sleep(500);
    const second = await pgBossJobRunner(url, quiet);
    runners.push(second);
    await second.every('once-a-period', periodSeconds * 1000, job);
    await sleep(12_000);
    expect(runs).toBeGreaterThanOrEqual(6);
    // The runs pg-boss made, by the period they were made in (whole periods since the epoch).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ slot: string; runs: number }>(
        `SELECT floor(extract(epoch FROM created_on) / $1)::text AS slot, count(*)::int AS runs
           FROM pgboss.job WHERE name = 'once-a-period' GROUP BY 1 ORDER BY 1`,
        [periodSeconds],
      );
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.filter((row) => row.runs > 1)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
