import { MAX_WISHLIST_ITEMS, type WishlistProduct } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { customerExists, lockCustomer } from '../customer/index.js';
import { withShelfOffers } from '../pricing/index.js';
import { findShelfProduct } from '../product/index.js';
import {
  countWishlistItems,
  deleteWishlistItems,
  findWishlistProducts,
  hasWishlistItem,
  insertWishlistItem,
} from './wishlist.repository.js';

/** The wishlist's products with the offer each shows now, as the catalogue shows them. */
async function wishlistOf(db: DbOrTx, customerId: number): Promise<WishlistProduct[]> {
  const priced = await withShelfOffers(db, await findWishlistProducts(db, customerId));
  return priced.map(({ categoryId: _categoryId, ...product }) => product);
}

export async function getWishlist(db: DbOrTx, customerId: number): Promise<WishlistProduct[]> {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  return wishlistOf(db, customerId);
}

/** Idempotent: a product already on the list stays once. Only products on sale can be added. */
export async function addToWishlist(db: Db, customerId: number, productId: number) {
  await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer');
    const product = await findShelfProduct(tx, productId);
    if (!product?.onSale) throw notFound('Product');
    if (await hasWishlistItem(tx, customerId, productId)) return;
    if ((await countWishlistItems(tx, customerId)) >= MAX_WISHLIST_ITEMS) {
      throw conflict('WISHLIST_FULL', `A wishlist holds at most ${MAX_WISHLIST_ITEMS} products`).worded(
        { MAX_WISHLIST_ITEMS },
        'WISHLIST_HOLDS_MOST_MAX_WISHLIST',
      );
    }
    await insertWishlistItem(tx, customerId, productId);
  });
  return wishlistOf(db, customerId);
}

/** Ids that are not on the list are ignored. */
export async function removeFromWishlist(db: Db, customerId: number, productIds: number[]) {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  await deleteWishlistItems(db, customerId, productIds);
  return wishlistOf(db, customerId);
}
