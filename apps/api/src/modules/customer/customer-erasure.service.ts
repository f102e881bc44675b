import type { Customer } from '@farm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { JobRunner } from '../../lib/job-runner.js';
import { toCustomer } from './customer.repository.js';
import {
  findLapsedClosedAccounts,
  findOpenOrders,
  lockCustomerForErasure,
} from './customer-closure.repository.js';
import { graceCutoff, openOrdersError } from './customer-closure.service.js';
import { eraseCustomerData } from './customer-erasure.repository.js';

/** An admin erases a customer on their request, at once. Refused while an order is under way. */
export async function eraseCustomerNow(db: Db, customerId: number): Promise<Customer> {
  return db.transaction(async (tx) => {
    const customer = await lockCustomerForErasure(tx, customerId);
    if (!customer) throw notFound('Customer');
    const open = await findOpenOrders(tx, customerId);
    if (open.length > 0) {
      throw openOrdersError(open, 'ERASE');
    }
    return toCustomer(await eraseCustomerData(tx, customer));
  });
}

const SWEEP_BATCH = 100;

/**
 * Erases every account closed longer ago than the grace period (closed on or before `now` minus it).
 * Each in its own transaction with the row locked and the dates checked again, so several API
 * processes sweeping at once erase each account once, and one re-opened meanwhile is left alone.
 * An account with an order still under way (a phone order after closing) waits for a later sweep.
 */
export async function eraseLapsedAccounts(db: Db, now: number = Date.now()): Promise<number> {
  const cutoff = graceCutoff(now);
  let erased = 0;
  let afterId = 0;
  for (;;) {
    const ids = await findLapsedClosedAccounts(db, cutoff, afterId, SWEEP_BATCH);
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const customer = await lockCustomerForErasure(tx, id);
        if (!customer?.closedAt || customer.erasedAt || customer.closedAt > cutoff) return false;
        if ((await findOpenOrders(tx, id)).length > 0) return false;

        await eraseCustomerData(tx, customer);
        return true;
      });
      if (done) erased += 1;
    }
    if (ids.length < SWEEP_BATCH) return erased;
    afterId = ids[ids.length - 1] ?? afterId;
  }
}

/** Hourly: an account is erased within an hour of its grace period's end. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sweeps closed accounts when the API starts and every hour while it runs (decision 0024), once
 * across every process and machine (the runner). A failed sweep is logged and tried again next time.
 */
export async function keepClosedAccountsSwept(
  runner: JobRunner,
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await runner.every(
    'erase-closed-accounts',
    SWEEP_EVERY_MS,
    async () => {
      const erased = await eraseLapsedAccounts(db);
      if (erased > 0) log.info({ erased }, 'erased accounts closed past their grace period');
    },
    { atStart: true },
  );
}
