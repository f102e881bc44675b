'use client';

import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useStaffMe } from '@/features/admin/users/use-staff-me';
import { staffCall } from '@/lib/api/staff-client';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

const TABS = [
  { href: '/admin/inbox', label: 'messages' },
  // Admins only: with the demo SMS provider the outbox holds customers' sign-in codes.
  { href: '/admin/inbox/sms', label: 'sms', adminOnly: true },
  { href: '/admin/inbox/whatsapp', label: 'whatsapp', adminOnly: true },
  { href: '/admin/inbox/notify', label: 'notify' },
] as const;

/** The inbox's parts, with the number of unread contact messages on the first. */
export function InboxTabs() {
  const t = useTranslations('adminInbox.tabs');
  const pathname = usePathname();
  const me = useStaffMe();
  const tabs = TABS.filter((tab) => !('adminOnly' in tab) || me.data?.role === 'admin');
  const unread = useQuery({
    queryKey: ['admin', 'inbox', 'unread-count'],
    queryFn: async () =>
      (await staffCall(contactRoutes.listContactMessages, { query: { unread: 'true', size: 1 } })).page
        .totalElements,
  });
  return (
    <nav aria-label={t('label')} className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className={styles.tab}
          aria-current={pathname === tab.href ? 'page' : undefined}
        >
          {t(tab.label)}
          {tab.href === '/admin/inbox' && !!unread.data && (
            <span className={styles.count}>
              {unread.data}
              <span className="visually-hidden">{t('unread')}</span>
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
