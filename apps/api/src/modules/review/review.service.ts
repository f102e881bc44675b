import type { PageQuery, Review, ReviewListQuery, ReviewSummary } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { iso } from '../../lib/dates.js';
import { pageInfo } from '../../lib/paging.js';
import {
  countRatings,
  findProductStatus,
  findRepliesOf,
  findReview,
  listReviews,
  type ReviewRecord,
} from './review.repository.js';

/** Who is reading: staff see hidden reviews and reviews of unpublished products. */
export type ReviewViewer = { staff: boolean };

/** Attaches the replies of all the reviews in one query. */
async function withReplies(db: DbOrTx, records: ReviewRecord[]): Promise<Review[]> {
  const replies = await findRepliesOf(
    db,
    records.map((r) => r.id),
  );
  return records.map(({ customerId: _customerId, createdAt, updatedAt, ...record }) => ({
    ...record,
    replies: replies.get(record.id) ?? [],
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  }));
}

/** Staff's list of all reviews, newest first, with filters. */
export async function listReviewPage(db: DbOrTx, query: ReviewListQuery) {
  const { rows, total } = await listReviews(db, query, query);
  return { items: await withReplies(db, rows), page: pageInfo(query, total) };
}

export async function getReview(db: DbOrTx, id: number, viewer: ReviewViewer) {
  const record = await findReview(db, id);
  if (!record || (record.hidden && !viewer.staff)) throw notFound('Review');
  const [review] = await withReplies(db, [record]);
  if (!review) throw notFound('Review');
  return review;
}

/** A product's reviews, newest first, and the summary of its visible ones. */
export async function listProductReviews(
  db: DbOrTx,
  productId: number,
  page: PageQuery,
  viewer: ReviewViewer,
) {
  const product = await findProductStatus(db, productId);
  if (!product || (product.status === 'draft' && !viewer.staff)) throw notFound('Product');
  const filter = { productId, ...(viewer.staff ? {} : { hidden: false }) };
  const [{ rows, total }, summary] = await Promise.all([
    listReviews(db, filter, page),
    summarizeRatings(db, productId),
  ]);
  return { items: await withReplies(db, rows), page: pageInfo(page, total), summary };
}

export async function summarizeRatings(db: DbOrTx, productId: number): Promise<ReviewSummary> {
  const ratingCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let reviewCount = 0;
  let stars = 0;
  for (const { rating, n } of await countRatings(db, productId)) {
    const key = String(rating);
    if (key in ratingCounts) ratingCounts[key as keyof typeof ratingCounts] = n;
    reviewCount += n;
    stars += rating * n;
  }
  // Rounded as PostgreSQL rounds numeric (half away from zero), like the products' rating.
  const averageRating = reviewCount ? Math.round((stars * 10) / reviewCount) / 10 : null;
  return { averageRating, reviewCount, ratingCounts };
}
