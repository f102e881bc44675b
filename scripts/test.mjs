// `npm test`: everything a fresh machine can run — typecheck, lint, the API suite (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set) and, when Chromium is present, the browser tests.
// Ends with the names of the tests that failed, then one line "N passed, N failed" over all suites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
/** What failed, by name, repeated at the very end where a log's last lines show it. */
const failures = [];

function step(title, command, args, cwd = '.') {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: path.join(root, cwd), env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${title} failed.${result.error ? ` ${result.error.message}` : ''}`);
    failures.push(`${title}: exit ${result.status ?? result.error?.message}`);
    return false;
  }
  return true;
}

/** Runs vitest with a JSON report beside the normal output, and counts its tests. */
function vitest(title, cwd, extraArgs = []) {
  const report = path.join(os.tmpdir(), `farm-vitest-${process.pid}-${title.replace(/\W+/g, '-')}.json`);
  const ok = step(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    cwd,
  );
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
 * Runs one project of the browser tests (on a shop of its own, started by Playwright's webServer)
 * with a JSON report beside the list output, and counts them.
 */
function playwright(project) {
  const report = path.join(os.tmpdir(), `farm-playwright-${process.pid}-${project}.json`);
  env.PLAYWRIGHT_JSON_OUTPUT_FILE = report;
  const ok = step(
    `Browser tests (Chromium): ${project}`,
    'npx',
    ['playwright', 'test', `--project=${project}`, '--reporter=list,json'],
    'apps/web',
  );
  if (fs.existsSync(report)) {
    const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
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
function benchSmoke() {
  const output = path.join(os.tmpdir(), `farm-bench-smoke-${process.pid}`);
  if (process.env.TEST_DATABASE_URL && !process.env.BENCH_DATABASE_URL) {
    env.BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL;
  }
  // With Redis the PostgreSQL API runs as one process per core, as a shop on PostgreSQL would.
  if (process.env.TEST_REDIS_URL && !process.env.BENCH_REDIS_URL) {
    env.BENCH_REDIS_URL = process.env.TEST_REDIS_URL;
  }
  const ok = step('Benchmark smoke (npm run bench -- --smoke)', 'npm', [
    'run',
    'bench',
    '--',
    '--smoke',
    '--output',
    output,
  ]);
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

const results = [
  step('Typecheck', 'npm', ['run', 'typecheck', '--silent']),
  step('Lint', 'npm', ['run', 'lint', '--silent']),
  vitest('Web unit tests', 'apps/web'),
  vitest(
    process.env.TEST_DATABASE_URL ? 'API tests (PGlite and PostgreSQL)' : 'API tests (PGlite)',
    'apps/api',
  ),
];
if (!results[0]) failed += 1;
if (!results[1]) failed += 1;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eConfig = path.join(root, 'apps/web/playwright.config.ts');
if (fs.existsSync(e2eConfig)) {
  if (fs.existsSync(chromium)) {
    // Each project on a fresh shop, one after another: a failure in one skips nothing in the next.
    for (const project of ['desktop', 'mobile', 'admin', 'xss']) results.push(playwright(project));
  } else {
    console.log(`\nBrowser tests skipped: no Chromium at ${chromium} (set CHROMIUM_PATH).`);
  }
}

results.push(benchSmoke());

if (failures.length > 0) {
  console.log('\nWhat failed:');
  // ANSI colours out, one line each, so that a log's tail names every failure.
  for (const failure of failures) console.log(`  - ${stripVTControlCharacters(failure).slice(0, 300)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every(Boolean) && failed === 0 ? 0 : 1);
