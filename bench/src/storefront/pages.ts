import type { PageMeasure } from './types.js';

/** A page to measure: its name, URL path, build route and first-load JS budget. */
export type PageJob = { page: string; path: string; route: string; jsBudgetKb: number };

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

type Figures = Omit<PageMeasure, 'page' | 'path' | 'goals'>;

const atLeast = (goal: string, value: number | null, limit: number, unit = '') => ({
  goal,
  actual: value === null ? 'not measured' : `${Math.round(value)}${unit}`,
  met: value !== null && value >= limit,
});
const atMost = (goal: string, value: number | null, limit: number, unit: string) => ({
  goal,
  actual: value === null ? 'not measured' : `${Math.round(value * 10) / 10}${unit}`,
  met: value !== null && value <= limit,
});

/** The storefront goals for one page. */
export function judgePage(page: PageJob, f: Figures): PageMeasure {
  return {
    page: page.page,
    path: page.path,
    ...f,
    goals: [
      atLeast('performance ≥ 95', f.performance, 95),
      atLeast('accessibility 100', f.accessibility, 100),
      atLeast('best practices 100', f.bestPractices, 100),
      atLeast('SEO 100', f.seo, 100),
      atMost('server response ≤ 200 ms', f.serverResponse, 200, ' ms'),
      atMost(`first-load JS ≤ ${page.jsBudgetKb} kB`, f.firstLoadJsKb, page.jsBudgetKb, ' kB'),
    ],
  };
}
