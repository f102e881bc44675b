// `npm run phone -w @farm/bench -- URL [runs]`: one page scored as the reference phone (Lighthouse's
// mobile preset under a CPU slowdown of benchmarkIndex ÷ 400, src/storefront/lighthouse.ts), against
// any running server. Prints each run and the median; the full reports go to bench/.work/lighthouse/.
import path from 'node:path';
import { workDir } from './src/paths.js';
import { type LighthouseRun, REFERENCE_INDEX, runLighthouse } from './src/storefront/lighthouse.js';
import { median } from './src/storefront/pages.js';

const [url, runsText = '3'] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run phone -w @farm/bench -- URL [runs]');
  process.exit(2);
}
const runs: LighthouseRun[] = await runLighthouse(url, Number(runsText), (run) =>
  path.join(workDir, 'lighthouse', `phone-${run}.json`),
);
for (const [i, run] of runs.entries()) {
  const groups = Object.entries(run.mainThread.groups)
    .map(([group, ms]) => `${group} ${ms}`)
    .join(', ');
  console.log(
    `run ${i + 1}: benchmarkIndex ${Math.round(run.benchmarkIndex)}, scored under ${run.slowdown}× (the runs' median index ÷ ${REFERENCE_INDEX}): ` +
      `performance ${run.performance}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, ` +
      `${run.weight.requests} requests, ${run.weight.kib} KiB; Lighthouse's mobile preset (4×): performance ` +
      `${run.preset.performance}, TBT ${Math.round(run.preset.tbt)} ms\n  main thread ${run.mainThread.total} ms: ${groups}`,
  );
}
const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
console.log(
  `median: performance ${of((r) => r.performance)}, TBT ${Math.round(of((r) => r.tbt) ?? 0)} ms, ` +
    `LCP ${Math.round(of((r) => r.lcp) ?? 0)} ms, ${of((r) => r.weight.requests)} requests, ${of((r) => r.weight.kib)} KiB, ` +
    `benchmarkIndex ${Math.round(of((r) => r.benchmarkIndex) ?? 0)}, slowdown ${of((r) => r.slowdown)}×; ` +
    `Lighthouse's mobile preset (4×): performance ${of((r) => r.preset.performance)}`,
);
