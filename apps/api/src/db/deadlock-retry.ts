import { PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE, pgErrorOf } from '../lib/pg-error.js';
import type { Db, Tx } from './client.js';

const RETRYABLE = new Set([PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE]);
const ATTEMPTS = 3;

/**
 * `db.transaction(work)`, run again when PostgreSQL chose it as a deadlock's victim (or could not
 * serialise it): PostgreSQL rolled it back whole, and its documentation asks the application to
 * retry. Checkouts, cancellations, cart changes and staff stock edits of the same few products
 * meet in the row locks' queues under load (the stock model test met it once in CI). `work` must
 * do nothing outside the database: what it changes elsewhere belongs after the commit.
 */
export async function transactionRetryingDeadlocks<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryingDeadlocks(() => db.transaction(work));
}

/** `run` (one statement, or a whole transaction), again after a deadlock or a serialization failure. */
export async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorOf(error)?.code;
      if (attempt >= ATTEMPTS || code === undefined || !RETRYABLE.has(code)) throw error;
      // A short random pause, so that the transactions that met do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
