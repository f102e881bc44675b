// Issue 35's bench line: what a second machine adds. The same catalogue reads and checkout, driven
// from one load process, against one API process and against two process groups started as two
// machines would run them (own port and DATA_DIR, one PostgreSQL and Redis), with the CPU each
// side spent, so that the report can say where the cores went.
import os from 'node:os';
import type { Prepared } from '../catalogue/prepare.js';
import { reopen } from '../database.js';
import { machineBusyMs } from '../load/cpu.js';
import type { CpuWatch } from '../load/drive.js';
import { measureLoad } from '../load/measure.js';
import type { LoadResult } from '../load/types.js';
import type { Options } from '../options.js';
import { catalogueScenarios } from '../scenarios/catalogue.js';
import { auditStock, restockScarce, type StockAudit, snapshotStock } from '../scenarios/checkout.js';
import { checkoutRequests, signInShoppers } from '../scenarios/customer.js';
import { type Groups, startGroups } from './groups.js';
import { watchPostgres } from './postgres-cpu.js';

export const SCALE_OUT_ID = 'scale-out';

/** The catalogue reads measured: the listing's page and a product page's two reads. */
const READS = ['list', 'by-code', 'details'] as const;

export type LayoutId = 'one-process' | 'two-groups';

/** The two ways the load is sent: to the first group alone, or spread over both. */
export const LAYOUTS: Record<LayoutId, string> = {
  'one-process': 'one API process',
  'two-groups': 'two groups (one process each)',
};

export type ScaleOutMeasure = {
  id: (typeof READS)[number] | 'checkout';
  title: string;
  layout: LayoutId;
  /** 1, 2…: each round measures both layouts, in turn (one, two; then two, one). */
  round: number;
  result: LoadResult;
  rssMb: number;
  /** The checkout's: stock and slots after orders placed (through both groups at once, for two). */
  audit?: StockAudit | undefined;
};

export type ScaleOutRun = {
  /** In the order measured. */
  measures: ScaleOutMeasure[];
  rounds: number;
  /** Whether the groups shared a Redis (BENCH_REDIS_URL); without it each counts its own limits. */
  redis: boolean;
  cores: number;
  /** Seconds the two groups took to start, one after the other. */
  startSeconds: number;
  seconds: number;
};

/**
 * On PostgreSQL, after the main run (its API stopped): two groups started as two machines would run
 * them, the shoppers signed in through the first (the tokens serve at both: the signing secret is in
 * the database), then each read and a cash checkout, sent to the first group alone ("one API
 * process") and spread over both, in rounds that swap the order (one, two; two, one) so that other
 * work on the machine falls on both alike. With one process measured the second group idles (its
 * timers' CPU is shown beside the first's). Each measure has the CPU of the groups, PostgreSQL, the
 * load process and the whole machine over its measured seconds. The smoke measures the list and the
 * checkout in one round.
 */
export async function runScaleOut(
  prepared: Prepared,
  options: Options,
  serverJs: string,
  log: (line: string) => void,
): Promise<ScaleOutRun> {
  const { target } = prepared;
  if (target.kind !== 'postgres') throw new Error('the scale-out section runs on PostgreSQL');
  const started = performance.now();
  const fixture = {
    ...prepared.fixture,
    shoppers: prepared.fixture.shoppers.slice(0, options.smoke ? 4 : 20),
  };
  const reads = catalogueScenarios(fixture, false).filter((s) =>
    (options.smoke ? ['list'] : (READS as readonly string[])).includes(s.id),
  );
  const rounds = options.smoke ? 1 : 2;
  log('  scale-out: starting two API groups...');
  const groups = await startGroups(
    serverJs,
    target,
    { groups: 2, processes: 1 },
    {
      redisUrl: options.redisUrl,
      smoke: options.smoke,
    },
  );
  const startSeconds = (performance.now() - started) / 1000;
  const postgres = await watchPostgres(target.url);
  const database = await reopen(target);
  const measures: ScaleOutMeasure[] = [];
  try {
    const tokens = await signInShoppers(fixture, async (path, init) => {
      const res = await fetch(`${groups.url}${path}`, init);
      return { status: res.status, body: await res.text() };
    });
    const watches = watchesOf(groups, postgres);
    const sendTo = (layout: LayoutId): Groups =>
      layout === 'two-groups' ? groups : { ...groups, urls: [groups.url] };
    let checkouts = 0;
    for (let round = 1; round <= rounds; round++) {
      const order: LayoutId[] = round % 2 ? ['one-process', 'two-groups'] : ['two-groups', 'one-process'];
      for (const read of reads) {
        for (const layout of order) {
          const { result, rssMb } = await measureLoad(sendTo(layout), read, options, watches);
          measures.push({
            id: read.id as ScaleOutMeasure['id'],
            title: read.title,
            layout,
            round,
            result,
            rssMb,
          });
        }
      }
      for (const layout of order) {
        // Each checkout sells the scarce product out afresh and fills a small slot of a day of its own.
        await restockScarce(database.db, fixture);
        const before = await snapshotStock(database.db, fixture);
        const requests = checkoutRequests(fixture, tokens, 'COD', 4 + checkouts++);
        const { result, rssMb } = await measureLoad(sendTo(layout), { requests }, options, watches);
        const audit = await auditStock(database.db, fixture, before);
        measures.push({ id: 'checkout', title: 'checkout (orders/s)', layout, round, result, rssMb, audit });
      }
      log(
        `  scale-out, round ${round}: ${measures
          .filter((m) => m.round === round)
          .map((m) => `${m.id} ${m.layout === 'one-process' ? 'one' : 'two'} ${Math.round(rateOf(m))}/s`)
          .join(', ')}`,
      );
    }
  } finally {
    await groups.stop();
    await database.close();
    await postgres.stop();
  }
  return {
    measures,
    rounds,
    redis: Boolean(options.redisUrl),
    cores: os.availableParallelism(),
    startSeconds,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The CPU read over each measured part: every group's API, PostgreSQL's processes and the whole machine. */
function watchesOf(groups: Groups, postgres: CpuWatch): Record<string, CpuWatch> {
  const apis = Object.fromEntries(groups.groups.map((g, i) => [`api-${i + 1}`, { cpuMs: () => g.cpuMs() }]));
  return { ...apis, postgres, machine: { cpuMs: machineBusyMs } };
}

/** Requests a second, or for the checkout orders placed a second. */
export function rateOf(measure: ScaleOutMeasure): number {
  const { result } = measure;
  if (measure.id !== 'checkout') return result.rps;
  return result.seconds > 0 ? (result.statuses['201'] ?? 0) / result.seconds : 0;
}
