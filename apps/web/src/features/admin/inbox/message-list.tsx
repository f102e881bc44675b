'use client';

import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { AdminList } from '@/features/admin/list/admin-list';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

/** `/admin/inbox`: the contact form's messages, newest first; unread ones stand out. */
export function MessageList() {
  return (
    <AdminList
      caption="Contact messages"
      endpoint={contactRoutes.listContactMessages}
      rowKey={(m) => m.id}
      filters={[
        {
          name: 'unread',
          label: 'Show',
          options: [
            { value: 'true', label: 'Unread' },
            { value: 'false', label: 'Read' },
          ],
        },
      ]}
      empty="No messages."
      columns={[
        {
          key: 'from',
          header: 'From',
          cell: (m) => (
            <Link href={`/admin/inbox/${m.id}`} className="admin-row-link">
              {m.read ? m.name : <strong>{m.name}</strong>}
            </Link>
          ),
        },
        {
          key: 'message',
          header: 'Message',
          cell: (m) => <span className={`${kit.clamp} ${styles.glimpse}`}>{m.message}</span>,
        },
        {
          key: 'state',
          header: 'State',
          cell: (m) => <StatusBadge tone={m.read ? 'muted' : 'warn'}>{m.read ? 'Read' : 'New'}</StatusBadge>,
        },
        { key: 'mobile', header: 'Mobile', wide: true, cell: (m) => m.mobileNumber },
        { key: 'received', header: 'Received', wide: true, cell: (m) => formatDateTime(m.createdAt) },
      ]}
    />
  );
}
