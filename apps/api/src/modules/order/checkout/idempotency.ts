import { createHash } from 'node:crypto';
import type { OrderLineInput } from '@farm/contract';
import type { Tx } from '../../../db/client.js';
import { AppError, conflict } from '../../../lib/app-error.js';
import { findIdempotencyKey, type StoredCheckout } from './idempotency.repository.js';

/** An `Idempotency-Key` with the hash of the request it was first sent with. */
export type IdempotencyClaim = { key: string; requestHash: string };

/**
 * Same lines in any order are the same request. The shown prices (`expectedTotal`, a line's
 * `expectedUnitPrice`) are left out: they are a condition of placing, not part of what is ordered,
 * so a retry after PRICE_CHANGED may keep its key, and a retry of a placed checkout answers it.
 */
export function requestHashOf(request: { lines: OrderLineInput[] } & Record<string, unknown>): string {
  const lines = [...request.lines]
    .sort((a, b) => a.productId - b.productId)
    .map((l) => [l.productId, l.quantity]);
  return createHash('sha256')
    .update(JSON.stringify({ ...request, lines }))
    .digest('hex');
}

/** The first checkout's answer for a retried key; a different request under the same key is refused. */
export async function replayOf(tx: Tx, customerId: number, claim: IdempotencyClaim): Promise<StoredCheckout> {
  const row = await findIdempotencyKey(tx, customerId, claim.key);
  if (row && row.requestHash !== claim.requestHash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different checkout; use a new key for a new checkout',
    ).worded({}, 'IDEMPOTENCY_KEY_USED_DIFFERENT_CHECKOUT');
  }
  if (!row?.response) {
    throw conflict(
      'IDEMPOTENCY_IN_PROGRESS',
      'This checkout is still being placed; try again shortly',
    ).worded({}, 'CHECKOUT_STILL_BEING_PLACED_TRY');
  }
  return row.response;
}
