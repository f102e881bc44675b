import { type LayoutId, rateOf, type ScaleOutMeasure, type ScaleOutRun } from '../scale-out/run.js';

/** Where the cores went over measured parts: each side's CPU per request and its cores busy. */
export type CpuShare = {
  /** Per request (per order placed, for the checkout), ms. */
  perRequest: { api: number; postgres: number; load: number };
  /** Cores busy on average over the measured seconds: each group's, PostgreSQL's, the load's, the machine's. */
  cores: { api: number[]; postgres: number; load: number; machine: number; rest: number };
};

/** What one measure counts: requests answered, or orders placed for the checkout. */
const countOf = (m: ScaleOutMeasure) =>
  m.id === 'checkout' ? (m.result.statuses['201'] ?? 0) : m.result.requests;

/** The CPU of one measure, or of several summed (the rounds of one layout). */
export function cpuShareOf(measures: ScaleOutMeasure[]): CpuShare | undefined {
  const ms: Record<string, number> = {};
  let wallMs = 0;
  for (const m of measures) {
    if (!m.result.cpu) return undefined;
    wallMs += m.result.cpu.wallMs;
    for (const [name, spent] of Object.entries(m.result.cpu.ms)) ms[name] = (ms[name] ?? 0) + spent;
  }
  if (wallMs <= 0) return undefined;
  const apis = Object.keys(ms)
    .filter((name) => name.startsWith('api-'))
    .sort()
    .map((name) => ms[name] ?? 0);
  const api = apis.reduce((sum, n) => sum + n, 0);
  const { postgres = 0, load = 0, machine = 0 } = ms;
  const count = measures.reduce((sum, m) => sum + countOf(m), 0);
  const each = (n: number) => (count > 0 ? n / count : 0);
  const cores = (n: number) => n / wallMs;
  return {
    perRequest: { api: each(api), postgres: each(postgres), load: each(load) },
    cores: {
      api: apis.map(cores),
      postgres: cores(postgres),
      load: cores(load),
      machine: cores(machine),
      rest: Math.max(0, cores(machine - api - postgres - load)),
    },
  };
}

/** One measure in one layout over all rounds: its rate (all answers ÷ all measured seconds) and CPU. */
export type Summary = { title: string; rate: number; rounds: number[]; share: CpuShare | undefined };

export function summaryOf(
  run: ScaleOutRun,
  id: ScaleOutMeasure['id'],
  layout: LayoutId,
): Summary | undefined {
  const measures = run.measures.filter((m) => m.id === id && m.layout === layout);
  const first = measures[0];
  if (!first) return undefined;
  const seconds = measures.reduce((sum, m) => sum + m.result.seconds, 0);
  return {
    title: first.title,
    rate: seconds > 0 ? measures.reduce((sum, m) => sum + countOf(m), 0) / seconds : 0,
    rounds: measures.map(rateOf),
    share: cpuShareOf(measures),
  };
}

/** The measures' ids in the order first measured. */
export function idsOf(run: ScaleOutRun): ScaleOutMeasure['id'][] {
  return [...new Set(run.measures.map((m) => m.id))];
}

/** A two-groups measure's rate over the same round's one-process rate, e.g. 1.08. */
export function ratioInRound(run: ScaleOutRun, measure: ScaleOutMeasure): number | undefined {
  const base = run.measures.find(
    (m) => m.id === measure.id && m.round === measure.round && m.layout === 'one-process',
  );
  return base && rateOf(base) > 0 ? rateOf(measure) / rateOf(base) : undefined;
}

/** Answers that were not a success (a refused checkout, sold out or slot full, is an answer). */
export function failuresOf(measure: ScaleOutMeasure): number {
  const { statuses, errors, requests } = measure.result;
  if (measure.id === 'checkout') return requests - (statuses['201'] ?? 0) - (statuses['409'] ?? 0) + errors;
  const failed = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return failed + errors;
}
