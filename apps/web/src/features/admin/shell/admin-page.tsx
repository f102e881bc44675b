import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
// The stylesheet itself, not form-fields' re-export: this is also a server component, and a value
// exported by a 'use client' module is only a reference there.
import formStyles from '@/components/ui/form.module.css';
import { Link } from '@/lib/i18n/navigation';
import kit from './admin-kit.module.css';
import styles from './admin-page.module.css';

type Props = {
  title: string;
  /** Buttons and links at the right of the title (New…, Export…). */
  actions?: ReactNode;
  /** The list this page belongs to. */
  back?: { href: string; label: string };
  children: ReactNode;
};

/** Every admin screen's heading, actions and body. */
export function AdminPage({ title, actions, back, children }: Props) {
  return (
    <div className={`${kit.stack} ${styles.page}`}>
      {back && (
        <Link href={back.href} className={styles.back}>
          <ChevronLeft aria-hidden="true" size={16} /> {back.label}
        </Link>
      )}
      <div className={`${formStyles.row} ${styles.heading}`}>
        <h1>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A white block on the page: a form, a detail section. */
export function AdminCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {children}
    </section>
  );
}
