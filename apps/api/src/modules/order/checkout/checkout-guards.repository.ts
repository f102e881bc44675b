import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { idempotencyKeys } from '../order.table.js';

/** Whether a checkout was already sent with this key (a retry, answered from what it stored). */
export async function isKnownCheckoutKey(db: DbOrTx, customerId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row !== undefined;
}
