'use client';

import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { useQuery } from '@tanstack/react-query';
import { useStaffMe } from '@/features/admin/users/use-staff-me';
import { staffCall } from '@/lib/api/staff-client';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

const TABS = [
  { href: '/admin/inbox', label: 'Messages' },
  // Admins only: with the demo SMS provider the outbox holds customers' sign-in codes.
  { href: '/admin/inbox/sms', label: 'SMS outbox', adminOnly: true },
  { href: '/admin/inbox/whatsapp', label: 'WhatsApp outbox', adminOnly: true },
  { href: '/admin/inbox/notify', label: 'Notify requests' },
];

/** The inbox's parts, with the number of unread contact messages on the first. */
export function InboxTabs() {
  const pathname = usePathname();
  const me = useStaffMe();
  const tabs = TABS.filter((tab) => !tab.adminOnly || me.data?.role === 'admin');
  const unread = useQuery({
    queryKey: ['admin', 'inbox', 'unread-count'],
    queryFn: async () =>
      (await staffCall(contactRoutes.listContactMessages, { query: { unread: 'true', size: 1 } })).page
        .totalElements,
  });
  return (
    <nav aria-label="Inbox" className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className={styles.tab}
          aria-current={pathname === tab.href ? 'page' : undefined}
        >
          {tab.label}
          {tab.href === '/admin/inbox' && !!unread.data && (
            <span className={styles.count}>
              {unread.data}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
