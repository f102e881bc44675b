import type { CustomerHistoryEntry } from '@farm/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { customerHistory } from './customer-history.table.js';

export async function insertHistoryEntry(db: DbOrTx, row: typeof customerHistory.$inferInsert) {
  await db.insert(customerHistory).values(row);
}

/** Newest first. */
export async function findCustomerHistory(db: DbOrTx, customerId: number): Promise<CustomerHistoryEntry[]> {
  const rows = await db
    .select()
    .from(customerHistory)
    .where(eq(customerHistory.customerId, customerId))
    .orderBy(desc(customerHistory.createdAt), desc(customerHistory.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    fromValue: row.fromValue,
    toValue: row.toValue,
    staffName: row.staffName,
    createdAt: iso(row.createdAt),
  }));
}

/** Erasure: the numbers the history kept go with the rest of the personal data. */
export async function clearHistoryValues(db: DbOrTx, customerId: number) {
  await db
    .update(customerHistory)
    .set({ fromValue: null, toValue: null })
    .where(eq(customerHistory.customerId, customerId));
}
