import type { Tx } from '../../db/client.js';
import { countUnitsPutBack } from './order.repository.js';

/**
 * The one rule for stock that comes back from an order (issue 30): a cancellation, a partial return
 * with restock and "Return to stock" of a returned line all come here. Each line puts back at most
 * what it sold less what it put back before (`order_items.restocked_quantity`), so no way, nor two
 * ways one after the other, can put a unit on the shelf twice. `quantity` null: all that is left.
 * The caller holds the order's lock and announces what went back (`backInStock` of its event): the
 * product module's subscriber raises the shelf's stock. Answers what went back, per line.
 */
export async function putBackInStock(
  tx: Tx,
  orderId: number,
  wanted: readonly { productId: number; quantity: number | null }[],
): Promise<{ productId: number; quantity: number; name: string }[]> {
  return countUnitsPutBack(tx, orderId, wanted);
}
