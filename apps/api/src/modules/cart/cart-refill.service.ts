import { MAX_CART_LINES } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { notFound } from '../../lib/app-error.js';
import { lockCustomer } from '../customer/index.js';
import { findShelfProduct, type ShelfProduct } from '../product/index.js';
import { countCartLines, findCartQuantity, upsertCartLine } from './cart.repository.js';

export type RefillWish = { productId: number; quantity: number };

/** What became of one wish: the product as it is today (none: gone), and how many went in. */
export type RefillOutcome = {
  wish: RefillWish;
  product: ShelfProduct | undefined;
  added: number;
  /** Not added because the cart holds MAX_CART_LINES products already. */
  cartFull: boolean;
};

/**
 * Adds these quantities to the customer's cart, each up to the stock, skipping what is not on sale
 * ("Buy again", issue 32.6). One transaction under the customer's lock, as `setCartQuantity`.
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
        outcomes.push({ wish, product, added: 0, cartFull: false });
        continue;
      }
      if (current === undefined && lines >= MAX_CART_LINES) {
        outcomes.push({ wish, product, added: 0, cartFull: true });
        continue;
      }
      const quantity = Math.min((current ?? 0) + wish.quantity, product.stock);
      const added = Math.max(0, quantity - (current ?? 0));
      if (added > 0) {
        await upsertCartLine(tx, customerId, wish.productId, quantity);
        if (current === undefined) lines += 1;
      }
      outcomes.push({ wish, product, added, cartFull: false });
    }
    return outcomes;
  });
}
