import type { Category } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
import styles from './category-nav.module.css';
import { type ListingState, listingHref } from './listing-query';

type Option = { id: number | undefined; name: string; count?: number };

/** The category filter: "All products" and each category, keeping the search text and sort order. */
export async function CategoryNav({ categories, state }: { categories: Category[]; state: ListingState }) {
  const [t, language] = await Promise.all([serverWords('catalogue'), getPageLanguage()]);
  const options: Option[] = [
    { id: undefined, name: t('categories.allProducts') },
    ...categories.map((c) => ({ id: c.id, name: translated(c, 'name', language), count: c.productCount })),
  ];
  return (
    <nav aria-label={t('categories.label')} className={styles.nav}>
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
                  <span aria-hidden="true">{option.count}</span>
                  <span className="visually-hidden">{t.counted('categories.countAside', option.count)}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
