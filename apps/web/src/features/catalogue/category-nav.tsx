import type { Category } from '@farm/contract';
import { Link } from '@/lib/i18n/navigation';
import styles from './category-nav.module.css';
import { type ListingState, listingHref } from './listing-query';

type Option = { id: number | undefined; name: string; count?: number };

/** The category filter: "All products" and each category, keeping the search text and sort order. */
export function CategoryNav({ categories, state }: { categories: Category[]; state: ListingState }) {
  const options: Option[] = [
    { id: undefined, name: 'All products' },
    ...categories.map((c) => ({ id: c.id, name: c.name, count: c.productCount })),
  ];
  return (
    <nav aria-label="Categories" className={styles.nav}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <Link
              href={listingHref({ ...state, category: option.id, page: 1 })}
              className={styles.option}
              aria-current={option.id === state.category ? 'page' : undefined}
            >
              {option.name}
              {option.count !== undefined && (
                <span className={styles.count}>
                  <span className="visually-hidden">(</span>
                  {option.count}
                  <span className="visually-hidden"> products)</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
