'use client';

import type { ReactNode } from 'react';
import layout from '@/components/ui/layout.module.css';
import { useWords } from '@/lib/i18n/client-words';
import { AccountLinks } from './account-links';
import styles from './profile-page.module.css';

/** An account page beside the profile (subscriptions, wallet): its title, the account's links, its contents. */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useWords('profile');
  return (
    <div className={`container ${layout.page} ${styles.page}`}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <div className={styles.hello}>
            <h1>{title}</h1>
          </div>
          <nav aria-label={t('nav')} className={styles.nav}>
            <AccountLinks withProfile />
          </nav>
        </aside>
        <div className={styles.main}>{children}</div>
      </div>
    </div>
  );
}
