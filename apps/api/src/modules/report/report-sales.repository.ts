import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from '../product/product.table.js';
import { countOf, indiaDate, type Period, soldIn, sumOf } from './report-period.js';

/*
 * What sold: the lines of orders that are sales, summed in SQL, one statement per table. Revenue is
 * the lines' `line_total`, what they sold for after offers; a coupon comes off the whole order, and
 * delivery is no product's.
 */
const figures = {
  orders: countOf(sql`distinct ${orders.id}`),
  units: sumOf(orderItems.quantity),
  revenue: sumOf(orderItems.lineTotal),
};
const byRevenue = [desc(figures.revenue), desc(figures.units)];

export async function salesTotals(db: DbOrTx, period: Period) {
  const [row] = await db
    .select(figures)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(soldIn(period));
  return row ?? { orders: 0, units: 0, revenue: 0 };
}

/** Sales per India day, the days with sales only (the service fills in the rest). */
export async function salesByDay(db: DbOrTx, period: Period) {
  const day = indiaDate(orders.createdAt);
  return db
    .select({ date: day, ...figures })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(soldIn(period))
    .groupBy(day)
    .orderBy(day);
}

/**
 * Each product's sales (its name and category today's), by revenue; or, given `bestSellers`, the
 * first so many by units: the best sellers.
 */
export async function salesByProduct(db: DbOrTx, period: Period, bestSellers?: { limit: number }) {
  const query = db
    .select({
      productId: products.id,
      productCode: products.productCode,
      name: products.name,
      translations: products.translations,
      categoryName: categories.name,
      categoryTranslations: categories.translations,
      ...figures,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(soldIn(period))
    .groupBy(products.id, categories.id)
    .$dynamic();
  if (!bestSellers) return query.orderBy(...byRevenue, asc(products.name));
  return query
    .orderBy(desc(figures.units), desc(figures.revenue), asc(products.name))
    .limit(bestSellers.limit);
}

/** Each category's sales (the category its products are in today), by revenue. */
export async function salesByCategory(db: DbOrTx, period: Period) {
  return db
    .select({
      categoryId: categories.id,
      name: categories.name,
      translations: categories.translations,
      ...figures,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(soldIn(period))
    .groupBy(categories.id)
    .orderBy(...byRevenue, asc(categories.name));
}
