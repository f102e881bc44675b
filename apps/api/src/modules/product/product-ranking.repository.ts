import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * The best sellers: active products ranked by units sold in the last 90 days (cancelled and
 * returned orders do not count), filled up with the newest active products.
 */
export async function bestSellingProducts(db: Db, size: number) {
  const sales = recentSales(db);
  const sellers = await db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sales, eq(sales.productId, products.id))
    .where(publicOnly())
    .orderBy(desc(sales.sold), desc(products.id))
    .limit(size);
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
