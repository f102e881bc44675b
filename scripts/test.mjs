// `npm test`: everything a fresh machine can run — typecheck, lint, the API suite (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set) and, when Chromium is present, the browser tests.
// Ends with how long each step took and the slowest test files, then the names of the tests that
// failed, then one line "N passed, N failed" over all suites.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { busyShare, cpuSnapshot } from './test/cpu-use.mjs';
import { durationLines, playwrightFileDurations, vitestFileDurations } from './test/durations.mjs';
import { runCommand } from './test/run-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const startedAt = Date.now();
const cpuAtStart = cpuSnapshot();
const fileTimesReporter = path.join(root, 'scripts/test/vitest-file-times.mjs');
let passed = 0;
let failed = 0;
/** What failed, by name, repeated at the very end where a log's last lines show it. */
const failures = [];
/** Each step's title and duration, and each test run's files with theirs. */
const stepTimes = [];
const slowFiles = [];

async function step(title, command, args, { cwd = '.', stepEnv = env, prefix = '' } = {}) {
  console.log(`\n=== ${title} ===`);
  const cpuBefore = cpuSnapshot();
  const { status, error, ms } = await runCommand(command, args, {
    cwd: path.join(root, cwd),
    env: stepEnv,
    prefix,
  });
  stepTimes.push({ title, ms, cpu: busyShare(cpuBefore, cpuSnapshot()) });
  if (status !== 0) {
    console.error(`\n${title} failed.${error ? ` ${error.message}` : ''}`);
    failures.push(`${title}: exit ${status ?? error?.message}`);
    return false;
  }
  return true;
}

/** Runs vitest with a JSON report beside the normal output, and counts its tests. */
async function vitest(title, cwd, extraArgs = [], { prefix = '' } = {}) {
  const report = path.join(os.tmpdir(), `farm-vitest-${process.pid}-${title.replace(/\W+/g, '-')}.json`);
  const times = report.replace(/\.json$/, '-file-times.json');
  const reporters = ['--reporter=default', '--reporter=json', `--reporter=${fileTimesReporter}`];
  const ok = await step(
    title,
    'npx',
    ['vitest', 'run', ...reporters, `--outputFile.json=${report}`, ...extraArgs],
    {
      cwd,
      prefix,
      stepEnv: { ...env, FARM_VITEST_FILE_TIMES: times },
    },
  );
  if (fs.existsSync(times)) {
    slowFiles.push({ title, files: vitestFileDurations(JSON.parse(fs.readFileSync(times, 'utf8')), root) });
    fs.rmSync(times);
  }
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += json.numFailedTests ?? 0;
    for (const file of json.testResults ?? []) {
      const where = path.relative(root, file.name);
      if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
        failures.push(`${where}: ${String(file.message ?? '').split('\n')[0]}`);
      }
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        failures.push(`${where} › ${test.fullName}: ${why}`);
      }
    }
    // A suite that failed to load counts as a failure even though no test failed.
    if (!ok && !json.numFailedTests) failed += 1;
    fs.rmSync(report);
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

/**
 * Runs one project of the browser tests (on a shop of its own, started by Playwright's webServer
 * on the ports given) with a JSON report beside the list output, and counts them.
 */
async function playwright(project, { port, apiPort, prefix }) {
  const report = path.join(os.tmpdir(), `farm-playwright-${process.pid}-${project}.json`);
  const stepEnv = {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
    E2E_PORT: String(port),
    E2E_API_PORT: String(apiPort),
  };
  const title = `Browser tests (Chromium): ${project}`;
  const args = ['playwright', 'test', `--project=${project}`, '--reporter=list,json', ...e2eFilters];
  const ok = await step(title, 'npx', args, { cwd: 'apps/web', stepEnv, prefix });
  if (fs.existsSync(report)) {
    const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
    slowFiles.push({ title, files: playwrightFileDurations(suites ?? []) });
    for (const failure of playwrightFailures(suites ?? [])) failures.push(`${project}: ${failure}`);
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
    if (!ok && !stats?.unexpected) failed += 1;
    fs.rmSync(report);
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

/** The titles of the tests in a Playwright JSON report that did not end as expected. */
function playwrightFailures(suites, trail = []) {
  const found = [];
  for (const suite of suites) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        found.push(`${[...here, spec.title].join(' › ')}: ${error.split('\n')[0]}`);
      }
    }
    found.push(...playwrightFailures(suite.suites ?? [], here));
  }
  return found;
}

/**
 * A short run of `npm run bench` (tiny catalogue, one second per scenario, one Lighthouse run
 * per page), so that the harness cannot rot. No timing is judged: each scenario counts as passed
 * when it answered without errors and its own checks held (search finds its product, no oversold
 * stock, every page measured).
 */
async function benchSmoke({ prefix = '' } = {}) {
  const output = path.join(os.tmpdir(), `farm-bench-smoke-${process.pid}`);
  if (process.env.TEST_DATABASE_URL && !process.env.BENCH_DATABASE_URL) {
    env.BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL;
  }
  // With Redis the PostgreSQL API runs as one process per core, as a shop on PostgreSQL would.
  if (process.env.TEST_REDIS_URL && !process.env.BENCH_REDIS_URL) {
    env.BENCH_REDIS_URL = process.env.TEST_REDIS_URL;
  }
  const ok = await step(
    'Benchmark smoke (npm run bench -- --smoke)',
    'npm',
    ['run', 'bench', '--', '--smoke', '--output', output],
    { prefix },
  );
  const report = `${output}.json`;
  if (fs.existsSync(report)) {
    const { smoke } = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += smoke?.passed ?? 0;
    failed += smoke?.failed ?? 0;
    for (const failure of smoke?.failures ?? []) {
      console.error(`  smoke: ${failure}`);
      failures.push(`bench smoke: ${failure}`);
    }
    if (!ok && !smoke?.failed) failed += 1;
    fs.rmSync(report);
    fs.rmSync(`${output}.md`, { force: true });
  } else if (!ok) {
    failed += 1;
  }
  return ok;
}

/**
 * The shop on two machines behind nginx (issue 35: apps/api/src/test/machines), on the build the
 * browser tests use. It needs PostgreSQL, Redis and Debian's nginx, which CI installs.
 */
const nginxInstalled = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p));
const canRunMachines = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && nginxInstalled);

function twoMachines({ prefix = '' } = {}) {
  return vitest('Two machines behind nginx', 'apps/api', ['--config', 'vitest.machines.config.ts'], {
    prefix,
  });
}

/**
 * The browser projects, each on a fresh shop of its own (own ports, own DATA_DIR), E2E_LANES of
 * them at a time (2 by default; 1 runs them one after another). The shop is built once first, so
 * that no two shops build at the same time. A failure in one project skips nothing in the others.
 */
async function browserTests({ withBench, withMachines }) {
  const build = ['scripts/start.mjs', '--build-only'];
  if (!(await step('Build the shop for the browser tests (once, when stale)', process.execPath, build))) {
    failed += 1;
    console.log('\nBrowser tests not run: the build failed.');
    return [false];
  }
  // Longest first, so that the short ones fill the other lane, and the bench smoke as one more
  // job of a lane rather than a step after them (it serves the same build). In CI's run of 30 Nov
  // desktop took 16 min, admin 13, xss 4.6, mobile 2.8 and the smoke 4 alone: desktop's lane then
  // takes the smoke and admin's xss and mobile (about 20 min for both, against 18.8 + 4 after).
  const projects = (process.env.E2E_PROJECTS ?? 'desktop,admin,xss,mobile').split(',');
  const queue = [...projects];
  if (withBench) queue.splice(Math.min(3, queue.length), 0, 'bench');
  if (withMachines) queue.splice(Math.min(4, queue.length), 0, 'machines');
  const lanes = Math.max(1, Math.min(queue.length, Number(process.env.E2E_LANES ?? 2)));
  const basePort = Number(process.env.E2E_PORT ?? 3300);
  const baseApiPort = Number(process.env.E2E_API_PORT ?? 4300);
  const results = [];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const prefix = lanes > 1 ? `[${job}] ` : '';
      if (job === 'bench') {
        benchDone = true;
        results.push(await benchSmoke({ prefix }));
        continue;
      }
      if (job === 'machines') {
        results.push(await twoMachines({ prefix }));
        continue;
      }
      // Ports of its own per project, not per lane: a run empties the results folder of its port
      // (playwright.config.ts), and the next project of a lane would delete the last one's traces.
      const index = projects.indexOf(job);
      const ports = { port: basePort + index, apiPort: baseApiPort + index, prefix };
      results.push(await playwright(job, ports));
    }
  };
  await Promise.all(Array.from({ length: lanes }, () => lane()));
  return results;
}

/**
 * `npm test -- --only=web,browser` runs some steps alone (typecheck, lint, web, api, browser, bench,
 * machines; the last runs in the browser lanes, so with browser),
 * E2E_PROJECTS=admin,xss some browser projects, and what follows a second `--` goes to Playwright
 * (`npm test -- --only=browser -- e2e/cart.spec.ts`): for measuring and trying a step by hand.
 */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const e2eFilters = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const wanted = (name) => !only || only.includes(name);
const results = [];
/**
 * The static checks, as many at a time as the machine has cores: each workspace's typecheck is one
 * single-threaded tsc (web 60 s, api 49, bench 39, contract 13 of CPU on this machine, 30 Nov), so
 * one after another they left a core idle for three minutes. Longest first.
 */
const checks = [];
if (wanted('typecheck')) {
  for (const workspace of ['apps/web', 'apps/api', 'bench', 'packages/contract']) {
    checks.push([`Typecheck ${workspace}`, 'npm', ['run', 'typecheck', '-w', workspace, '--silent']]);
  }
}
if (wanted('lint')) checks.push(['Lint', 'npm', ['run', 'lint', '--silent']]);
const checkLanes = Math.min(checks.length, os.availableParallelism());
const checksDone = await Promise.all(
  Array.from({ length: checkLanes }, async () => {
    const done = [];
    for (let check = checks.shift(); check; check = checks.shift()) {
      const [title, command, args] = check;
      done.push(await step(title, command, args, { prefix: checkLanes > 1 ? `[${title}] ` : '' }));
    }
    return done;
  }),
);
for (const ok of checksDone.flat()) {
  results.push(ok);
  if (!ok) failed += 1;
}
if (wanted('web')) results.push(await vitest('Web unit tests', 'apps/web'));
if (wanted('api')) {
  const title = process.env.TEST_DATABASE_URL ? 'API tests (PGlite and PostgreSQL)' : 'API tests (PGlite)';
  results.push(await vitest(title, 'apps/api'));
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Whether the bench smoke ran as one of the browser lanes' jobs. */
let benchDone = false;
const e2eConfig = path.join(root, 'apps/web/playwright.config.ts');
if (wanted('browser') && fs.existsSync(e2eConfig)) {
  if (fs.existsSync(chromium)) {
    results.push(
      ...(await browserTests({
        withBench: wanted('bench'),
        withMachines: wanted('machines') && (canRunMachines || Boolean(process.env.CI)),
      })),
    );
    if (wanted('machines') && !canRunMachines) {
      console.log(
        '\nTwo machines behind nginx skipped: it needs TEST_DATABASE_URL, TEST_REDIS_URL and nginx.',
      );
    }
  } else console.log(`\nBrowser tests skipped: no Chromium at ${chromium} (set CHROMIUM_PATH).`);
}

if (wanted('bench') && !benchDone) results.push(await benchSmoke());

const whole = { ms: Date.now() - startedAt, cpu: busyShare(cpuAtStart, cpuSnapshot()) };
for (const line of durationLines(stepTimes, slowFiles, whole)) console.log(line);
if (failures.length > 0) {
  console.log('\nWhat failed:');
  // ANSI colours out, one line each, so that a log's tail names every failure.
  for (const failure of failures) console.log(`  - ${stripVTControlCharacters(failure).slice(0, 300)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every(Boolean) && failed === 0 ? 0 : 1);
