import type { CSSProperties } from 'react';
import type { CatalogueWords } from './catalogue-words';
import styles from './rating-stars.module.css';

/**
 * Five stars filled to the rating (one decimal), read out as "Rated 4.3 out of 5": one element the
 * stylesheet draws (rating-stars.module.css), `size` px a star.
 */
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
  const drawn = {
    '--star-size': `${size}px`,
    '--filled': `${Math.max(0, Math.min(5, rating)) * 20}%`,
  } as CSSProperties;
  return (
    <span className={styles.rating}>
      <span className={styles.stars} style={drawn} role="img" aria-label={label} />
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          {rating} ({count})
        </span>
      )}
    </span>
  );
}
