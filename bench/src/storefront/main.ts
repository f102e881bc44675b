// The storefront part of the bench, run by `measure.ts` under the shared Next.js lock: build (when
// stale), first-load JS per route, then the production web server in front of the bench's API,
// server response times and Lighthouse runs. Reads its job from argv[2], writes its answer to argv[3].
import fs from 'node:fs';
import { ensureWebBuild, firstLoadJsKb } from './build.js';
import { floorJsKb as measureFloor } from './floor.js';
import { runLighthouse } from './lighthouse.js';
import { judgePage, median, type PageJob } from './pages.js';
import type { PageMeasure, StorefrontResult } from './types.js';
import { startWeb, timeToFirstByte } from './web-server.js';

type Job = { apiUrl: string; pages: PageJob[]; runs: number; queuedAt: number };

const job = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Job;
const log = (line: string) => console.log(`[bench storefront] ${line}`);
const notes: string[] = [];
const waited = Math.round((Date.now() - job.queuedAt) / 1000);
if (waited > 5) notes.push(`waited ${waited} s for the shared Next.js lock (other builds and browser tests)`);

notes.push(`web build: ${ensureWebBuild(log)}`);
const floorJsKb = measureFloor(log);
const web = await startWeb(job.apiUrl);
const pages: PageMeasure[] = [];
try {
  for (const page of job.pages) {
    const url = `${web.url}${page.path}`;
    const cold = await timeToFirstByte(url);
    const warm = [];
    for (let i = 0; i < 5; i++) warm.push(await timeToFirstByte(url));
    const runs = [];
    for (let i = 0; i < job.runs; i++) {
      log(`Lighthouse ${page.page}, run ${i + 1} of ${job.runs}`);
      runs.push(await runLighthouse(url));
    }
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) notes.push(`${page.page}: ${failing.join(', ')}`);
    const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    if (middle)
      notes.push(
        `${page.page}, performance ${middle.performance} (the median run): ${middle.performanceNote}`,
      );
    pages.push(
      judgePage(
        page,
        {
          runs: runs.length,
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          bestPractices: median(runs.map((r) => r.bestPractices)),
          seo: median(runs.map((r) => r.seo)),
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
          serverResponse: median(runs.map((r) => r.serverResponse)),
          coldTtfb: cold,
          ttfb: median(warm),
          firstLoadJsKb: firstLoadJsKb(page.route),
        },
        floorJsKb,
      ),
    );
  }
} finally {
  await web.stop();
}
const result: StorefrontResult = {
  floorJsKb,
  pages,
  missed: pages.flatMap((p) =>
    p.goals.filter((g) => !g.met).map((g) => `${p.page}: ${g.goal} — ${g.actual}`),
  ),
  notes,
};
fs.writeFileSync(process.argv[3] ?? '', JSON.stringify(result));
