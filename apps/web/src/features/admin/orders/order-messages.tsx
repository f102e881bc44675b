'use client';

import type { CustomerMessage } from '@farm/contract';
import { notificationRoutes } from '@farm/contract/plain/routes/notification';
import { useQuery } from '@tanstack/react-query';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import styles from './orders.module.css';

const EVENT_LABELS: Record<CustomerMessage['event'], string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refund',
};

const STATUS: Record<CustomerMessage['status'], { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warn', label: 'Waiting' },
  sending: { tone: 'warn', label: 'Sending' },
  sent: { tone: 'good', label: 'Sent' },
  stored: { tone: 'info', label: 'In outbox' },
  failed: { tone: 'bad', label: 'Failed' },
  refused: { tone: 'bad', label: 'Refused' },
};

/**
 * What the customer was told about this order, on each channel, with every sending attempt (issue
 * 16.4): staff can answer "did they get the message?" and see why not.
 */
export function OrderMessages({ orderId, version }: { orderId: number; version: string }) {
  const query = useQuery({
    queryKey: ['admin', 'order-messages', orderId, version],
    queryFn: () => staffData(notificationRoutes.listOrderMessages, { params: { id: orderId } }),
  });
  if (query.isPending) return <LoadingRows label="Loading the messages" rows={1} size="section" />;
  if (query.isError)
    return (
      <LoadError message={`Could not load this: ${messageOf(query.error)}`} onRetry={() => query.refetch()} />
    );
  if (query.data.length === 0) return <p className={styles.timelineWho}>No messages yet.</p>;
  return (
    <ol className={styles.timeline} aria-label="Messages to the customer">
      {query.data.map((message) => {
        const status = STATUS[message.status];
        const last = message.attempts.at(-1);
        return (
          <li key={message.id}>
            <div className={styles.timelineHead}>
              <strong>
                {EVENT_LABELS[message.event]} · {message.channel === 'sms' ? 'SMS' : 'WhatsApp'}
              </strong>
              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            </div>
            <p className={styles.timelineNote}>{message.body}</p>
            <p className={styles.timelineWho}>
              {message.attempts.length === 0
                ? `Written ${formatDateTime(message.createdAt)}`
                : `${message.attempts.length} attempt${message.attempts.length > 1 ? 's' : ''}, last ${formatDateTime(last?.at ?? message.createdAt)} by ${last?.provider}`}
            </p>
            {message.error && <p className={styles.timelineWho}>{message.error}</p>}
          </li>
        );
      })}
    </ol>
  );
}
