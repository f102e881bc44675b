import type { ReviewListQuery, ReviewReply } from '@farm/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from '../product/product.table.js';
import { reviewReplies, reviews } from './review.table.js';

/** A review row with its product's name; replies are attached by the service. */
export type ReviewRecord = Awaited<ReturnType<typeof findReview>> & {};

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  customerId: reviews.customerId,
  customerName: reviews.customerName,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  verifiedPurchase: reviews.verifiedPurchase,
  hidden: reviews.hidden,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

const hasReply = sql`exists (select 1 from ${reviewReplies} where ${reviewReplies.reviewId} = ${reviews.id})`;

export type ReviewFilter = Partial<Pick<ReviewListQuery, 'productId' | 'rating' | 'replied' | 'hidden'>>;

function whereOf(filter: ReviewFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.productId !== undefined) filters.push(eq(reviews.productId, filter.productId));
  if (filter.rating !== undefined) filters.push(eq(reviews.rating, filter.rating));
  if (filter.hidden !== undefined) filters.push(eq(reviews.hidden, filter.hidden));
  if (filter.replied === true) filters.push(hasReply);
  if (filter.replied === false) filters.push(sql`not ${hasReply}`);
  return filters.length ? and(...filters) : undefined;
}

/** Newest first. */
export async function listReviews(db: DbOrTx, filter: ReviewFilter, page: { page: number; size: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReview(db: DbOrTx, id: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

/** The replies of a page of reviews in one query, grouped by review id, oldest first. */
export async function findRepliesOf(db: DbOrTx, reviewIds: number[]): Promise<Map<number, ReviewReply[]>> {
  const byReview = new Map<number, ReviewReply[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select()
    .from(reviewReplies)
    .where(inArray(reviewReplies.reviewId, reviewIds))
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id));
  for (const row of rows) {
    const reply = { id: row.id, message: row.message, userName: row.userName, createdAt: iso(row.createdAt) };
    byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), reply]);
  }
  return byReview;
}

/** How many visible reviews of a product gave each number of stars. */
export async function countRatings(db: DbOrTx, productId: number) {
  return db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .groupBy(reviews.rating);
}

export async function findProductStatus(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** Has the customer received the product (an order of theirs with it was delivered)? */
export async function hasReceivedProduct(db: DbOrTx, customerId: number, productId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'DELIVERED'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findReviewIdOf(db: DbOrTx, customerId: number, productId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)))
    .limit(1);
  return row?.id;
}

export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateReview(db: DbOrTx, id: number, values: Partial<typeof reviews.$inferInsert>) {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

export async function deleteReview(db: DbOrTx, id: number) {
  await db.delete(reviews).where(eq(reviews.id, id));
}

export async function insertReviewReply(db: DbOrTx, values: typeof reviewReplies.$inferInsert) {
  await db.insert(reviewReplies).values(values);
}

export async function deleteReviewReply(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(reviewReplies)
    .where(eq(reviewReplies.id, id))
    .returning({ id: reviewReplies.id });
  return row?.id;
}
