import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import crumbs from '@/components/ui/breadcrumbs.module.css';
import { Link } from '@/lib/i18n/server-link';
import styles from './page-header.module.css';

export type Crumb = { href: string; label: string };

type Props = {
  title: string;
  /** Links above the title, after Home; the title itself is the current page. */
  trail?: Crumb[];
  children?: ReactNode;
};

/** The band at the top of a content page: breadcrumb, title and an optional lead text. */
export async function PageHeader({ title, trail = [], children }: Props) {
  const t = await getTranslations('content');
  return (
    <div className={styles.band}>
      <div className="container">
        <nav aria-label={t('breadcrumb')}>
          <ol className={`${crumbs.crumbs} ${styles.crumbs}`}>
            <li>
              <Link href="/">{t('home')}</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </div>
  );
}
