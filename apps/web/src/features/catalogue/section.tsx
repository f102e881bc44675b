import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/server-link';
import type { CatalogueWords } from './catalogue-words';
import styles from './section.module.css';

/** A titled block of the home page, with an optional "view all" link. */
export function Section({
  id,
  title,
  more,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section className={`${styles.section} ${tinted ? styles.tinted : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {more && (
            <Link href={more.href} className={styles.more}>
              {more.label}
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

/** What a section shows when its data could not be read. */
export function SectionError({ what, t }: { what: keyof CatalogueWhat; t: CatalogueWords }) {
  return (
    <p className={styles.error} role="status">
      {t('home.sectionError', { what: t(`home.what.${what}`) })}
    </p>
  );
}

type CatalogueWhat = Record<'offers' | 'categories' | 'bestSellers' | 'blogPosts', string>;
