import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { refreshRecentSales } from './product-ranking.repository.js';

/** Often enough that a 90-day window is off by a few hours at most, rare enough to cost nothing. */
const RECOUNT_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Recounts the best sellers' `recent_sales` when the API starts and every six hours while it runs
 * (decision 0020). Checkout and status changes keep the counts current in between; the recount
 * lets orders older than 90 days drop out. A failed recount is logged and tried again next time.
 */
export async function keepRecentSalesCounted(app: FastifyInstance, db: Db): Promise<void> {
  await refreshRecentSales(db);
  const timer = setInterval(() => {
    refreshRecentSales(db).catch((err: unknown) => app.log.error({ err }, 'recounting recent sales failed'));
  }, RECOUNT_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
