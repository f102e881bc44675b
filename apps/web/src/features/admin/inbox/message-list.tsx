'use client';

import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

/** `/admin/inbox`: the contact form's messages, newest first; unread ones stand out. */
export function MessageList() {
  const t = useTranslations('adminInbox.list');
  const language = useLanguage();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={contactRoutes.listContactMessages}
      rowKey={(m) => m.id}
      filters={[
        {
          name: 'unread',
          label: t('show'),
          options: [
            { value: 'true', label: t('unread') },
            { value: 'false', label: t('read') },
          ],
        },
      ]}
      empty={t('empty')}
      columns={[
        {
          key: 'from',
          header: t('from'),
          cell: (m) => (
            <Link href={`/admin/inbox/${m.id}`} className="admin-row-link">
              {m.read ? m.name : <strong>{m.name}</strong>}
            </Link>
          ),
        },
        {
          key: 'message',
          header: t('message'),
          cell: (m) => <span className={`${kit.clamp} ${styles.glimpse}`}>{m.message}</span>,
        },
        {
          key: 'state',
          header: t('state'),
          cell: (m) => (
            <StatusBadge tone={m.read ? 'muted' : 'warn'}>{m.read ? t('read') : t('new')}</StatusBadge>
          ),
        },
        { key: 'mobile', header: t('mobile'), wide: true, cell: (m) => m.mobileNumber },
        {
          key: 'received',
          header: t('received'),
          wide: true,
          cell: (m) => formatDateTime(m.createdAt, language),
        },
      ]}
    />
  );
}
