import type { DatabaseRun } from '../run-database.js';
import { ms } from '../scenarios/goals.js';
import type { Goal } from '../scenarios/types.js';
import { backOfficeRows } from './back-office-table.js';
import { subscriptionRows } from './subscription-table.js';

/** One printed row: figures, and each goal with what it was held against. */
export type Row = {
  scenario: string;
  database: string;
  rps: number | null;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errors: number | null;
  /** SQL statements one request sends, and large tables it scans whole. */
  statements: number | null;
  /** The API's CPU time per request, ms. */
  cpuMs?: number | null | undefined;
  /** The API's peak resident memory while this row was measured, MB (its largest process). */
  rssMb?: number | null | undefined;
  seqScans: string[];
  note: string;
  goals: { goal: string; actual: string; met: boolean }[];
};

const judged = (goal: Goal, context: Parameters<Goal['met']>[0]) => ({
  goal: goal.text,
  actual: goal.actual(context),
  met: goal.met(context),
});

/** Rows of one database's API scenarios, checkout and memory. */
export function apiRows(run: DatabaseRun, memoryLimitMb: number): Row[] {
  const baseline = run.runs.find((r) => r.scenario.id === 'baseline')?.result.rps ?? 0;
  const rows: Row[] = run.runs.map(({ scenario, result, problem, rssMb }) => {
    const plan = run.plans.find((p) => p.scenario === scenario.id);
    const failures = Object.entries(result.statuses)
      .filter(([status]) => Number(status) >= 400)
      .reduce((sum, [, n]) => sum + n, 0);
    const goals = scenario.goals.map((g) => judged(g, { result, baselineRps: baseline }));
    if (scenario.check) goals.push({ goal: 'finds its product', actual: problem ?? 'found', met: !problem });
    return {
      scenario: scenario.title,
      database: run.database,
      rps: result.rps,
      p50: result.p50,
      p95: result.p95,
      p99: result.p99,
      errors: failures + result.errors,
      statements: plan?.statements ?? null,
      cpuMs: result.apiCpuMs ?? null,
      rssMb,
      seqScans: plan?.seqScans ?? [],
      note: plan?.error ?? '',
      goals,
    };
  });
  for (const { id, title, result, audit, rssMb } of run.checkouts) {
    const placed = result.statuses['201'] ?? 0;
    const refused = result.statuses['409'] ?? 0;
    const perSecond = placed / result.seconds;
    const plan = run.plans.find((p) => p.scenario === id);
    rows.push({
      scenario: `${title} (orders/s)`,
      database: run.database,
      rps: perSecond,
      p50: result.p50,
      p95: result.p95,
      p99: result.p99,
      errors: result.requests - placed - refused + result.errors,
      statements: plan?.statements ?? null,
      cpuMs: result.apiCpuMs ?? null,
      rssMb,
      seqScans: plan?.seqScans ?? [],
      note: `${refused} refused (sold out or slot full); scarce product left: ${audit.scarceLeft}; small slot booked: ${audit.smallSlotBooked}`,
      goals: [
        { goal: '≥ 300 orders/s', actual: `${Math.round(perSecond)} orders/s`, met: perSecond >= 300 },
        {
          goal: '0 oversold, sold + left = initial',
          actual: audit.oversold ? audit.mismatched.join('; ') : `0 oversold (${audit.ordersPlaced} orders)`,
          met: audit.oversold === 0,
        },
        {
          goal: '0 slot over capacity, booked = orders',
          actual: audit.slotsOver.length ? audit.slotsOver.join('; ') : '0 over capacity',
          met: audit.slotsOver.length === 0,
        },
      ],
    });
  }
  rows.push(...backOfficeRows(run));
  rows.push(...subscriptionRows(run));
  const samples = [
    ...run.runs.map((r) => ({ rssMb: r.rssMb, during: r.scenario.title })),
    ...run.checkouts.map((c) => ({ rssMb: c.rssMb, during: c.title })),
  ];
  // A run of the back office alone (`--only webhooks`) sampled nothing this row is about.
  if (samples.length === 0) return rows;
  const top = samples.reduce((a, b) => (b.rssMb > a.rssMb ? b : a), { rssMb: 0, during: '' });
  const peak = top.rssMb;
  rows.push({
    scenario: 'API memory under load (peak RSS)',
    database: run.database,
    rps: null,
    p50: null,
    p95: null,
    p99: null,
    errors: null,
    statements: null,
    seqScans: [],
    note: `${peak} MB, during "${top.during}"`,
    goals: [{ goal: `≤ ${memoryLimitMb} MB`, actual: `${peak} MB`, met: peak <= memoryLimitMb }],
  });
  return rows;
}

const cell = (value: number | null, format: (n: number) => string) => (value === null ? '' : format(value));

export function rowsToMarkdown(rows: Row[]): string {
  const lines = [
    '| scenario | db | req/s | p50 | p95 | p99 | errors | SQL/req | API CPU/req | goal | result |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    const goal = r.goals.map((g) => g.goal).join('; ') || '—';
    const result = r.goals.length
      ? r.goals.map((g) => `${g.met ? 'met' : '**missed**'} (${g.actual})`).join('; ')
      : r.note || '—';
    const sql =
      r.statements === null
        ? ''
        : `${r.statements}${r.seqScans.length ? ` ⚠ seq scan: ${r.seqScans.join(', ')}` : ''}`;
    const note = r.goals.length && r.note ? ` — ${r.note}` : '';
    lines.push(
      `| ${r.scenario} | ${r.database} | ${cell(r.rps, (n) => Math.round(n).toLocaleString('en'))} | ${cell(r.p50, ms)} | ${cell(r.p95, ms)} | ${cell(r.p99, ms)} | ${cell(r.errors, String)} | ${sql} | ${cell(r.cpuMs ?? null, cpuText)} | ${goal} | ${result}${note} |`,
    );
  }
  return lines.join('\n');
}

/** CPU per request: 0.1 ms steps below 10 ms. */
function cpuText(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
