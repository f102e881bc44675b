import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from './product.table.js';
import { productSelection, publicOnly, toProduct } from './product-row.js';

/** Units sold per product in the last 90 days, in orders that were not cancelled or returned. */
export function recentSales(db: DbOrTx) {
  return db
    .select({
      productId: orderItems.productId,
      sold: sql<number>`sum(${orderItems.quantity})::int`.as('sold'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        sql`${orders.createdAt} >= now() - interval '90 days'`,
        sql`${orders.status} not in ('CANCELLED', 'RETURNED')`,
      ),
    )
    .groupBy(orderItems.productId)
    .as('recent_sales');
}

/** How many ranked product ids one round reads; `size` is at most 50, so one round is the rule. */
const RANKED_BATCH = 200;

/**
 * The best sellers: active products ranked by units sold in the last 90 days (cancelled and
 * returned orders do not count), filled up with the newest active products. The ranking comes
 * from the order lines alone; the products are then read by primary key in rank order, so the
 * catalogue itself is never scanned (joining the ranking to it made PostgreSQL read all 100,000
 * products, bench/README.md).
 */
export async function bestSellingProducts(db: Db, size: number) {
  const sales = recentSales(db);
  const sellers: Awaited<ReturnType<typeof productsByIds>> = [];
  for (let offset = 0; sellers.length < size; offset += RANKED_BATCH) {
    const ids = (
      await db
        .select({ id: sales.productId })
        .from(sales)
        .orderBy(desc(sales.sold), desc(sales.productId))
        .limit(RANKED_BATCH)
        .offset(offset)
    ).map((r) => r.id);
    const found = new Map((await productsByIds(db, ids)).map((p) => [p.id, p]));
    for (const id of ids) {
      const product = found.get(id);
      if (product && sellers.length < size) sellers.push(product);
    }
    if (ids.length < RANKED_BATCH) break;
  }
  if (sellers.length >= size) return sellers.map(toProduct);

  const conditions: SQL[] = [publicOnly()];
  if (sellers.length)
    conditions.push(
      notInArray(
        products.id,
        sellers.map((p) => p.id),
      ),
    );
  const newest = await db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions))
    .orderBy(desc(products.id))
    .limit(size - sellers.length);
  return [...sellers, ...newest].map(toProduct);
}

/** The public ones among these products, read by primary key. */
async function productsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, ids), publicOnly()));
}
