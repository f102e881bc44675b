import { and, desc, eq, gt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from './product.table.js';
import { onSale, productSelection, toProduct } from './product-row.js';

/** How far back "best selling" looks. */
export const RECENT_SALES_DAYS = 90;

/**
 * Recounts every product's `recent_sales` from the order lines of the last 90 days (cancelled and
 * returned orders do not count), writing only the rows whose count changed. Checkout and status
 * changes keep the counts current between recounts; the recount is what lets old orders drop out,
 * and it sets a shop's counts right after an upgrade or an import. One statement; a checkout that
 * commits while it runs may go uncounted until the next recount.
 */
export async function refreshRecentSales(db: DbOrTx): Promise<void> {
  const sales = db
    .select({
      productId: orderItems.productId,
      sold: sql<number>`sum(${orderItems.quantity})::int`.as('sold'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        sql`${orders.createdAt} >= now() - make_interval(days => ${RECENT_SALES_DAYS})`,
        sql`${orders.status} not in ('CANCELLED', 'RETURNED')`,
      ),
    )
    .groupBy(orderItems.productId);
  // The products that sold, and those that had a count but sold nothing since: not the whole catalogue.
  await db.execute(sql`
    with sales as (${sales}),
    counts as (
      select product_id as id, sold from sales
      union all
      select id, 0 from ${products} as unsold
      where unsold.recent_sales > 0 and not exists (select 1 from sales where sales.product_id = unsold.id)
    )
    update ${products} as p set recent_sales = counts.sold
    from counts where p.id = counts.id and p.recent_sales <> counts.sold`);
}

/**
 * The best sellers: active products ranked by units sold in the last 90 days, filled up with the
 * newest active products. Both come straight off an index in order (`products_status_sales_idx`,
 * then the primary key), so no order line is read and no product is sorted (decision 0020).
 */
export async function bestSellingProducts(db: DbOrTx, size: number) {
  const sellers = await db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(onSale(), gt(products.recentSales, 0)))
    .orderBy(desc(products.recentSales), desc(products.id))
    .limit(size);
  if (sellers.length >= size) return sellers.map(toProduct);

  const conditions: SQL[] = [onSale()];
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
