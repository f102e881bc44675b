import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  serverResponse: number;
  /** Failed audits of the non-performance categories, to say why a score is below 100. */
  failing: string[];
  /** Why performance is what it is: the metrics behind the score and the largest savings Lighthouse sees. */
  performanceNote: string;
};

const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Tries for one run: Lighthouse sometimes loses a page's trace on a busy machine (NO_NAVSTART). */
const TRIES = 3;

/**
 * One Lighthouse run (its default: the mobile preset with simulated slow 4G) in a fresh Chromium.
 * A run Lighthouse itself could not measure (its `runtimeError`: the trace lost, not a slow page) is
 * run again, at most twice; the note says so, and a third failure is reported as it came.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const lost: string[] = [];
  for (let tryNumber = 1; ; tryNumber++) {
    const run = await runOnce(url);
    if (!run.runtimeError || tryNumber === TRIES) {
      const retried = lost.length ? `measured on try ${tryNumber} (before: ${lost.join(', ')}); ` : '';
      return { ...run.result, performanceNote: `${retried}${run.result.performanceNote}` };
    }
    lost.push(run.runtimeError);
  }
}

async function runOnce(url: string): Promise<{ result: LighthouseRun; runtimeError: string | undefined }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
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
    const measured: LighthouseRun = {
      performanceNote,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: audits['total-blocking-time']?.numericValue ?? 0,
      serverResponse: audits['server-response-time']?.numericValue ?? 0,
      failing,
    };
    return { result: measured, runtimeError: result.lhr.runtimeError?.code };
  } finally {
    chrome.kill();
  }
}
