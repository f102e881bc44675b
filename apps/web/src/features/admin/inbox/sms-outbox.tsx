'use client';

import type { SmsMessage } from '@farm/contract';
import { smsRoutes } from '@farm/contract/plain/routes/sms';
import { AdminList } from '@/features/admin/list/admin-list';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import styles from './inbox.module.css';
import { NumberFilter } from './number-filter';
import { messageColumns } from './outbox-columns';

function statusOf(sms: SmsMessage): { tone: BadgeTone; label: string } {
  if (sms.status === 'sent') return { tone: 'good', label: 'Sent' };
  if (sms.status === 'failed') return { tone: 'bad', label: 'Failed' };
  return sms.provider === 'outbox'
    ? { tone: 'info', label: 'In outbox' }
    : { tone: 'warn', label: 'Waiting' };
}

/**
 * `/admin/inbox/sms`: every text the shop sent or (with the default `outbox` provider) only kept:
 * sign-in codes, back-in-stock news. With the outbox, this is where the codes are read.
 */
export function SmsOutbox() {
  return (
    <AdminList
      caption="SMS outbox"
      endpoint={smsRoutes.listOutboxMessages}
      rowKey={(m) => m.id}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: [
            { value: 'stored', label: 'In outbox / waiting' },
            { value: 'sent', label: 'Sent' },
            { value: 'failed', label: 'Failed' },
          ],
        },
      ]}
      toolbar={<NumberFilter />}
      empty="No text messages."
      columns={[
        ...messageColumns<SmsMessage>(),
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
        { key: 'provider', header: 'Provider', wide: true, cell: (m) => m.provider },
      ]}
    />
  );
}
