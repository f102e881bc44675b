import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

/**
 * This transaction's commit answers without waiting for its WAL to reach the disk (PostgreSQL's
 * `synchronous_commit = off`, for this transaction only). The database stays consistent: a crash
 * of the database server may lose the last fraction of a second of such commits, each whole, never
 * a part of one; and any later commit that waits for the disk (one that read what they wrote) makes
 * them durable with it. Only for work that is done again when lost (the subscription job's orders:
 * the next run places a lost day again). Sent first in the transaction, before any lock is taken.
 */
export async function commitWithoutWaitingForDisk(tx: Tx): Promise<void> {
  await tx.execute(sql`set local synchronous_commit = off`);
}
