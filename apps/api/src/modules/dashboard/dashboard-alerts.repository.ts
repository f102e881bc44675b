import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../contact/contact.table.js';
import { products } from '../product/product.table.js';
import { reviewReplies, reviews } from '../review/review.table.js';

/*
 * Each list comes with its whole count in the same statement: `count(*) over ()` is taken before
 * the limit, so a short list and its total cost one query, never one per row.
 */
const totalRows = sql<number>`(count(*) over ())::int`.mapWith(Number);

/** The dashboard shows a glimpse of long texts; the whole text is one click away. */
export const GLIMPSE_CHARS = 200;
const glimpse = (column: typeof reviews.comment | typeof contactMessages.message) =>
  sql<string>`left(${column}, ${GLIMPSE_CHARS})`;

function withTotal<T extends { total: number }>(rows: T[]) {
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

const stockAlertColumns = {
  id: products.id,
  productCode: products.productCode,
  name: products.name,
  unit: products.unit,
  stock: products.stock,
  lowStockLimit: products.lowStockLimit,
  translations: products.translations,
  total: totalRows,
};

/** Active products with none in stock. */
export async function soldOut(db: DbOrTx, limit: number) {
  const rows = await db
    .select(stockAlertColumns)
    .from(products)
    .where(and(eq(products.status, 'active'), eq(products.stock, 0)))
    .orderBy(desc(products.updatedAt), products.id)
    .limit(limit);
  return withTotal(rows);
}

/**
 * Active products with some stock, at or under their own low-stock limit, emptiest first (the
 * condition is the predicate of `products_low_stock_idx`, which holds only those rows).
 */
export async function runningLow(db: DbOrTx, limit: number) {
  const rows = await db
    .select(stockAlertColumns)
    .from(products)
    .where(
      and(
        eq(products.status, 'active'),
        sql`${products.stock} <= ${products.lowStockLimit}`,
        sql`${products.stock} >= 1`,
      ),
    )
    .orderBy(products.stock, desc(products.updatedAt), products.id)
    .limit(limit);
  return withTotal(rows);
}

/** Visible reviews nobody has answered yet, newest first (the anti-join uses `review_replies_review_idx`). */
export async function unrepliedReviews(db: DbOrTx, limit: number) {
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      productTranslations: products.translations,
      customerName: reviews.customerName,
      rating: reviews.rating,
      comment: glimpse(reviews.comment),
      createdAt: reviews.createdAt,
      total: totalRows,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        eq(reviews.hidden, false),
        sql`not exists (select 1 from ${reviewReplies} where ${reviewReplies.reviewId} = ${reviews.id})`,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return withTotal(rows);
}

/** Contact messages nobody has read yet, newest first. */
export async function unreadMessages(db: DbOrTx, limit: number) {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      message: glimpse(contactMessages.message),
      createdAt: contactMessages.createdAt,
      total: totalRows,
    })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  return withTotal(rows);
}
