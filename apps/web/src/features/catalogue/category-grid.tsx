import type { Category } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import grid from '@/components/ui/card-grid.module.css';
import panel from '@/components/ui/panel.module.css';
import { ServerImage } from '@/components/ui/server-image';
import { getPageLanguage } from '@/lib/i18n/page-language';
import { Link } from '@/lib/i18n/server-link';
import { serverWords } from '@/lib/i18n/server-words';
import styles from './category-grid.module.css';
import { categoryPath } from './paths';

/** From category-grid.module.css: 3 columns on a phone, 4 from 768 px, 7 from 1,024 px. */
const SIZES =
  '(min-width: 1200px) 153px, (min-width: 1024px) calc(14.3vw - 18px), (min-width: 768px) calc(25vw - 20px), calc(33.3vw - 16px)';

/** The categories with their pictures, each leading to the listing filtered on it. */
export async function CategoryGrid({ categories }: { categories: Category[] }) {
  const [t, language] = await Promise.all([serverWords('catalogue'), getPageLanguage()]);
  return (
    <ul className={`${grid.grid} ${styles.grid}`}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            href={categoryPath(category.id)}
            className={`${panel.panel} ${panel.snug} ${panel.tile} ${styles.category}`}
          >
            {category.imageUrl ? (
              <ServerImage src={category.imageUrl} alt="" width={600} height={600} sizes={SIZES} />
            ) : (
              <span className={styles.noPicture} aria-hidden="true" />
            )}
            <span className={styles.name}>{translated(category, 'name', language)}</span>
            <span className={styles.count}>{t.counted('categories.count', category.productCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
