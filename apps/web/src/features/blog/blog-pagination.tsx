import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { blogListHref } from './blog-links';
import styles from './blog-pagination.module.css';

type Props = { page: number; totalPages: number; categoryId: number | undefined };

/** Pages 1 … n with previous/next, as links (the list is server-rendered). */
export function BlogPagination({ page, totalPages, categoryId }: Props) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === totalPages || Math.abs(n - page) <= 1,
  );
  return (
    <nav aria-label="Blog pages" className={styles.pager}>
      {page > 1 ? (
        <Link href={blogListHref({ categoryId, page: page - 1 })} className={styles.step} rel="prev">
          <ChevronLeft aria-hidden="true" size={18} /> Previous
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled="true">
          <ChevronLeft aria-hidden="true" size={18} /> Previous
        </span>
      )}
      <ol className={styles.numbers}>
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && pages[i - 1] !== n - 1 && <span className={styles.gap}>…</span>}
            <Link
              href={blogListHref({ categoryId, page: n })}
              className={styles.number}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link href={blogListHref({ categoryId, page: page + 1 })} className={styles.step} rel="next">
          Next <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled="true">
          Next <ChevronRight aria-hidden="true" size={18} />
        </span>
      )}
    </nav>
  );
}
