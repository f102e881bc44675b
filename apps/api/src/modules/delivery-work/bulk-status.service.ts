import type { BulkOrderStatusInput, BulkOrderStatusResult } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { advanceOrder, findOrder, type OrderActor } from '../order/index.js';

/**
 * Marks a day's orders packed or shipped at once. Each order moves on its own (through the steps
 * before, as one change), so one that cannot is listed with why and the others still move.
 */
export async function moveOrders(
  db: Db,
  actor: OrderActor,
  input: BulkOrderStatusInput,
): Promise<BulkOrderStatusResult> {
  const result: BulkOrderStatusResult = { moved: [], refused: [] };
  for (const orderId of new Set(input.orderIds)) {
    try {
      await advanceOrder(db, actor, orderId, input.status);
      result.moved.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      // The code and the order's status now let the screen say why in words (issue 32.11).
      const status = (await findOrder(db, orderId))?.status ?? null;
      result.refused.push({ orderId, code: error.code, status, message: error.message });
    }
  }
  return result;
}
