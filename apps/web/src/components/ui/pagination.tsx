import { svgIcon } from '@/components/ui/server-icons';
import { Link } from '@/lib/i18n/navigation';
import { pageNumbers } from './page-numbers';
import styles from './pagination.module.css';

type Props = {
  page: number;
  totalPages: number;
  /** The address of page `n` (keeping whatever filters the list has). */
  hrefFor: (n: number) => string;
  /** The words of `common.pagination` in the page's language (a server page's `pageWords`). */
  words: PaginationWords;
  /** What the list's pages are called, when not just "Pages". */
  label?: string;
};

export type PaginationWords = Record<'label' | 'previous' | 'next' | 'page', string>;

/** Previous / numbered / next links of a server-rendered list. */
export function Pagination({ page, totalPages, hrefFor, words, label = words.label }: Props) {
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <nav aria-label={label} className={styles.pagination}>
      {current > 1 ? (
        <Link href={hrefFor(current - 1)} className={styles.step} rel="prev">
          {svgIcon('chevron-left', 18)} {words.previous}
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
      <ul className={styles.numbers}>
        {pageNumbers(current, totalPages).map((n, i) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefFor(n)}
                className={styles.number}
                aria-current={n === current ? 'page' : undefined}
                aria-label={words.page.replace('{n}', String(n))}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < totalPages ? (
        <Link href={hrefFor(current + 1)} className={styles.step} rel="next">
          {words.next} {svgIcon('chevron-right', 18)}
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
