// `npm run bench`: builds the API, generates a large shop, drives the API from a separate load
// process scenario by scenario, measures the storefront, and writes bench/results/latest.md + .json.
// bench/README.md explains the scenarios, the goals and what each performance change bought.
import os from 'node:os';
import path from 'node:path';
import { buildApi } from './src/api/build.js';
import { type Prepared, preparePglite, preparePostgres } from './src/catalogue/prepare.js';
import { parseOptions, wanted } from './src/options.js';
import { benchRoot } from './src/paths.js';
import { scaleOutRows } from './src/report/scale-out-table.js';
import { smokeOf } from './src/report/smoke.js';
import { apiRows } from './src/report/table.js';
import { machine, type Report, toMarkdown, writeReport } from './src/report/write.js';
import { type DatabaseRun, runDatabase } from './src/run-database.js';
import { runScaleOut, SCALE_OUT_ID, type ScaleOutRun } from './src/scale-out/run.js';
import { measureStorefront } from './src/storefront/measure.js';
import type { StorefrontResult } from './src/storefront/types.js';

const MEMORY_LIMIT_MB = 250;
const options = parseOptions(process.argv.slice(2));
const started = Date.now();
const loadBefore = os.loadavg();
const log = (line: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);

log('Building the API (production bundle)...');
const serverJs = await buildApi();

const runs: DatabaseRun[] = [];
let storefront: StorefrontResult | undefined;
let scaleOut: ScaleOutRun | undefined;
const wantsStorefront = options.storefront && wanted(options, 'storefront');

const embedded = await preparePglite(options.products, options.fresh, log);
log(
  `Embedded shop ready (${embedded.cached ? 'cached copy' : 'generated'}, ${Math.round(embedded.generatedIn / 1000)} s).`,
);
runs.push(
  await runDatabase(embedded, options, serverJs, log, async (api) => {
    // The storefront reads the embedded shop's API: 100,000 products behind every page.
    if (wantsStorefront) storefront = await measureStorefront(api.url, embedded.fixture, options, log);
  }),
);

if (options.postgresUrl) {
  const server: Prepared = await preparePostgres(options.postgresUrl, options.products, log);
  try {
    runs.push(await runDatabase(server, options, serverJs, log));
    // After the main run, its API stopped: one API process, then two groups as two machines.
    if (wanted(options, SCALE_OUT_ID)) {
      log('One machine or two (scale-out), on PostgreSQL...');
      scaleOut = await runScaleOut(server, options, serverJs, log);
    }
  } finally {
    if (server.target.kind === 'postgres') await server.target.drop();
  }
} else {
  log('BENCH_DATABASE_URL is not set: no PostgreSQL rows and no checkout.');
}

const rows = runs.flatMap((run) => apiRows(run, MEMORY_LIMIT_MB));
const report: Report = {
  startedAt: new Date(started).toISOString(),
  seconds: (Date.now() - started) / 1000,
  machine: machine(loadBefore),
  options: { ...withoutUrl(options), postgres: postgresLink(options.postgresUrl) },
  rows,
  databases: runs.map(({ runs: _runs, ...rest }) => rest),
  storefront,
  scaleOut,
  smoke: smokeOf([...rows, ...scaleOutRows(scaleOut)], storefront),
};
function withoutUrl({ postgresUrl: _url, ...rest }: typeof options) {
  return rest;
}

/** How the API reached PostgreSQL: a host that is a folder (`%2Fvar%2Frun%2Fpostgresql`) is its Unix socket. */
function postgresLink(url: string | undefined): 'tcp' | 'socket' | false {
  if (!url) return false;
  return decodeURIComponent(new URL(url).hostname).startsWith('/') ? 'socket' : 'tcp';
}

const output = options.output ?? path.join(benchRoot, 'results', 'latest');
writeReport(report, output);
console.log(`\n${toMarkdown(report)}`);
log(`Wrote ${path.relative(process.cwd(), output)}.md and .json`);
if (options.smoke && report.smoke.failed) {
  console.error(`Smoke: ${report.smoke.failed} failed\n${report.smoke.failures.join('\n')}`);
  process.exit(1);
}
