import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { type ListingState, listingHref } from './listing-query';
import styles from './pagination.module.css';

/** Which page numbers to show: the first, the last and two around the current one. */
function pageNumbers(current: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

/** Previous / numbered / next links of the listing (they keep the filters). */
export function Pagination({ state, totalPages }: { state: ListingState; totalPages: number }) {
  if (totalPages <= 1) return null;
  const current = Math.min(state.page, totalPages);
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {current > 1 ? (
        <Link href={listingHref({ ...state, page: current - 1 })} className={styles.step} rel="prev">
          <ChevronLeft aria-hidden="true" size={18} /> Previous
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
                href={listingHref({ ...state, page: n })}
                className={styles.number}
                aria-current={n === current ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < totalPages ? (
        <Link href={listingHref({ ...state, page: current + 1 })} className={styles.step} rel="next">
          Next <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
