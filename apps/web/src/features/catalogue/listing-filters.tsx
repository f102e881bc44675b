'use client';

import { PRODUCT_SORTS, type ProductSort } from '@farm/contract/plain/product-sorts';
import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import styles from './listing-filters.module.css';
import { type ListingState, listingHref, SORT_LABELS } from './listing-query';

/**
 * The listing's search box and sort order. A plain GET form (it works before the script loads);
 * once loaded, submitting or changing the sort navigates in place and goes back to page 1.
 */
export function ListingFilters({ state }: { state: ListingState }) {
  const router = useRouter();
  const searchId = useId();
  const sortId = useId();

  function navigate(form: HTMLFormElement) {
    const data = new FormData(form);
    const q = String(data.get('q') ?? '').trim();
    const sort = String(data.get('sort') ?? 'newest') as ProductSort;
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
            Search products
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={state.q ?? ''}
            placeholder="Search products"
            maxLength={200}
            className={styles.input}
          />
          <button type="submit" className={styles.searchButton} aria-label="Search">
            <Search aria-hidden="true" size={18} />
          </button>
        </div>
        <div className={styles.sort}>
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            name="sort"
            defaultValue={state.sort}
            className={styles.select}
            onChange={(e) => e.currentTarget.form && navigate(e.currentTarget.form)}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </form>
    </search>
  );
}
