import type { PageMeasure, StorefrontResult } from '../storefront/types.js';

const num = (value: number | null, unit = '') => (value === null ? '—' : `${Math.round(value)}${unit}`);
const kb = (value: number | null | undefined) => (value == null ? '—' : `${value} kB`);
const aboveFloor = (value: number | null, floor: number | null | undefined) =>
  value === null || floor == null ? '—' : `+${Math.round((value - floor) * 10) / 10} kB`;

/** Lighthouse's task groups as the breakdown's columns; what is left goes under "other". */
const GROUPS = [
  ['Script Evaluation', 'script evaluation'],
  ['Script Parsing & Compilation', 'parse & compile'],
  ['Style & Layout', 'style & layout'],
  ['Rendering', 'rendering'],
  ['Parse HTML & CSS', 'HTML & CSS parsing'],
  ['Garbage Collection', 'garbage collection'],
] as const;

/** Lighthouse's resource kinds, in the order a first visit is read. */
const KINDS = ['document', 'script', 'stylesheet', 'image', 'font', 'media', 'other', 'third-party'];

function breakdownCells(p: PageMeasure): string[] {
  const m = p.mainThread;
  if (!m) return [...GROUPS.map(() => '—'), '—', '—'];
  const named = GROUPS.map(([label]) => m.groups[label] ?? 0);
  const other = Object.entries(m.groups)
    .filter(([label]) => !GROUPS.some(([known]) => known === label))
    .reduce((sum, [, ms]) => sum + ms, 0);
  return [`${m.total} ms`, ...named.map((ms) => `${ms}`), `${other}`];
}

function kindsCell(p: PageMeasure): string {
  const w = p.weight;
  if (!w) return '—';
  return KINDS.filter((kind) => w.byKind[kind])
    .map((kind) => `${kind} ${w.byKind[kind]?.requests} / ${w.byKind[kind]?.kib}`)
    .join(', ');
}

/** The reference phone's table: the run's CPU, the slowdown, TBT and where the main thread went; bytes. */
function phoneMarkdown(result: StorefrontResult): string[] {
  const lines = [
    '### As the reference phone',
    '',
    "Each run loads the page once, with Lighthouse's measure of the machine's CPU (`benchmarkIndex`) taken just " +
      'before the load; then every run of the page is scored under one CPU slowdown, the median of their indexes ' +
      '÷ 400, the reference phone (bench/README.md). The index is that median. ' +
      "The main-thread breakdown (ms under the slowdown, Lighthouse's `mainthread-work-breakdown`) and the bytes " +
      "by kind (requests / KiB transferred, `resource-summary`) are the median run's; requests and KiB are medians.",
    '',
    '| page | benchmarkIndex | slowdown | TBT | main thread | script evaluation | parse & compile | style & layout | rendering | HTML & CSS parsing | garbage collection | other | requests | KiB | by kind (requests / KiB) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const p of [...(result.floorPhone ? [result.floorPhone] : []), ...result.pages]) {
    lines.push(
      `| ${p.page} | ${num(p.benchmarkIndex)} | ${p.slowdown === null ? '—' : `${p.slowdown}×`} | ${num(p.tbt, ' ms')} | ${breakdownCells(p).join(' | ')} | ${num(p.requests)} | ${p.kib ?? '—'} | ${kindsCell(p)} |`,
    );
  }
  const scripts = result.pages.flatMap((p) =>
    p.mainThread?.scripts.length
      ? [
          `- ${p.page}: ${p.mainThread.scripts
            .map(
              (s) =>
                `\`${s.url}\` ${s.total} ms (evaluation ${s.scripting}, parse & compile ${s.parseCompile})`,
            )
            .join('; ')}`,
        ]
      : [],
  );
  if (scripts.length)
    lines.push(
      '',
      "The scripts that cost the main thread most (Lighthouse's `bootup-time`, median run):",
      '',
      ...scripts,
    );
  return lines;
}

/** The storefront's table: Lighthouse medians, server response, first-load JS against the floor, goals. */
export function storefrontMarkdown(result: StorefrontResult): string {
  const floor = result.floorJsKb;
  const lines = [
    "Lighthouse 12, mobile preset (simulated slow 4G) under the reference phone's CPU slowdown (below), median of " +
      'the runs; the web server is the production build in front of the API above (PGlite, same catalogue). ' +
      '"Lighthouse mobile (4×)" is the same loads scored as Lighthouse alone scores a phone (4× CPU slowdown ' +
      "whatever the machine: issue 33's measure); the goals use the reference phone. " +
      '"Server response" is Lighthouse\'s; "first GET / warm" are measured directly (the first request after the ' +
      'web server started, then the median of five). First-load JS is gzipped; the floor is an empty page built ' +
      `with the same Next and React (\`bench/floor-app\`): ${kb(floor)}.`,
    '',
    '| page | runs | performance | TBT | Lighthouse mobile (4×): performance / TBT | accessibility | best practices | SEO | LCP | server response | first GET / warm | first-load JS (gzip) | above the floor | goals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| floor (empty page, \`bench/floor-app\`) | — | — | — | — | — | — | — | — | — | — | ${kb(floor)} | — | — |`,
  ];
  for (const p of result.pages) {
    const missed = p.goals.filter((g) => !g.met);
    const goals = missed.length
      ? missed.map((g) => `**missed** ${g.goal} (${g.actual})`).join('; ')
      : 'all met';
    lines.push(
      `| ${p.page} (\`${p.path}\`) | ${p.runs} | ${num(p.performance)} | ${num(p.tbt ?? null, ' ms')} | ${num(p.presetPerformance)} / ${num(p.presetTbt, ' ms')} | ${num(p.accessibility)} | ${num(p.bestPractices)} | ${num(p.seo)} | ${num(p.lcp, ' ms')} | ${num(p.serverResponse, ' ms')} | ${num(p.coldTtfb, ' ms')} / ${num(p.ttfb, ' ms')} | ${kb(p.firstLoadJsKb)} | ${aboveFloor(p.firstLoadJsKb, floor)} | ${goals} |`,
    );
  }
  if (result.notes.length) lines.push('', ...result.notes.map((n) => `- ${n}`));
  if (result.pages.some((p) => p.mainThread)) lines.push('', ...phoneMarkdown(result));
  return lines.join('\n');
}
