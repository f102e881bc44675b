'use client';

import { ShieldAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { Link } from '@/lib/i18n/navigation';
import styles from './admin-only.module.css';
import { useStaffMe } from './use-staff-me';

/**
 * Screens of the `admin` role (staff users, settings). The menu hides them from the `staff` role
 * and the API refuses their calls with 403; someone who opens the address anyway is told why here
 * rather than shown a screen whose every call fails.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('adminPeople.users.adminOnly');
  const me = useStaffMe();
  if (!me.data) return null;
  if (me.data.role === 'admin') return children;
  return (
    <AdminPage title={title}>
      <AdminCard>
        <div className={styles.refusal} role="alert">
          <ShieldAlert aria-hidden="true" size={32} />
          <div>
            <p className={styles.headline}>{t('headline')}</p>
            <p>{t('body', { name: me.data.name })}</p>
            <Link href="/admin">{t('back')}</Link>
          </div>
        </div>
      </AdminCard>
    </AdminPage>
  );
}
