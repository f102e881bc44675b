import type { ReviewSummary as Summary } from '@farm/contract';
import layout from '@/components/ui/layout.module.css';
import { RatingStars } from '@/features/catalogue/rating-stars';
import type { ReviewItemWords } from './review-item';
import styles from './reviews.module.css';

const LEVELS = ['5', '4', '3', '2', '1'] as const;

/** The average, the number of reviews and how many gave each number of stars. */
export function ReviewSummary({ summary, words: { t, c } }: { summary: Summary; words: ReviewItemWords }) {
  if (summary.reviewCount === 0 || summary.averageRating === null) return null;
  return (
    <div className={styles.summary}>
      <div className={`${layout.stack} ${styles.average}`}>
        <span className={styles.averageNumber}>{summary.averageRating.toFixed(1)}</span>
        <RatingStars rating={summary.averageRating} size={18} t={c} />
        <span className={styles.muted}>{t.counted('count', summary.reviewCount)}</span>
      </div>
      <ul className={styles.bars} aria-label={t('ratings')}>
        {LEVELS.map((level) => {
          const count = summary.ratingCounts[level];
          const share = Math.round((count / summary.reviewCount) * 100);
          return (
            <li key={level} className={styles.bar}>
              <span>{t.counted('stars', Number(level))}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.muted}>{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
