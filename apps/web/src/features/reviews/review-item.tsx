import type { Review } from '@farm/contract';
import type { Language } from '@farm/contract/plain/languages';
import layout from '@/components/ui/layout.module.css';
import { svgIcon } from '@/components/ui/server-icons';
import type { CatalogueWords } from '@/features/catalogue/catalogue-words';
import { RatingStars } from '@/features/catalogue/rating-stars';
import { formatDate } from '@/lib/format';
import type { Messages } from '@/lib/i18n/messages';
import type { Words } from '@/lib/i18n/words';
import styles from './reviews.module.css';

/** One review and the farm's replies (drawn on the server, or by "Show more reviews"). All text is rendered as text (React escapes it). */
export type ReviewItemWords = { t: Words<Messages['reviews']>; c: CatalogueWords; language: Language };

export function ReviewItem({
  review,
  words: { t, c, language },
}: {
  review: Review;
  words: ReviewItemWords;
}) {
  return (
    <article className={`${layout.stack} ${styles.review}`} data-testid="review">
      <div className={styles.reviewHead}>
        <RatingStars rating={review.rating} size={16} t={c} />
        {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
      </div>
      <p className={styles.byline}>
        <span>{review.customerName}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
        {review.verifiedPurchase && (
          <span className={styles.verified}>
            {svgIcon('badge-check', 16)} {t('verified')}
          </span>
        )}
      </p>
      <p className={styles.comment}>{review.comment}</p>
      {review.replies.map((reply) => (
        <div key={reply.id} className={`${layout.stack} ${styles.reply}`}>
          <p className={styles.replyHead}>
            {svgIcon('message-square-reply', 16)}
            <strong>{t('replyFrom', { name: reply.userName })}</strong>
            <span aria-hidden="true"> · </span>
            <time dateTime={reply.createdAt}>{formatDate(reply.createdAt, language)}</time>
          </p>
          <p className={styles.comment}>{reply.message}</p>
        </div>
      ))}
    </article>
  );
}
