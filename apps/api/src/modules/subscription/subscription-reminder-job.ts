import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { queueEveningReminders } from './subscription-reminder.service.js';
import { queueLowBalanceMessages } from './subscription-reminder-low-balance.service.js';

/**
 * Every `everySeconds`: the evening reminders due (the hours before tomorrow's cut-off) and the
 * day's low-balance messages go into the outbox; the sending job sends them. Each message is written
 * once per subject, so a run repeated, or run in two processes, queues nothing twice.
 */
export async function keepSubscriptionRemindersQueued(
  runner: JobRunner,
  db: Db,
  options: { siteUrl: string; clock: () => Date; everySeconds: number },
  log: Pick<FastifyBaseLogger, 'info'>,
) {
  await runner.every('queue-subscription-reminders', options.everySeconds * 1000, async () => {
    const now = options.clock();
    const reminders = await queueEveningReminders(db, { now, siteUrl: options.siteUrl });
    const lowBalance = await queueLowBalanceMessages(db, { now, siteUrl: options.siteUrl });
    if (reminders || lowBalance) log.info({ reminders, lowBalance }, 'subscription messages queued');
  });
}
