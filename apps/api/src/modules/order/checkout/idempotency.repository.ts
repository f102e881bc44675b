import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { idempotencyKeys } from '../order.table.js';

/** What a checkout remembers under its key: enough to read the same orders back. */
export type StoredCheckout = { cartBundleId: string; orderIds: number[] };

/**
 * Claims the key inside the checkout's transaction. If another transaction has just inserted the
 * same key, PostgreSQL makes this insert wait until that one commits (then: conflict, nothing
 * inserted) or rolls back (then: inserted). So `false` always means "a finished checkout owns it".
 */
export async function claimIdempotencyKey(tx: Tx, customerId: number, key: string, requestHash: string) {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ customerId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyKey(tx: Tx, customerId: number, key: string) {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row && { requestHash: row.requestHash, response: row.response as StoredCheckout | null };
}

export async function storeIdempotentResponse(
  tx: Tx,
  customerId: number,
  key: string,
  response: StoredCheckout,
) {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
}
