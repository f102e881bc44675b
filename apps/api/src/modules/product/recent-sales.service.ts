import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { refreshRecentSales } from './product-ranking.repository.js';

/** Often enough that a 90-day window is off by a few hours at most, rare enough to cost nothing. */
const RECOUNT_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Recounts the best sellers' `recent_sales` when the API starts and every six hours while it runs
 * (decision 0020), once across every process and machine (the runner). Checkout and status changes
 * keep the counts current in between; the recount lets orders older than 90 days drop out. A failed
 * recount is logged and tried again next time.
 */
export async function keepRecentSalesCounted(runner: JobRunner, db: Db): Promise<void> {
  await runner.every('recount-recent-sales', RECOUNT_EVERY_MS, () => refreshRecentSales(db), {
    atStart: true,
  });
}
