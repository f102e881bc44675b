import type { Category } from '@farm/contract';
import Link from 'next/link';
import styles from './category-grid.module.css';
import { categoryPath } from './paths';

/** The categories with their pictures, each leading to the listing filtered on it. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={categoryPath(category.id)} className={styles.category}>
            {category.imageUrl ? (
              <img src={category.imageUrl} alt="" width={300} height={300} loading="lazy" decoding="async" />
            ) : (
              <span className={styles.noPicture} aria-hidden="true" />
            )}
            <span className={styles.name}>{category.name}</span>
            <span className={styles.count}>
              {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
