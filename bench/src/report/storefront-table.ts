import type { StorefrontResult } from '../storefront/types.js';

const num = (value: number | null, unit = '') => (value === null ? '—' : `${Math.round(value)}${unit}`);

/** The storefront's table: Lighthouse medians, server response, first-load JS, goals. */
export function storefrontMarkdown(result: StorefrontResult): string {
  const lines = [
    'Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), median of the runs; the web server is the ' +
      'production build in front of the API above (PGlite, same catalogue). "Server response" is Lighthouse\'s; ' +
      '"first GET / warm" are measured directly (the first request after the web server started, then the median of five).',
    '',
    '| page | runs | performance | accessibility | best practices | SEO | LCP | server response | first GET / warm | first-load JS (gzip) | goals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const p of result.pages) {
    const missed = p.goals.filter((g) => !g.met);
    const goals = missed.length
      ? missed.map((g) => `**missed** ${g.goal} (${g.actual})`).join('; ')
      : 'all met';
    lines.push(
      `| ${p.page} (\`${p.path}\`) | ${p.runs} | ${num(p.performance)} | ${num(p.accessibility)} | ${num(p.bestPractices)} | ${num(p.seo)} | ${num(p.lcp, ' ms')} | ${num(p.serverResponse, ' ms')} | ${num(p.coldTtfb, ' ms')} / ${num(p.ttfb, ' ms')} | ${p.firstLoadJsKb ?? '—'} kB | ${goals} |`,
    );
  }
  if (result.notes.length) lines.push('', ...result.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}
