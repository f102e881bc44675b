import type { StorefrontResult } from '../storefront/types.js';

const num = (value: number | null, unit = '') => (value === null ? '—' : `${Math.round(value)}${unit}`);
const kb = (value: number | null | undefined) => (value == null ? '—' : `${value} kB`);
const aboveFloor = (value: number | null, floor: number | null | undefined) =>
  value === null || floor == null ? '—' : `+${Math.round((value - floor) * 10) / 10} kB`;

/** The storefront's table: Lighthouse medians, server response, first-load JS against the floor, goals. */
export function storefrontMarkdown(result: StorefrontResult): string {
  const floor = result.floorJsKb;
  const lines = [
    'Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), median of the runs; the web server is the ' +
      'production build in front of the API above (PGlite, same catalogue). "Server response" is Lighthouse\'s; ' +
      '"first GET / warm" are measured directly (the first request after the web server started, then the median of five). ' +
      `First-load JS is gzipped; the floor is an empty page built with the same Next and React (\`bench/floor-app\`): ${kb(floor)}.`,
    '',
    '| page | runs | performance | TBT | accessibility | best practices | SEO | LCP | server response | first GET / warm | first-load JS (gzip) | above the floor | goals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| floor (empty page, \`bench/floor-app\`) | — | — | — | — | — | — | — | — | — | ${kb(floor)} | — | — |`,
  ];
  for (const p of result.pages) {
    const missed = p.goals.filter((g) => !g.met);
    const goals = missed.length
      ? missed.map((g) => `**missed** ${g.goal} (${g.actual})`).join('; ')
      : 'all met';
    lines.push(
      `| ${p.page} (\`${p.path}\`) | ${p.runs} | ${num(p.performance)} | ${num(p.tbt ?? null, ' ms')} | ${num(p.accessibility)} | ${num(p.bestPractices)} | ${num(p.seo)} | ${num(p.lcp, ' ms')} | ${num(p.serverResponse, ' ms')} | ${num(p.coldTtfb, ' ms')} / ${num(p.ttfb, ' ms')} | ${kb(p.firstLoadJsKb)} | ${aboveFloor(p.firstLoadJsKb, floor)} | ${goals} |`,
    );
  }
  if (result.notes.length) lines.push('', ...result.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}
