import type { Result } from 'lighthouse';

type Audits = Result['audits'];

/**
 * Where a page's main-thread time goes under the run's slowdown (Lighthouse's
 * `mainthread-work-breakdown`: script evaluation, parsing and compilation, style and layout,
 * rendering, HTML and CSS parsing, garbage collection, other), ms by group, and the scripts that cost
 * most (`bootup-time`: evaluation and parse/compile per script, ms).
 */
export type MainThread = {
  total: number;
  groups: Record<string, number>;
  scripts: { url: string; total: number; scripting: number; parseCompile: number }[];
};

/** What a first visit moves (Lighthouse's `resource-summary`): requests and KiB transferred, by kind. */
export type Weight = {
  requests: number;
  kib: number;
  byKind: Record<string, { requests: number; kib: number }>;
};

const itemsOf = (audits: Audits, id: string) =>
  ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []) as Record<
    string,
    unknown
  >[];
const ms = (value: unknown) => Math.round(Number(value ?? 0));
const kib = (bytes: unknown) => Math.round((Number(bytes ?? 0) / 1024) * 10) / 10;

/** A script's path and query without the origin: the report names the shop's own chunks. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? url : `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export function mainThreadOf(audits: Audits, scripts = 3): MainThread {
  const groups: Record<string, number> = {};
  for (const item of itemsOf(audits, 'mainthread-work-breakdown'))
    groups[String(item.groupLabel)] = ms(item.duration);
  return {
    total: ms(audits['mainthread-work-breakdown']?.numericValue),
    groups,
    scripts: itemsOf(audits, 'bootup-time')
      .slice(0, scripts)
      .map((item) => ({
        url: shortUrl(String(item.url)),
        total: ms(item.total),
        scripting: ms(item.scripting),
        parseCompile: ms(item.scriptParseCompile),
      })),
  };
}

export function weightOf(audits: Audits): Weight {
  const byKind: Weight['byKind'] = {};
  let total = { requests: 0, kib: 0 };
  for (const item of itemsOf(audits, 'resource-summary')) {
    const row = { requests: Number(item.requestCount ?? 0), kib: kib(item.transferSize) };
    if (item.resourceType === 'total') total = row;
    else if (row.requests > 0) byKind[String(item.resourceType)] = row;
  }
  return { ...total, byKind };
}
