'use client';

import { PRODUCT_SORTS, type ProductSort } from '@farm/contract/plain/product-sorts';
import { type FormEvent, useId } from 'react';
import { useWords } from '@/lib/i18n/client-words';
import { Link, useRouter } from '@/lib/i18n/navigation';
import styles from './listing-filters.module.css';
import { type ListingState, listingHref } from './listing-query';

/**
 * The listing's search box and sort order. A plain GET form (it works before the script loads);
 * once loaded, submitting or changing the sort navigates in place and goes back to page 1.
 * Inside a category the box searches that category only, and says so, with a way out of it.
 */
export function ListingFilters({ state, categoryName }: { state: ListingState; categoryName?: string }) {
  const t = useWords('catalogue');
  const router = useRouter();
  const searchId = useId();
  const sortId = useId();
  const scopeId = useId();

  function navigate(form: HTMLFormElement) {
    const data = new FormData(form);
    const q = String(data.get('q') ?? '').trim();
    // '' is the default order (best match with words, newest without).
    const sort = (String(data.get('sort') ?? '') || undefined) as ProductSort | undefined;
    router.push(listingHref({ category: state.category, q: q || undefined, sort, page: 1 }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(event.currentTarget);
  }

  return (
    <search>
      <form action="/products" method="get" className={styles.filters} onSubmit={onSubmit}>
        {state.category && <input type="hidden" name="category" value={state.category} />}
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('filters.search')}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={state.q ?? ''}
            placeholder={
              categoryName ? t('filters.searchIn', { category: categoryName }) : t('filters.search')
            }
            aria-describedby={categoryName ? scopeId : undefined}
            maxLength={200}
            className={styles.input}
          />
          <button type="submit" className={styles.searchButton} aria-label={t('filters.submit')}>
            {/* lucide's "search" drawn inline: the icon library would be ~2 kB of this page's first load. */}
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="m21 21-4.34-4.34" />
              <circle cx="11" cy="11" r="8" />
            </svg>
          </button>
        </div>
        <div className={styles.sort}>
          <label htmlFor={sortId}>{t('filters.sortBy')}</label>
          <select
            id={sortId}
            name="sort"
            defaultValue={state.sort ?? ''}
            className={styles.select}
            onChange={(e) => e.currentTarget.form && navigate(e.currentTarget.form)}
          >
            <option value="">{t(state.q ? 'filters.sorts.relevance' : 'filters.sorts.newest')}</option>
            {PRODUCT_SORTS.filter((sort) => state.q || sort !== 'newest').map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {categoryName && (
        <p id={scopeId} className={styles.scope}>
          {t('filters.scope', { category: categoryName })}{' '}
          <Link href={listingHref({ q: state.q, sort: state.sort, page: 1 })}>{t('filters.searchAll')}</Link>
        </p>
      )}
    </search>
  );
}
