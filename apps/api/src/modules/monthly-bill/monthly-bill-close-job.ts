import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { closeLastMonth } from './monthly-bill-close.service.js';

/**
 * Every `everySeconds`: last month's statements not yet closed are closed and their messages
 * queued (the sending job sends them). Each statement is written once per customer and month, so
 * a run repeated, or run in two processes, closes and tells nothing twice.
 */
export async function keepStatementsClosed(
  runner: JobRunner,
  db: Db,
  options: { siteUrl: string; clock: () => Date; everySeconds: number },
  log: Pick<FastifyBaseLogger, 'info'>,
) {
  await runner.every('close-monthly-statements', options.everySeconds * 1000, async () => {
    const closed = await closeLastMonth(db, { now: options.clock(), siteUrl: options.siteUrl });
    if (closed) log.info({ closed }, 'monthly statements closed');
  });
}
