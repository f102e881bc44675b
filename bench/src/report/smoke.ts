import type { StorefrontResult } from '../storefront/types.js';
import type { Row } from './table.js';

/** Goals about behaviour, not speed: the smoke run holds the harness to these. */
const FUNCTIONAL = [
  /^finds its product$/,
  /^0 oversold/,
  /^0 slot over capacity/,
  /^every answer a PDF$/,
  /^each order paid once$/,
  /^the whole route$/,
  /^0 duplicates/,
  /^ledger consistent/,
];

export type Smoke = { passed: number; failed: number; failures: string[] };

/**
 * What `npm test` counts from a smoke run: every scenario row that ran must have answered without
 * errors and kept its functional checks; every storefront page must have been measured.
 */
export function smokeOf(rows: Row[], storefront: StorefrontResult | undefined): Smoke {
  const failures: string[] = [];
  let passed = 0;
  for (const row of rows) {
    if (row.rps === null) continue;
    const broken = row.goals.filter((g) => FUNCTIONAL.some((f) => f.test(g.goal)) && !g.met);
    const answered = (row.rps ?? 0) > 0;
    if (!answered || row.errors || broken.length || row.note.startsWith('answered')) {
      failures.push(
        `${row.scenario} (${row.database}): ${answered ? '' : 'no answer; '}${row.errors} errors ${broken.map((g) => g.actual).join('; ')} ${row.note}`,
      );
    } else {
      passed++;
    }
  }
  for (const page of storefront?.pages ?? []) {
    if (page.performance === null) failures.push(`storefront ${page.page}: not measured`);
    else passed++;
  }
  for (const missed of storefront?.missed ?? []) if (missed.includes('failed')) failures.push(missed);
  // Freshness: its timing is not judged here, only that the new price reached the page.
  const fresh = storefront?.freshness;
  if (fresh?.problem) failures.push(`storefront freshness: ${fresh.problem}`);
  else if (fresh) passed++;
  return { passed, failed: failures.length, failures };
}
