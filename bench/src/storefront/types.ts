import type { Freshness } from './freshness.js';
import type { MainThread, Weight } from './lighthouse-details.js';

/** One storefront page: Lighthouse medians, server response and first-load JavaScript. */
export type PageMeasure = {
  page: string;
  path: string;
  runs: number;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Milliseconds (Lighthouse: largest contentful paint, server response time of the document). */
  lcp: number | null;
  serverResponse: number | null;
  /** Total blocking time, ms (Lighthouse's, under the reference phone's slowdown). */
  tbt: number | null;
  /** Medians of the runs: Lighthouse's benchmarkIndex (each run's, measured just before its load) and
   * the CPU slowdown each was scored under (its index ÷ 400, the reference phone). */
  benchmarkIndex: number | null;
  slowdown: number | null;
  /** Medians of the same runs scored under Lighthouse's mobile preset (4×, whatever the machine). */
  presetPerformance: number | null;
  presetTbt: number | null;
  /** Medians of the runs: requests and KiB transferred on a first visit. */
  requests: number | null;
  kib: number | null;
  /** The median run's (by performance) main-thread breakdown and bytes by kind. */
  mainThread: MainThread | null;
  weight: Weight | null;
  /** Measured directly: the first GET after the web server started (its caches empty), and the
   * median of five more, ms. */
  coldTtfb: number | null;
  ttfb: number | null;
  /** Gzipped kB of the route's first-load JavaScript, from the build's manifests. */
  firstLoadJsKb: number | null;
  /** Goals for this page and how they went. */
  goals: { goal: string; actual: string; met: boolean }[];
};

export type StorefrontResult = {
  /** Gzipped kB of first-load JS of an empty page built with the same Next and React (floor.ts). */
  floorJsKb?: number | null;
  /** The floor's empty page scored as the reference phone (goals none: it is the framework's share). */
  floorPhone?: PageMeasure | null;
  pages: PageMeasure[];
  /** Staff write → storefront (issue 18, goal 6); absent when not measured. */
  freshness?: Freshness | undefined;
  /** "page: goal — actual" for each missed goal. */
  missed: string[];
  notes: string[];
};
