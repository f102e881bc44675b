import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { idempotencyKeys } from '../order.table.js';

/** What a checkout remembers under its key: enough to read the same orders back. */
export type StoredCheckout = { cartBundleId: string; orderIds: number[] };

export async function findIdempotencyKey(tx: Tx, customerId: number, key: string) {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row && { requestHash: row.requestHash, response: row.response as StoredCheckout | null };
}

/**
 * What a retry with the key is answered, written by the order's own statement (the key was claimed
 * by the checkout's first: checkout-stock.repository.ts). No key, no row.
 */
export function storedCheckoutSql(customerId: SQLWrapper, key: SQLWrapper, stored: SQLWrapper): SQL {
  return sql`update ${idempotencyKeys} set response = ${stored}::jsonb
    where ${idempotencyKeys.customerId} = ${customerId}::int and ${idempotencyKeys.key} = ${key}::text`;
}
