import type { BlogCategory } from '@farm/contract';
import { Link } from '@/lib/i18n/navigation';
import styles from './blog-category-filter.module.css';
import { blogListHref } from './blog-links';

type Props = { categories: BlogCategory[]; activeId: number | undefined };

/** Links that narrow the list to one blog category (`?category=<id>`); the current one is marked. */
export function BlogCategoryFilter({ categories, activeId }: Props) {
  if (categories.length === 0) return null;
  const total = categories.reduce((sum, c) => sum + c.blogCount, 0);
  return (
    <nav aria-label="Blog categories" className={styles.filter}>
      <ul>
        <li>
          <Link href={blogListHref()} className={styles.chip} aria-current={activeId ? undefined : 'page'}>
            All posts <span className={styles.count}>{total}</span>
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={blogListHref({ categoryId: category.id })}
              className={styles.chip}
              aria-current={activeId === category.id ? 'page' : undefined}
            >
              {category.name} <span className={styles.count}>{category.blogCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
