'use client';

import type { Review } from '@farm/contract';
import { type ComponentType, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import type { ReviewItemWords } from './review-item';
import styles from './reviews.module.css';

type Loaded = { reviews: Review[]; Item: ComponentType<{ review: Review; words: ReviewItemWords }> };

/**
 * "Show more reviews": the next pages, fetched when asked. The API call and the review's drawing
 * load with the first tap, not with the page (most visitors read the first page only).
 */
export function MoreReviews(props: {
  productId: number;
  nextPage: number;
  /** The reviews the server drew: a page that shifted since is not shown twice. */
  shownIds: number[];
  label: string;
}) {
  const t = useWords('reviews');
  const c = useWords('catalogue');
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded>();
  const [next, setNext] = useState<number | undefined>(props.nextPage);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function more() {
    if (next === undefined) return;
    setLoading(true);
    setProblem(undefined);
    try {
      const [api, item] = await Promise.all([import('./api'), import('./review-item')]);
      const page = await api.fetchProductReviews(props.productId, next);
      setLoaded((before) => {
        const seen = new Set([...props.shownIds, ...(before?.reviews ?? []).map((r) => r.id)]);
        const fresh = page.response.filter((r) => !seen.has(r.id));
        return { reviews: [...(before?.reviews ?? []), ...fresh], Item: item.ReviewItem };
      });
      setNext(page.page.number < page.page.totalPages ? page.page.number + 1 : undefined);
    } catch (error) {
      const { messageOf } = await import('@/lib/api/problem');
      setProblem(messageOf(error));
    } finally {
      setLoading(false);
    }
  }

  const Item = loaded?.Item;
  return (
    <>
      {Item && loaded.reviews.length > 0 && (
        <ul className={styles.list}>
          {loaded.reviews.map((review) => (
            <li key={review.id}>
              <Item review={review} words={{ t, c, language }} />
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className={styles.formError} role="alert">
          {t('moreFailed', { problem })}
        </p>
      )}
      {next !== undefined && (
        <button
          type="button"
          className={buttonClass('secondary', ['steady'], styles.more)}
          onClick={more}
          disabled={loading}
        >
          {loading ? t('loading') : props.label}
        </button>
      )}
    </>
  );
}
