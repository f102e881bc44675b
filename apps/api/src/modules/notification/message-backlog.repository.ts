import { inArray, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerMessages } from './notification.table.js';

/** Messages not yet sent nor given up on, and how long the oldest has waited (the metrics, issue 35.4). */
export async function messageBacklog(db: DbOrTx): Promise<{ waiting: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldest: min(customerMessages.createdAt),
    })
    .from(customerMessages)
    .where(inArray(customerMessages.status, ['pending', 'sending']));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  return {
    waiting: row?.waiting ?? 0,
    oldestSeconds: oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000),
  };
}
