import type { ProductReviews as ProductReviewsData } from '@farm/contract';
import type { ComponentProps, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { serverWords } from '@/lib/i18n/server-words';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import styles from './reviews.module.css';
import type { ReviewsTail } from './reviews-tail';

type TailProps = ComponentProps<typeof ReviewsTail>;

/**
 * A product's reviews with the farm's replies, the rating summary and (for a signed-in customer)
 * the review form. The first page is drawn on the server; "Show more reviews" loads the next ones.
 */
export async function ProductReviews({
  productId,
  initial,
  tail,
}: {
  productId: number;
  /** The first page, or undefined when the shop did not answer. */
  initial: ProductReviewsData | undefined;
  /**
   * Draws the tail ("Show more reviews", the review form) from its props and the server's drawing
   * of it while its code loads: the product page loads it as it comes into sight.
   */
  tail: (props: TailProps, held: ReactNode) => ReactNode;
}) {
  const [t, c, language] = await Promise.all([
    serverWords('reviews'),
    serverWords('catalogue'),
    getPageLanguage(),
  ]);
  const words = { t, c, language };
  const label = initial === undefined ? t('load') : t('more');
  const reviews = initial?.response ?? [];
  const nextPage =
    initial === undefined
      ? 1
      : initial.page.number < initial.page.totalPages
        ? initial.page.number + 1
        : undefined;
  return (
    <section className={layout.stack} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.heading}>
        {t('title')}
      </h2>
      {initial && <ReviewSummary summary={initial.summary} words={words} />}
      {initial === undefined && (
        <p className={styles.formError} role="alert">
          {t('failed')}
        </p>
      )}
      {initial !== undefined && reviews.length === 0 && <p className={styles.muted}>{t('none')}</p>}
      {reviews.length > 0 && (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} words={words} />
            </li>
          ))}
        </ul>
      )}
      {tail(
        { productId, nextPage, shownIds: reviews.map((r) => r.id), label },
        nextPage !== undefined && (
          <button type="button" className={buttonClass('secondary', ['steady'], styles.more)} disabled>
            {label}
          </button>
        ),
      )}
    </section>
  );
}
