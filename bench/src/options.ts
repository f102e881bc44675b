import os from 'node:os';
import { parseArgs } from 'node:util';

export type Options = {
  products: number;
  /** Measured seconds per scenario, after `warmup` seconds that are not measured. */
  duration: number;
  warmup: number;
  connections: number;
  /** Scenario ids to run (all when empty). */
  only: string[];
  storefront: boolean;
  /** Lighthouse runs per page (the median is reported). */
  lighthouseRuns: number;
  /** Storefront pages to measure, by name (all when empty). */
  pages: string[];
  /** Generate the PGlite catalogue again even when a cached copy exists. */
  fresh: boolean;
  /** PostgreSQL server whose scratch databases the PostgreSQL scenarios use. */
  postgresUrl: string | undefined;
  /** Redis for the API processes' shared limits: with it, the PostgreSQL API runs `apiProcesses` processes. */
  redisUrl: string | undefined;
  /** API processes on PostgreSQL (PGlite lives in one process). */
  apiProcesses: number;
  smoke: boolean;
  /** Households in the subscription day (10,000; 50 with --smoke). */
  subscriptions: number;
  /** Where the table goes (bench/results/latest.md and .json by default). */
  output: string | undefined;
};

const HELP = `npm run bench -- [options]
  --products N        catalogue size (default 100000)
  --duration S        measured seconds per scenario (default 5)
  --warmup S          unmeasured seconds before each (default 1)
  --connections C     concurrent connections (default 10)
  --only a,b          only these scenario ids (e.g. list,search-typo,checkout,subscriptions,scale-out,storefront)
  --no-storefront     skip the Lighthouse and first-load JS part
  --lighthouse-runs N Lighthouse runs per page, median reported (default 3)
  --pages a,b         only these storefront pages (e.g. home,listing,product; "home (தமிழ்)" for Tamil)
  --fresh             generate the embedded catalogue again instead of reusing the cached copy
  --subscriptions N   households in the subscription day (default 10000; 50 with --smoke)
  --smoke             tiny catalogue, one second per scenario, no warm-up, one Lighthouse run (CI)
  --output PATH       write PATH.md and PATH.json instead of bench/results/latest.*
  --api-processes N   API processes on PostgreSQL (default: one per core with BENCH_REDIS_URL, else 1)
Environment: BENCH_DATABASE_URL=postgres://... adds the PostgreSQL rows, the checkout, the subscription day and
one API process against two process groups (scale-out); BENCH_DATABASE_PREFIX names its scratch databases
(farm_bench_ by default); BENCH_REDIS_URL=redis://... lets the PostgreSQL API run as several processes
(API_PROCESSES needs Redis) and the two groups share it.`;

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      'no-storefront': { type: 'boolean' },
      'lighthouse-runs': { type: 'string' },
      pages: { type: 'string' },
      fresh: { type: 'boolean' },
      smoke: { type: 'boolean' },
      subscriptions: { type: 'string' },
      output: { type: 'string' },
      'api-processes': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const smoke = values.smoke ?? false;
  const redisUrl = process.env.BENCH_REDIS_URL || undefined;
  const number = (value: string | undefined, fallback: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`not a positive number: ${value}\n\n${HELP}`);
    return n;
  };
  return {
    products: Math.floor(number(values.products, smoke ? 500 : 100_000)),
    duration: number(values.duration, smoke ? 1 : 5),
    // The smoke only checks that every scenario runs and answers; it measures nothing worth warming.
    warmup: values.warmup === undefined && smoke ? 0 : number(values.warmup, 1),
    connections: Math.floor(number(values.connections, 10)),
    only: values.only ? values.only.split(',').map((s) => s.trim()) : [],
    storefront: !values['no-storefront'],
    lighthouseRuns: Math.floor(number(values['lighthouse-runs'], smoke ? 1 : 3)),
    pages: values.pages ? values.pages.split(',').map((s) => s.trim()) : [],
    fresh: values.fresh ?? false,
    postgresUrl: process.env.BENCH_DATABASE_URL || undefined,
    redisUrl,
    apiProcesses: redisUrl ? Math.floor(number(values['api-processes'], os.availableParallelism())) : 1,
    smoke,
    subscriptions: Math.floor(number(values.subscriptions, smoke ? 50 : 10_000)),
    output: values.output,
  };
}

export function wanted(options: Options, id: string): boolean {
  return options.only.length === 0 || options.only.includes(id);
}
