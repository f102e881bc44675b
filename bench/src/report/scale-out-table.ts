import { LAYOUTS, rateOf, type ScaleOutMeasure, type ScaleOutRun } from '../scale-out/run.js';
import { ms } from '../scenarios/goals.js';
import {
  type CpuShare,
  cpuShareOf,
  failuresOf,
  idsOf,
  ratioInRound,
  summaryOf,
} from './scale-out-figures.js';
import { scaleOutEstimate, scaleOutWhy } from './scale-out-why.js';
import type { Row } from './table.js';

const two = (n: number) => n.toFixed(2);
const rate = (n: number) => Math.round(n).toLocaleString('en');

function measureLine(run: ScaleOutRun, measure: ScaleOutMeasure): string {
  const { result, audit } = measure;
  const share = cpuShareOf([measure]);
  const ratio = measure.layout === 'two-groups' ? ratioInRound(run, measure) : undefined;
  const cpu = share
    ? `${ms(share.perRequest.api)} · ${ms(share.perRequest.postgres)} · ${ms(share.perRequest.load)}`
    : '';
  const cores = share
    ? `${share.cores.api.map(two).join(' + ')} · ${two(share.cores.postgres)} · ${two(share.cores.load)} · ${two(share.cores.rest)}`
    : '';
  const checks = audit
    ? `${audit.oversold ? `**${audit.mismatched.join('; ')}**` : `0 oversold (${audit.ordersPlaced} orders)`}; ` +
      `${audit.slotsOver.length ? `**${audit.slotsOver.join('; ')}**` : '0 slot over capacity'}; ` +
      `${result.statuses['409'] ?? 0} refused (sold out or slot full)`
    : '—';
  return (
    `| ${measure.title} | ${measure.round} | ${LAYOUTS[measure.layout]} | ${rate(rateOf(measure))} | ` +
    `${ratio === undefined ? '' : `${two(ratio)} ×`} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ` +
    `${failuresOf(measure)} | ${cpu} | ${cores} | ${checks} |`
  );
}

/** Both layouts over all rounds, and their ratio. */
function summaryLines(run: ScaleOutRun): string[] {
  const lines = idsOf(run).flatMap((id) => {
    const one = summaryOf(run, id, 'one-process');
    const both = summaryOf(run, id, 'two-groups');
    if (!one || !both) return [];
    const each = (rounds: number[]) => rounds.map(rate).join(', ');
    const cpu = (share: CpuShare | undefined) =>
      share ? `${two(share.perRequest.api)} + ${two(share.perRequest.postgres)} ms` : '—';
    return [
      `| ${one.title} | ${rate(one.rate)} | ${rate(both.rate)} | **${one.rate > 0 ? two(both.rate / one.rate) : '—'} ×** | ${each(one.rounds)} / ${each(both.rounds)} | ${cpu(one.share)} / ${cpu(both.share)} |`,
    ];
  });
  if (!lines.length) return [];
  return [
    '| measure | one API process | two groups | two ÷ one | each round: one / two | CPU/req, API + PostgreSQL: one / two |',
    '|---|---:|---:|---:|---|---|',
    ...lines,
    '',
  ];
}

/** The section "One machine or two" (issue 35): the measures by layout, their ratio, and why. */
export function scaleOutMarkdown(run: ScaleOutRun | undefined): string[] {
  if (!run?.measures.length) return [];
  const rows = idsOf(run).flatMap((id) =>
    run.measures.filter((m) => m.id === id).map((m) => measureLine(run, m)),
  );
  return [
    '## One machine or two (issue 35)',
    '',
    'The same reads and cash checkout on PostgreSQL, sent to one API process and spread over two process groups ' +
      'started as two machines would run them (each its own port and `DATA_DIR`, one PostgreSQL' +
      `${run.redis ? ' and one Redis' : '; no Redis given (BENCH_REDIS_URL), so each group counted its own limits'}; ` +
      `they started one after the other in ${run.startSeconds.toFixed(0)} s), the load process splitting its connections evenly. ` +
      '"One API process" is the first group alone, the second idle beside it (its timers’ CPU is shown); ' +
      `${run.rounds > 1 ? 'each round measures both, the second in the other order, so that other work on the machine falls on both alike; ' : ''}` +
      'the orders of two groups are audited together. "CPU/req" is each side’s CPU time per request (per order ' +
      'placed for the checkout) over the measured seconds (Linux /proc): the API groups, PostgreSQL’s backends for ' +
      'this database with its WAL writer, checkpointer and background writer, and the load process; "cores busy" ' +
      `the same as cores of the machine's ${run.cores}, "rest" being its other work (other programs, the bench itself). ` +
      `${Math.round(run.seconds)} s in all.`,
    '',
    ...summaryLines(run),
    '| measure | round | sent to | req/s | × one process | p50 | p95 | p99 | errors | CPU/req: API · PostgreSQL · load | cores busy: API · PostgreSQL · load · rest | checks |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---|---|---|',
    ...rows,
    '',
    ...scaleOutWhy(run),
    ...scaleOutEstimate(run),
  ];
}

/** The section's measures as rows, for the smoke: each answered without errors, stock and slots kept. */
export function scaleOutRows(run: ScaleOutRun | undefined): Row[] {
  return (run?.measures ?? []).map((measure) => ({
    scenario: `${measure.title}, ${LAYOUTS[measure.layout]}, round ${measure.round}`,
    database: 'postgres',
    rps: rateOf(measure),
    p50: measure.result.p50,
    p95: measure.result.p95,
    p99: measure.result.p99,
    errors: failuresOf(measure),
    statements: null,
    seqScans: [],
    note: '',
    goals: measure.audit
      ? [
          {
            goal: '0 oversold, sold + left = initial',
            actual: measure.audit.mismatched.join('; '),
            met: measure.audit.oversold === 0,
          },
          {
            goal: '0 slot over capacity, booked = orders',
            actual: measure.audit.slotsOver.join('; '),
            met: measure.audit.slotsOver.length === 0,
          },
        ]
      : [],
  }));
}
