'use client';

import type { ProductReviews as ProductReviewsData } from '@farm/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { LOGIN_PATH } from '@/features/product-actions/login-redirect';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import { messageOf } from '@/lib/api/problem';
import { fetchProductReviews, reviewsKey } from './api';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import styles from './reviews.module.css';

/**
 * The form (react-hook-form and zod) loads only for a signed-in customer: most visitors of a
 * product page only read, and would otherwise download the schema library with the page.
 */
const ReviewForm = dynamic(() => import('./review-form').then((m) => m.ReviewForm), {
  loading: () => <p className={styles.muted}>Loading the review form…</p>,
});

/**
 * A product's reviews with the farm's replies, the rating summary and (for a signed-in customer)
 * the review form. The first page comes rendered from the server; more load on demand.
 */
export function ProductReviews({
  productId,
  initial,
}: {
  productId: number;
  initial: ProductReviewsData | undefined;
}) {
  const { user, ready } = useHydratedSession();
  const [submitted, setSubmitted] = useState(false);
  const query = useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam }) => fetchProductReviews(productId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.number < last.page.totalPages ? last.page.number + 1 : undefined),
    ...(initial ? { initialData: { pages: [initial], pageParams: [1] } } : {}),
  });
  const pages = query.data?.pages ?? [];
  const reviews = pages.flatMap((p) => p.response);
  const summary = pages[0]?.summary;

  return (
    <section className={layout.stack} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.heading}>
        Customer reviews
      </h2>
      {summary && <ReviewSummary summary={summary} />}

      {query.isPending && <p className={styles.muted}>Loading reviews…</p>}
      {query.isError && reviews.length === 0 && (
        <p className={styles.formError} role="alert">
          We could not load the reviews: {messageOf(query.error)}
        </p>
      )}
      {query.isSuccess && reviews.length === 0 && (
        <p className={styles.muted}>No reviews yet. Be the first to review this product.</p>
      )}

      {reviews.length > 0 && (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', ['steady'], styles.more)}
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
        </button>
      )}

      {ready &&
        (user ? (
          submitted ? (
            <p className={styles.thanks} role="status">
              Thank you for your review.
            </p>
          ) : (
            <ReviewForm productId={productId} onDone={() => setSubmitted(true)} />
          )
        ) : (
          <p className={styles.loginPrompt}>
            <Link href={LOGIN_PATH}>Log in</Link> to write a review.
          </p>
        ))}
    </section>
  );
}
