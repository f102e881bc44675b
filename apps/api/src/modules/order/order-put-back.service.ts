import type { Tx } from '../../db/client.js';
import { reverseSale } from '../product/index.js';
import { countUnitsPutBack } from './order.repository.js';

/**
 * The one rule for stock that comes back from an order (issue 30): a cancellation, a partial return
 * with restock and "Return to stock" of a returned line all come here. Each line puts back at most
 * what it sold less what it put back before (`order_items.restocked_quantity`), so no way, nor two
 * ways one after the other, can put a unit on the shelf twice. `quantity` null: all that is left.
 * The caller holds the order's lock. Answers what went back, per line.
 */
export async function putBackInStock(
  tx: Tx,
  orderId: number,
  wanted: readonly { productId: number; quantity: number | null }[],
): Promise<{ productId: number; quantity: number; name: string }[]> {
  const putBack = await countUnitsPutBack(tx, orderId, wanted);
  await reverseSale(tx, putBack, { restock: true, unsell: false });
  return putBack;
}
