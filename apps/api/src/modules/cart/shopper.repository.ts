import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { customers } from '../customer/customer.table.js';
import { products } from '../product/product.table.js';

/**
 * What the customer's own lists (cart, wishlist, notify requests, addresses) check before they
 * change: the customer's row, and the product as the shop sells it.
 */

/** On sale: an active product of a category that is not archived (what the public may see). */
export function onSale(): SQL<boolean> {
  return sql<boolean>`(${products.status} = 'active' and ${categories.archivedAt} is null)`.mapWith(Boolean);
}

/**
 * Locks the customer's row until the transaction ends, so that two parallel changes of one
 * customer's list cannot both pass a cap or both make a default address. False: no such customer.
 * FOR NO KEY UPDATE: a checkout inserting this customer's order takes a key-share lock on the row,
 * which FOR UPDATE would block (a deadlock with the cart, seen under concurrency).
 */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return row !== undefined;
}

export async function customerExists(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row !== undefined;
}

export type ShelfProduct = {
  id: number;
  productCode: string;
  name: string;
  stock: number;
  onSale: boolean;
};

export async function findShelfProduct(db: DbOrTx, productId: number): Promise<ShelfProduct | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      productCode: products.productCode,
      name: products.name,
      stock: products.stock,
      onSale: onSale(),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}
