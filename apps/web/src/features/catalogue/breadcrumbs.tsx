import styles from '@/components/ui/breadcrumbs.module.css';
import { Link } from '@/lib/i18n/server-link';
import type { CatalogueWords } from './catalogue-words';
import type { Crumb } from './structured-data';

/** Where the page sits: Home › Products › Category › this page (the last one is not a link). */
export function Breadcrumbs({ crumbs, t }: { crumbs: Crumb[]; t: CatalogueWords }) {
  return (
    <nav aria-label={t('crumbs.label')}>
      <ol className={`${styles.crumbs} ${styles.chevrons}`}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
