import type { Goal } from './types.js';

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

export const p99AtMost = (limit: number): Goal => ({
  text: `p99 ≤ ${limit} ms`,
  met: ({ result }) => result.p99 <= limit,
  actual: ({ result }) => `p99 ${ms(result.p99)}`,
});

export const p95AtMost = (limit: number): Goal => ({
  text: `p95 ≤ ${limit} ms`,
  met: ({ result }) => result.p95 <= limit,
  actual: ({ result }) => `p95 ${ms(result.p95)}`,
});

export const shareOfBaseline = (percent: number): Goal => ({
  text: `≥ ${percent} % of baseline`,
  met: ({ result, baselineRps }) => baselineRps > 0 && (result.rps / baselineRps) * 100 >= percent,
  actual: ({ result, baselineRps }) => `${baselineRps ? Math.round((result.rps / baselineRps) * 100) : 0} %`,
});

/** Catalogue reads on the embedded database (one process with PGlite inside). */
export const rpsAtLeast = (minimum: number): Goal => ({
  text: `≥ ${minimum.toLocaleString('en')} req/s`,
  met: ({ result }) => result.rps >= minimum,
  actual: ({ result }) => `${Math.round(result.rps)} req/s`,
});

export { ms };
