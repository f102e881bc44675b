'use client';

import type { CustomerMessage } from '@farm/contract';
import { notificationRoutes } from '@farm/contract/plain/routes/notification';
import { AdminList } from '@/features/admin/list/admin-list';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';
import { messageColumns } from './outbox-columns';

function statusOf(message: CustomerMessage): { tone: BadgeTone; label: string } {
  if (message.status === 'sent') return { tone: 'good', label: 'Sent' };
  if (message.status === 'stored') return { tone: 'info', label: 'In outbox' };
  if (message.status === 'failed' || message.status === 'refused') return { tone: 'bad', label: 'Failed' };
  return { tone: 'warn', label: 'Waiting' };
}

/**
 * `/admin/inbox/whatsapp`: the order messages for customers who chose WhatsApp. Without the Cloud
 * API's keys (the demo) they stay here and nothing leaves the machine.
 */
export function WhatsappOutbox() {
  return (
    <AdminList
      caption="WhatsApp outbox"
      endpoint={notificationRoutes.listWhatsappOutbox}
      rowKey={(m) => m.id}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: [
            { value: 'stored', label: 'In outbox' },
            { value: 'sent', label: 'Sent' },
            { value: 'pending', label: 'Waiting' },
            { value: 'failed', label: 'Failed' },
          ],
        },
      ]}
      empty="No WhatsApp messages."
      columns={[
        ...messageColumns<CustomerMessage>(),
        {
          key: 'order',
          header: 'Order',
          cell: (m) => <Link href={`/admin/orders/${m.orderId}`}>#{m.orderId}</Link>,
        },
        {
          key: 'status',
          header: 'Status',
          cell: (m) => {
            const { tone, label } = statusOf(m);
            return <StatusBadge tone={tone}>{label}</StatusBadge>;
          },
        },
        {
          key: 'when',
          header: 'When',
          cell: (m) => <span className={styles.nowrap}>{formatDateTime(m.sentAt ?? m.createdAt)}</span>,
        },
        { key: 'template', header: 'Template', wide: true, cell: (m) => m.template },
      ]}
    />
  );
}
