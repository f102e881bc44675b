// Tomorrow's milk for 10,000 households (issue 34's done-when): the API's own generation job turns a
// day of subscriptions into orders while shoppers read the product list, and the day is audited.
import pg from 'pg';
import type { ApiProcess } from '../api/process.js';
import { clientOf, signInStaff } from '../back-office/client.js';
import type { Fixture } from '../catalogue/generate.js';
import { measureLoad } from '../load/measure.js';
import type { LoadResult } from '../load/types.js';
import type { Options } from '../options.js';
import { catalogueScenarios } from '../scenarios/catalogue.js';
import { auditGeneration, type GenerationAudit, jobSpan, recordedDays } from './audit.js';
import { insertSubscriptions, makeSubscriptionArea, type SubscriptionSetup } from './setup.js';

export const SUBSCRIPTIONS_ID = 'subscriptions';

export type SubscriptionRun = {
  setup: SubscriptionSetup;
  /** Seconds from the set-up's commit until the job had recorded every subscription's day. */
  seconds: number;
  /** Seconds between the job's first and last record (its own work, without waiting for its period). */
  jobSeconds: number;
  /** Whether every day was recorded before the bench stopped waiting. */
  finished: boolean;
  audit: GenerationAudit;
  /** The storefront's product list under load meanwhile, in back-to-back windows. */
  windows: LoadResult[];
  setupSeconds: number;
};

/** The API's job runs every second in the bench (SUBSCRIPTION_GENERATION_SECONDS, api/process.ts). */
const POLL_MS = 250;

/**
 * On PostgreSQL: an own-delivery round closing at midnight before, `count` subscriptions for
 * tomorrow bulk-inserted with their wallets, then the wait for the API's generation job to record
 * every day while the product list is driven in windows of a few seconds; then the audit.
 */
export async function runSubscriptionDay(
  api: ApiProcess,
  databaseUrl: string,
  fixture: Fixture,
  options: Options,
  log: (line: string) => void,
): Promise<SubscriptionRun> {
  const count = options.subscriptions;
  const started = performance.now();
  const staff = clientOf(api.url, await signInStaff(api.url));
  const area = await makeSubscriptionArea(staff);
  const setup = await insertSubscriptions(databaseUrl, area, count, fixture.checkout.plenty);
  const committed = performance.now();
  const setupSeconds = (committed - started) / 1000;
  log(
    `  subscriptions: ${count} for ${setup.day} written in ${setupSeconds.toFixed(1)} s; waiting for the job`,
  );

  const list = catalogueScenarios(fixture, false).find((s) => s.id === 'list');
  if (!list) throw new Error('no list scenario');
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  try {
    let waiting = true;
    const wait = waitForDays(watcher, setup, options.smoke).finally(() => {
      waiting = false;
    });
    const windows: LoadResult[] = [];
    // Short windows, so that the last one ends soon after the job; the list's own row is the quiet figure.
    const window = { ...options, duration: Math.min(options.duration, 3) };
    while (waiting) {
      const { result } = await measureLoad(api, { requests: list.requests, warmup: 0 }, window);
      windows.push(result);
    }
    const finished = await wait;
    const seconds = (performance.now() - committed) / 1000;
    const jobSeconds = await jobSpan(watcher, setup);
    const audit = await auditGeneration(databaseUrl, setup);
    log(
      `  subscriptions: ${audit.generated + audit.notGenerated}/${count} days in ${seconds.toFixed(1)} s (job ${jobSeconds.toFixed(1)} s), list p99 ≤ ${Math.max(...windows.map((w) => w.p99)).toFixed(1)} ms`,
    );
    return { setup, seconds, jobSeconds, finished, audit, windows, setupSeconds };
  } finally {
    await watcher.end();
  }
}

/** Waits until every day is recorded; gives up when nothing new is recorded for a while. */
async function waitForDays(client: pg.Client, setup: SubscriptionSetup, smoke: boolean): Promise<boolean> {
  const stallMs = smoke ? 60_000 : 120_000;
  let last = -1;
  let lastChange = performance.now();
  for (;;) {
    const n = await recordedDays(client, setup);
    if (n >= setup.subscriptions) return true;
    if (n !== last) {
      last = n;
      lastChange = performance.now();
    } else if (performance.now() - lastChange > stallMs) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
