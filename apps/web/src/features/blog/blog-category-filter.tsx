import type { BlogCategory } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { getTranslations } from 'next-intl/server';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import styles from './blog-category-filter.module.css';
import { blogListHref } from './blog-links';

type Props = { categories: BlogCategory[]; activeId: number | undefined };

/** Links that narrow the list to one blog category (`?category=<id>`); the current one is marked. */
export async function BlogCategoryFilter({ categories, activeId }: Props) {
  if (categories.length === 0) return null;
  const [t, language] = await Promise.all([getTranslations('blog'), getPageLanguage()]);
  const total = categories.reduce((sum, c) => sum + c.blogCount, 0);
  return (
    <nav aria-label={t('categories')} className={styles.filter}>
      <ul>
        <li>
          <Link href={blogListHref()} className={styles.chip} aria-current={activeId ? undefined : 'page'}>
            {t('allPosts')} <span className={styles.count}>{total}</span>
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={blogListHref({ categoryId: category.id })}
              className={styles.chip}
              aria-current={activeId === category.id ? 'page' : undefined}
            >
              {translated(category, 'name', language)}{' '}
              <span className={styles.count}>{category.blogCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
