import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobRunner } from '../../lib/job-runner.js';
import type { MessageGateways } from './message-gateway.js';
import { sendDueMessages } from './send-messages.service.js';

/** Starts the sending job on the runner: every `everySeconds`, the messages that are due go out. */
export async function keepCustomerMessagesSending(
  runner: JobRunner,
  db: Db,
  gateways: MessageGateways,
  log: Pick<FastifyBaseLogger, 'info'>,
  timing: { everySeconds: number; leaseSeconds: number },
) {
  await runner.every('send-customer-messages', timing.everySeconds * 1000, async () => {
    const run = await sendDueMessages(db, gateways, { leaseMs: timing.leaseSeconds * 1000 });
    if (run.sent || run.retrying || run.failed) log.info({ ...run }, 'customer messages sent');
  });
}
