import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { products } from './product.table.js';
import { onSale } from './product-row.js';

/** A product as the customer's own lists (cart, wishlist, notify requests) check it before a change. */
export type ShelfProduct = {
  id: number;
  productCode: string;
  name: string;
  /** Today's list price (paise). */
  price: number;
  stock: number;
  onSale: boolean;
};

export async function findShelfProduct(db: DbOrTx, productId: number): Promise<ShelfProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      productCode: products.productCode,
      name: products.name,
      price: products.price,
      stock: products.stock,
      onSale: onSale(),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}
