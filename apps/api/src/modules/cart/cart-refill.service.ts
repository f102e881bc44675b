import { MAX_CART_LINES } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { notFound } from '../../lib/app-error.js';
import { lockCustomer } from '../customer/index.js';
import { findShelfProduct, type ShelfProduct } from '../product/index.js';
import { countCartLines, findCartQuantity, upsertCartLine } from './cart.repository.js';

export type RefillWish = { productId: number; quantity: number };

/** What became of one wish: the product as it is today (none: gone), and how many the cart holds of it. */
export type RefillOutcome = {
  wish: RefillWish;
  product: ShelfProduct | undefined;
  /** Of the wish, what the cart holds now: the wish, or the stock when less (0: none went in). */
  filled: number;
  /** Not added because the cart holds MAX_CART_LINES products already. */
  cartFull: boolean;
};

/**
 * Fills the customer's cart up to these quantities, each up to the stock, skipping what is not on
 * sale ("Buy again", issue 32.6). A line already holding as many stays as it is, and one holding
 * more is not lowered: asking twice (a double tap, two tabs) leaves the cart as asking once
 * (decision 0050). One transaction under the customer's lock, as `setCartQuantity`, so two at once
 * fill it one after the other.
 */
export async function refillCart(db: Db, customerId: number, wishes: RefillWish[]): Promise<RefillOutcome[]> {
  return transactionRetryingDeadlocks(db, async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer');
    let lines = await countCartLines(tx, customerId);
    const outcomes: RefillOutcome[] = [];
    for (const wish of wishes) {
      const product = await findShelfProduct(tx, wish.productId);
      const current = await findCartQuantity(tx, customerId, wish.productId);
      if (!product?.onSale) {
        outcomes.push({ wish, product, filled: 0, cartFull: false });
        continue;
      }
      if (current === undefined && lines >= MAX_CART_LINES) {
        outcomes.push({ wish, product, filled: 0, cartFull: true });
        continue;
      }
      const filled = Math.max(0, Math.min(wish.quantity, product.stock));
      if (filled > (current ?? 0)) {
        await upsertCartLine(tx, customerId, wish.productId, filled);
        if (current === undefined) lines += 1;
      }
      outcomes.push({ wish, product, filled, cartFull: false });
    }
    return outcomes;
  });
}
