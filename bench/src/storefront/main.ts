// The storefront part of the bench, run by `measure.ts` under the shared Next.js lock: build (when
// stale), first-load JS per route, then the production web server in front of the bench's API,
// server response times and Lighthouse runs. Reads its job from argv[2], writes its answer to argv[3].
import fs from 'node:fs';
import path from 'node:path';
import { workDir } from '../paths.js';
import { ensureWebBuild, firstLoadJsKb } from './build.js';
import { floorJsKb as measureFloor, startFloor } from './floor.js';
import { measureFreshness } from './freshness.js';
import { type LighthouseRun, runLighthouse } from './lighthouse.js';
import { judgePage, median, type PageJob } from './pages.js';
import type { PageMeasure, StorefrontResult } from './types.js';
import { startWeb, timeToFirstByte } from './web-server.js';

type Job = {
  apiUrl: string;
  pages: PageJob[];
  runs: number;
  queuedAt: number;
  /** Score the floor's empty page as the reference phone too (not in the smoke). */
  scoreFloor: boolean;
  freshness: { productCode: string; changes: number };
};

/** Each scored run's full Lighthouse report (audits, timings) for a closer look: bench/.work/lighthouse/. */
const reportFile = (page: string, run: number) =>
  path.join(
    workDir,
    'lighthouse',
    `${page.replace(' (தமிழ்)', '-ta').replace(/[^a-z0-9]+/gi, '-')}-${run}.json`,
  );

const job = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Job;
const log = (line: string) => console.log(`[bench storefront] ${line}`);
const notes: string[] = [];
const waited = Math.round((Date.now() - job.queuedAt) / 1000);
if (waited > 5) notes.push(`waited ${waited} s for the shared Next.js lock (other builds and browser tests)`);

notes.push(`web build: ${ensureWebBuild(log)}`);
const floorJsKb = measureFloor(log);
const floorPhone = job.scoreFloor && floorJsKb !== null ? await scoreFloor() : null;

/** The run whose performance is the median: its breakdown, bytes by kind and note stand for the page. */
function medianRun(runs: LighthouseRun[]): LighthouseRun | undefined {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
}

/** What a page's Lighthouse runs say: their medians, and the median run's breakdown and bytes by kind. */
function lighthouseFigures(runs: LighthouseRun[]) {
  const middle = medianRun(runs);
  return {
    runs: runs.length,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    seo: median(runs.map((r) => r.seo)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    slowdown: median(runs.map((r) => r.slowdown)),
    presetPerformance: median(runs.map((r) => r.preset.performance)),
    presetTbt: median(runs.map((r) => r.preset.tbt)),
    requests: median(runs.map((r) => r.weight.requests)),
    kib: median(runs.map((r) => r.weight.kib)),
    mainThread: middle?.mainThread ?? null,
    weight: middle?.weight ?? null,
    serverResponse: median(runs.map((r) => r.serverResponse)),
  };
}

/** The floor's empty page as the reference phone: the framework's own TBT and main-thread time. */
async function scoreFloor(): Promise<PageMeasure | null> {
  const floor = await startFloor();
  try {
    log(`Lighthouse floor (empty page), ${job.runs} runs`);
    const runs = await runLighthouse(floor.url, job.runs, (run) => reportFile('floor', run));
    for (const [i, run] of runs.entries())
      log(
        `  run ${i + 1}: benchmarkIndex ${Math.round(run.benchmarkIndex)}, scored under ${run.slowdown}×: TBT ${Math.round(run.tbt)} ms`,
      );
    // No goals: it is the framework's share, the pages' yardstick.
    return {
      page: 'floor (empty page)',
      path: '/',
      ...lighthouseFigures(runs),
      coldTtfb: null,
      ttfb: null,
      firstLoadJsKb: floorJsKb,
      goals: [],
    };
  } catch (error) {
    notes.push(`floor as the reference phone: not measured (${(error as Error).message})`);
    return null;
  } finally {
    floor.stop();
  }
}
const web = await startWeb(job.apiUrl);
const pages: PageMeasure[] = [];
let freshness: StorefrontResult['freshness'];
try {
  for (const page of job.pages) {
    const url = `${web.url}${page.path}`;
    const cold = await timeToFirstByte(url);
    const warm = [];
    for (let i = 0; i < 5; i++) warm.push(await timeToFirstByte(url));
    log(`Lighthouse ${page.page}, ${job.runs} runs`);
    const runs = await runLighthouse(url, job.runs, (run) => reportFile(page.page, run));
    for (const [i, run] of runs.entries())
      log(
        `  run ${i + 1}: benchmarkIndex ${Math.round(run.benchmarkIndex)}, scored under ${run.slowdown}× (the runs' median): ` +
          `performance ${run.performance}, TBT ${Math.round(run.tbt)} ms, ${run.weight.requests} requests, ${run.weight.kib} KiB; ` +
          `Lighthouse's mobile preset (4×): performance ${run.preset.performance}, TBT ${Math.round(run.preset.tbt)} ms`,
      );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) notes.push(`${page.page}: ${failing.join(', ')}`);
    const middle = medianRun(runs);
    if (middle)
      notes.push(
        `${page.page}, performance ${middle.performance} (the median run): ${middle.performanceNote}`,
      );
    pages.push(
      judgePage(
        page,
        {
          ...lighthouseFigures(runs),
          coldTtfb: cold,
          ttfb: median(warm),
          firstLoadJsKb: firstLoadJsKb(page.route),
        },
        floorJsKb,
      ),
    );
  }
  const { productCode, changes } = job.freshness;
  freshness = await measureFreshness(web.url, job.apiUrl, productCode, changes);
} finally {
  await web.stop();
}
const result: StorefrontResult = {
  floorJsKb,
  floorPhone,
  pages,
  freshness,
  missed: pages.flatMap((p) =>
    p.goals.filter((g) => !g.met).map((g) => `${p.page}: ${g.goal} — ${g.actual}`),
  ),
  notes,
};
fs.writeFileSync(process.argv[3] ?? '', JSON.stringify(result));
