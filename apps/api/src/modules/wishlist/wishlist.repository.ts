import type { WishlistProduct } from '@farm/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { onSale } from '../product/index.js';
import { products } from '../product/product.table.js';
import { wishlistItems } from './wishlist.table.js';

export type WishlistRow = Omit<WishlistProduct, 'offer'> & { categoryId: number };

/** The products on the customer's wishlist that are on sale, newest first (others stay, unseen). */
export async function findWishlistProducts(db: DbOrTx, customerId: number): Promise<WishlistRow[]> {
  const rows = await db
    .select({
      id: products.id,
      productCode: products.productCode,
      name: products.name,
      categoryId: products.categoryId,
      imageUrls: products.imageUrls,
      price: products.price,
      mrp: products.mrp,
      unit: products.unit,
      translations: products.translations,
      stock: products.stock,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(wishlistItems.customerId, customerId), onSale()))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
  return rows.map(({ imageUrls, stock, ...row }) => ({
    ...row,
    imageUrl: imageUrls[0] ?? null,
    inStock: stock > 0,
  }));
}

export async function hasWishlistItem(db: DbOrTx, customerId: number, productId: number) {
  const [row] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function countWishlistItems(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  return row?.n ?? 0;
}

/** Idempotent: adding a product that is already there changes nothing. */
export async function insertWishlistItem(db: DbOrTx, customerId: number, productId: number) {
  await db.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
}

export async function deleteWishlistItems(db: DbOrTx, customerId: number, productIds: number[]) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), inArray(wishlistItems.productId, productIds)));
}
