import { Fragment } from 'react';
import { svgIcon } from '@/components/ui/server-icons';
import type { CatalogueWords } from './catalogue-words';
import styles from './rating-stars.module.css';

const STARS = [1, 2, 3, 4, 5];

/** Five stars filled to the rating (one decimal), read out as "Rated 4.3 out of 5". */
export function RatingStars({
  rating,
  count,
  size = 16,
  t,
}: {
  rating: number | null;
  count?: number;
  size?: number;
  t: CatalogueWords;
}) {
  if (rating === null) return null;
  const label =
    count === undefined ? t('rating.label', { rating }) : t.counted('rating.counted', count, { rating });
  const width = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={label}>
        <span className={styles.empty} aria-hidden="true">
          {STARS.map((n) => (
            <Fragment key={n}>{svgIcon('star', size)}</Fragment>
          ))}
        </span>
        <span className={styles.filled} style={{ width }} aria-hidden="true">
          {STARS.map((n) => (
            <Fragment key={n}>{svgIcon('star', size, 'currentColor')}</Fragment>
          ))}
        </span>
      </span>
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          {rating} ({count})
        </span>
      )}
    </span>
  );
}
