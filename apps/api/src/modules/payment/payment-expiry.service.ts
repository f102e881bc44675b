import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { expireUnpaidOrder, findUnpaidOrdersBefore } from '../order/index.js';
import { findAttempts } from './payment.repository.js';
import { settleCapturedPayment } from './payment-confirm.service.js';
import { type PaymentProvider, ProviderUnavailable } from './payment-provider.js';
import { refundCancelledOrders } from './payment-refund.service.js';

/** A webhook may be late: an order unpaid for half a minute is asked about at the provider. */
const ASK_AFTER_MS = 30_000;

export type ExpiryRun = { asked: number; paid: number; expired: number };

/**
 * One run of the expiry job (decision 0031). Each order still waiting for its payment for over half
 * a minute is reconciled: the provider is asked for its payments, and a captured one is recorded
 * (the webhook was lost or late). Those still unpaid after `expiryMinutes` are cancelled, their
 * stock released. An order the provider could not be asked about is left for the next run,
 * unless it is twice as old as allowed: a provider that is down must not hold stock forever.
 */
export async function expireUnpaidOrders(
  db: Db,
  provider: PaymentProvider,
  expiryMinutes: number,
  now = new Date(),
): Promise<ExpiryRun> {
  const run: ExpiryRun = { asked: 0, paid: 0, expired: 0 };
  const expiresBefore = now.getTime() - expiryMinutes * 60_000;
  for (const { id: orderId, createdAt } of await findUnpaidOrdersBefore(
    db,
    new Date(now.getTime() - ASK_AFTER_MS),
  )) {
    run.asked += 1;
    const answer = await askProvider(db, provider, orderId);
    if (answer === 'paid') {
      run.paid += 1;
      continue;
    }
    const placedAt = createdAt.getTime();
    const tooOld = placedAt < expiresBefore;
    const givenUp = placedAt < now.getTime() - 2 * expiryMinutes * 60_000;
    if ((answer === 'unpaid' && tooOld) || givenUp) {
      if (await expireUnpaidOrder(db, orderId, expiryMinutes)) run.expired += 1;
    }
  }
  return run;
}

async function askProvider(
  db: Db,
  provider: PaymentProvider,
  orderId: number,
): Promise<'paid' | 'unpaid' | 'unknown'> {
  for (const attempt of await findAttempts(db, orderId)) {
    let payments: Awaited<ReturnType<PaymentProvider['orderPayments']>>;
    try {
      payments = await provider.orderPayments(attempt.providerOrderId);
    } catch (err) {
      if (err instanceof ProviderUnavailable) return 'unknown';
      throw err;
    }
    const captured = payments.find((p) => p.status === 'captured');
    if (!captured) continue;
    const outcome = await transactionRetryingDeadlocks(db, (tx) =>
      settleCapturedPayment(tx, provider, {
        providerOrderId: attempt.providerOrderId,
        paymentId: captured.id,
        amount: captured.amount,
        method: captured.method,
      }),
    );
    if (outcome === 'placed' || outcome === 'recorded-before') return 'paid';
  }
  return 'unpaid';
}

/**
 * Every `everySeconds` (a minute by default) while the API runs, once across every process and
 * machine (the runner); a failed run is logged and tried again.
 */
export async function keepUnpaidOrdersExpiring(
  runner: JobRunner,
  db: Db,
  provider: PaymentProvider,
  timing: { expiryMinutes: number; everySeconds: number },
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const { expiryMinutes } = timing;
  // The runner keeps one run at a time: a slow provider does not pile runs up.
  await runner.every('reconcile-online-payments', timing.everySeconds * 1000, async () => {
    const result = await expireUnpaidOrders(db, provider, expiryMinutes);
    const refunded = await refundCancelledOrders(db, provider);
    if (result.paid || result.expired || refunded)
      log.info({ ...result, refunded }, 'online orders reconciled');
  });
}
