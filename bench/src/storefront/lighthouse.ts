import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type MainThread, mainThreadOf, type Weight, weightOf } from './lighthouse-details.js';
import { median } from './pages.js';

/**
 * The reference phone: Lighthouse's `benchmarkIndex` of 400, the mobile preset's 4× slowdown on this
 * machine kind's slower CPU (median index ~1,600 in quiet runs, issue 36). A page's runs are scored
 * with a slowdown of (their median index ÷ 400), so a faster or slower CPU gives the same verdict.
 */
export const REFERENCE_INDEX = 400;

/**
 * Lighthouse's own mobile preset: 4× CPU slowdown, whatever the machine. Issue 33 asks for the
 * Tamil pages at "Lighthouse mobile ≥ 95": each run is also scored so, beside the reference phone.
 */
export const PRESET_SLOWDOWN = 4;

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  serverResponse: number;
  /** Lighthouse's measure of the machine's CPU, taken by the run just before it loaded the page. */
  benchmarkIndex: number;
  /** The CPU slowdown the run was scored under: the median index of the page's runs ÷ REFERENCE_INDEX. */
  slowdown: number;
  /** The same load scored under Lighthouse's mobile preset (PRESET_SLOWDOWN), as Lighthouse alone scores it. */
  preset: { performance: number; tbt: number };
  mainThread: MainThread;
  weight: Weight;
  /** Failed audits of the non-performance categories, to say why a score is below 100. */
  failing: string[];
  /** Why performance is what it is: the metrics behind the score and the largest savings Lighthouse sees. */
  performanceNote: string;
};

const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Tries for one run: Lighthouse sometimes loses a page's trace on a busy machine (NO_NAVSTART). */
const TRIES = 3;

/** What every scored run audits. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One load of the page, kept as Lighthouse gathered it, with the index measured just before it. */
type Gathered = { dir: string; index: number };

/**
 * `runs` scored Lighthouse runs of one page (mobile preset, simulated slow 4G), each in a fresh
 * Chromium, all under one CPU slowdown: the median of the runs' indexes ÷ REFERENCE_INDEX.
 *
 * Each run first only loads the page (`gatherMode`: trace, network log, and the `benchmarkIndex`
 * Lighthouse measured just before the load); once every run has loaded, each is scored (`auditMode`)
 * under the slowdown. The slowdown only scales the simulation (throttlingMethod "simulate": the page
 * itself loads unthrottled), so it can be chosen after the loads. One index is a second's sample: on
 * a quiet machine the same page's three runs measured 1,066, 1,297 and 1,702 while their work took
 * about the same time (377–425 ms of long tasks unscaled), so scoring each run under its own index
 * gave TBT 167 and 723 ms for the same page (30 Nov, evening); their median judges the machine, not one
 * sample. A run Lighthouse could not measure (its `runtimeError`: the trace lost, not a slow page)
 * is loaded again, at most twice; the note says so. `keepReport(run)` names where each scored run's
 * full report goes. Each run is scored a second time under Lighthouse's own mobile preset
 * (PRESET_SLOWDOWN), for the figure Lighthouse alone would give on this machine.
 */
export async function runLighthouse(
  url: string,
  runs: number,
  keepReport?: (run: number) => string,
): Promise<LighthouseRun[]> {
  const gathered: Gathered[] = [];
  try {
    for (let i = 0; i < runs; i++) gathered.push(await gather(url));
    const index = median(gathered.map((g) => g.index)) ?? REFERENCE_INDEX;
    const slowdown = Math.round((index / REFERENCE_INDEX) * 100) / 100;
    const scored: LighthouseRun[] = [];
    // The loads made for the runs; a run loaded again (below) is added to `gathered` for clean-up only.
    for (const [i, first] of gathered.slice(0, runs).entries()) {
      const lost: string[] = [];
      let load = first;
      let run = await score(url, load, slowdown, keepReport?.(i + 1));
      for (let tryNumber = 2; run.runtimeError && tryNumber <= TRIES; tryNumber++) {
        lost.push(run.runtimeError);
        load = await gather(url);
        gathered.push(load);
        run = await score(url, load, slowdown, keepReport?.(i + 1));
      }
      const retried = lost.length ? `measured on try ${lost.length + 1} (before: ${lost.join(', ')}); ` : '';
      const asPreset = (await score(url, load, PRESET_SLOWDOWN, undefined)).result;
      scored.push({
        ...run.result,
        preset: { performance: asPreset.performance, tbt: asPreset.tbt },
        performanceNote: `${retried}${run.result.performanceNote}`,
      });
    }
    return scored;
  } finally {
    for (const { dir } of gathered) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Loads the page once in a fresh Chromium and keeps what Lighthouse gathered in a directory of its own. */
async function gather(url: string): Promise<Gathered> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  try {
    await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      gatherMode: dir,
    });
    const artifacts = JSON.parse(fs.readFileSync(path.join(dir, 'artifacts.json'), 'utf8')) as {
      BenchmarkIndex?: number;
    };
    if (!artifacts.BenchmarkIndex) throw new Error('Lighthouse gathered no benchmarkIndex');
    return { dir, index: artifacts.BenchmarkIndex };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    chrome.kill();
  }
}

/** Scores one gathered load under `slowdown`, with its own index kept beside it for the log. */
async function score(
  url: string,
  { dir, index }: Gathered,
  slowdown: number,
  keepReport: string | undefined,
): Promise<{ result: Omit<LighthouseRun, 'preset'>; runtimeError: string | undefined }> {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  // Lighthouse refuses to audit under other settings than it gathered with: the gathered copy says
  // the slowdown too (nothing in the gathering depended on it).
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(url, {
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    auditMode: dir,
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error('Lighthouse gave no result');
  if (keepReport) {
    fs.mkdirSync(path.dirname(keepReport), { recursive: true });
    fs.writeFileSync(keepReport, JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const categoryScore = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  const metric = (id: string) => audits[id]?.numericValue;
  const savings = Object.values(audits)
    .map((a) => ({ id: a.id, lcp: a.metricSavings?.LCP ?? 0, fcp: a.metricSavings?.FCP ?? 0 }))
    .filter((a) => a.lcp >= 100 || a.fcp >= 100)
    .sort((a, b) => b.lcp + b.fcp - (a.lcp + a.fcp))
    .slice(0, 3)
    .map((a) => `${a.id} (LCP −${Math.round(a.lcp)} ms, FCP −${Math.round(a.fcp)} ms)`);
  const error = result.lhr.runtimeError
    ? `Lighthouse could not measure: ${result.lhr.runtimeError.code}; `
    : '';
  const performanceNote =
    `${error}FCP ${seconds(metric('first-contentful-paint'))}, LCP ${seconds(metric('largest-contentful-paint'))}, ` +
    `TBT ${Math.round(metric('total-blocking-time') ?? 0)} ms, CLS ${(metric('cumulative-layout-shift') ?? 0).toFixed(2)}, ` +
    `speed index ${seconds(metric('speed-index'))}` +
    (savings.length ? `; largest savings: ${savings.join(', ')}` : '');
  const measured: Omit<LighthouseRun, 'preset'> = {
    performanceNote,
    performance: categoryScore('performance'),
    accessibility: categoryScore('accessibility'),
    bestPractices: categoryScore('best-practices'),
    seo: categoryScore('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    serverResponse: audits['server-response-time']?.numericValue ?? 0,
    benchmarkIndex: index,
    slowdown,
    mainThread: mainThreadOf(audits),
    weight: weightOf(audits),
    failing,
  };
  return { result: measured, runtimeError: result.lhr.runtimeError?.code };
}
