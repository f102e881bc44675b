'use client';

import type { CustomerMessage } from '@farm/contract';
import { notificationRoutes } from '@farm/contract/plain/routes/notification';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';
import { useMessageColumns } from './outbox-columns';

function statusOf(message: CustomerMessage): {
  tone: BadgeTone;
  label: 'sent' | 'failed' | 'stored' | 'waiting';
} {
  if (message.status === 'sent') return { tone: 'good', label: 'sent' };
  if (message.status === 'stored') return { tone: 'info', label: 'stored' };
  if (message.status === 'failed' || message.status === 'refused') return { tone: 'bad', label: 'failed' };
  return { tone: 'warn', label: 'waiting' };
}

/**
 * `/admin/inbox/whatsapp`: the order messages for customers who chose WhatsApp. Without the Cloud
 * API's keys (the demo) they stay here and nothing leaves the machine.
 */
export function WhatsappOutbox() {
  const t = useTranslations('adminInbox.outbox');
  const language = useLanguage();
  const messageColumns = useMessageColumns<CustomerMessage>();
  return (
    <AdminList
      caption={t('whatsapp')}
      endpoint={notificationRoutes.listWhatsappOutbox}
      rowKey={(m) => m.id}
      filters={[
        {
          name: 'status',
          label: t('status'),
          options: [
            { value: 'stored', label: t('stored') },
            { value: 'sent', label: t('sent') },
            { value: 'pending', label: t('waiting') },
            { value: 'failed', label: t('failed') },
          ],
        },
      ]}
      empty={t('noWhatsapp')}
      columns={[
        ...messageColumns,
        {
          key: 'order',
          header: t('order'),
          cell: (m) => <Link href={`/admin/orders/${m.orderId}`}>#{m.orderId}</Link>,
        },
        {
          key: 'status',
          header: t('status'),
          cell: (m) => {
            const { tone, label } = statusOf(m);
            return <StatusBadge tone={tone}>{t(label)}</StatusBadge>;
          },
        },
        {
          key: 'when',
          header: t('when'),
          cell: (m) => (
            <span className={styles.nowrap}>{formatDateTime(m.sentAt ?? m.createdAt, language)}</span>
          ),
        },
        { key: 'template', header: t('template'), wide: true, cell: (m) => m.template },
      ]}
    />
  );
}
