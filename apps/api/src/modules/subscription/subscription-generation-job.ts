import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { generateDeliveries } from './subscription-generation.service.js';

/**
 * Starts the generation job on the shop's job runner (pg-boss on PostgreSQL: one run at a time across
 * the API processes; timers on PGlite): every `everySeconds` (SUBSCRIPTION_GENERATION_SECONDS), the
 * deliveries whose cut-off has passed become orders. A run soon after a cut-off generates it; a late
 * run catches up until the day starts; a run that finds nothing due does nothing. Within a run,
 * `workers` batches of orders are placed at once (SUBSCRIPTION_GENERATION_WORKERS, at most the
 * pool's connections; one on PGlite).
 */
export async function keepDeliveriesGenerated(
  runner: JobRunner,
  db: Db,
  clock: () => Date,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  timing: { everySeconds: number; workers: number },
) {
  await runner.every('generate-subscription-deliveries', timing.everySeconds * 1000, async () => {
    const run = await generateDeliveries(db, clock(), log, { workers: timing.workers });
    if (run.generated || run.notGenerated || run.failed)
      log.info({ ...run }, 'subscription deliveries generated');
  });
}
