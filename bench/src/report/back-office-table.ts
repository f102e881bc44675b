import { median } from '../back-office/run.js';
import type { DatabaseRun } from '../run-database.js';
import type { Row } from './table.js';

/** A morning paper's suggested bound: staff wait for it before the vans leave (issue 18 gives none). */
const PAPER_LIMIT_MS = 1000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} kB`;

/** Rows of the back-office work: invoice PDFs and webhooks under load, the route day's papers. */
export function backOfficeRows(run: DatabaseRun): Row[] {
  const office = run.backOffice;
  if (!office) return [];
  const rows: Row[] = office.loads.map(({ id, title, result, check, rssMb }) => {
    // A webhook shed under load (503) is delivered again by Razorpay, as the bench does before its
    // audit: shown, not counted as an error.
    const shed = id === 'webhooks' ? (result.statuses['503'] ?? 0) : 0;
    const failed = Object.entries(result.statuses)
      .filter(([status]) => Number(status) >= 400)
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      scenario: title,
      database: run.database,
      rps: result.rps,
      p50: result.p50,
      p95: result.p95,
      p99: result.p99,
      errors: failed - shed + result.errors,
      statements: null,
      rssMb,
      seqScans: [],
      // Kept out of the memory row, whose goal was set on the catalogue and checkout scenarios.
      note: `${shed ? `${shed} answered 503 (load shed) and were delivered again; ` : ''}API peak RSS ${rssMb} MB`,
      goals: [check],
    };
  });
  for (const paper of office.papers) {
    const middle = median(paper.times);
    rows.push({
      scenario: paper.title,
      database: run.database,
      // One staff member asking, one answer after another.
      rps: middle > 0 ? 1000 / middle : 0,
      p50: middle,
      p95: null,
      p99: null,
      errors: paper.problem?.startsWith('answered') ? paper.times.length : 0,
      statements: null,
      seqScans: [],
      note: `${kb(paper.bytes)}; median of ${paper.times.length} asked one at a time`,
      goals: [
        {
          goal: `≤ ${PAPER_LIMIT_MS} ms (suggested)`,
          actual: `${Math.round(middle)} ms`,
          met: middle <= PAPER_LIMIT_MS,
        },
        { goal: 'the whole route', actual: paper.problem ?? paper.content, met: !paper.problem },
      ],
    });
  }
  return rows;
}
