import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { products } from './product.table.js';

/** A product line's stock movement: `quantity` units of `productId`. */
export type StockMovement = { productId: number; quantity: number };

function selectForPricing(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({
      id: products.id,
      productCode: products.productCode,
      name: products.name,
      categoryId: products.categoryId,
      unit: products.unit,
      imageUrl: sql<string | null>`${products.imageUrls}[1]`,
      price: products.price,
      stock: products.stock,
      status: products.status,
      translations: products.translations,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id));
}

/**
 * Locks the products in id order, so that two checkouts sharing products always lock them in the
 * same order and cannot deadlock. FOR NO KEY UPDATE, not FOR UPDATE: the key does not change, and
 * FOR UPDATE would also block the key-share locks that inserting a cart line or an order line
 * takes on its product, which deadlocked a checkout against the same customer's add-to-cart.
 * Answers what an order line snapshots.
 */
export async function lockProducts(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectForPricing(tx, ids).for('no key update');
}

/** The same as `lockProducts` without a lock: for a quote, which holds nothing. */
export async function readProductsForPricing(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectForPricing(db, ids);
}
export type LockedProduct = Awaited<ReturnType<typeof lockProducts>>[number];

function movementValues(movements: readonly StockMovement[]): SQL {
  return sql.join(
    movements.map((m) => sql`(${m.productId}::int, ${m.quantity}::int)`),
    sql`, `,
  );
}

/**
 * Undoes a sale for a cancelled or returned order: `restock` puts the units back in stock (a
 * cancellation), `unsell` takes them out of `recent_sales`, never below zero (not for an order the
 * last recount has already dropped). Locks the rows in id order first, as checkout does.
 */
export async function reverseSale(
  tx: Tx,
  movements: readonly StockMovement[],
  what: { restock: boolean; unsell: boolean },
): Promise<void> {
  const changes = [
    ...(what.restock ? [sql`stock = p.stock + v.quantity`, sql`updated_at = now()`] : []),
    ...(what.unsell ? [sql`recent_sales = greatest(p.recent_sales - v.quantity, 0)`] : []),
  ];
  if (movements.length === 0 || changes.length === 0) return;
  await lockProducts(
    tx,
    movements.map((m) => m.productId),
  );
  await tx.execute(sql`
    update ${products} as p
    set ${sql.join(changes, sql`, `)}
    from (values ${movementValues(movements)}) as v(product_id, quantity)
    where p.id = v.product_id`);
}
