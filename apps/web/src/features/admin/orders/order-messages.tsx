'use client';

import type { CustomerMessage } from '@farm/contract';
import { notificationRoutes } from '@farm/contract/plain/routes/notification';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { MessageFailure } from '@/features/admin/shell/message-failure';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { messageLabelKey } from './order-message-label';
import styles from './orders.module.css';

const TONE: Record<CustomerMessage['status'], BadgeTone> = {
  pending: 'warn',
  sending: 'warn',
  sent: 'good',
  stored: 'info',
  failed: 'bad',
  refused: 'bad',
};

/**
 * What the customer was told about this order, on each channel, with every sending attempt (issue
 * 16.4): staff can answer "did they get the message?" and see why not.
 */
export function OrderMessages({ orderId, version }: { orderId: number; version: string }) {
  const t = useTranslations('adminOrders.messages');
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['admin', 'order-messages', orderId, version],
    queryFn: () => staffData(notificationRoutes.listOrderMessages, { params: { id: orderId } }),
  });
  if (query.isPending) return <LoadingRows label={t('loading')} rows={1} size="section" />;
  if (query.isError)
    return (
      <LoadError
        message={t('loadError', { message: messageOf(query.error) })}
        onRetry={() => query.refetch()}
      />
    );
  if (query.data.length === 0) return <p className={styles.timelineWho}>{t('none')}</p>;
  return (
    <ol className={styles.timeline} aria-label={t('list')}>
      {query.data.map((message) => {
        const last = message.attempts.at(-1);
        return (
          <li key={message.id}>
            <div className={styles.timelineHead}>
              <strong>
                {t(messageLabelKey(message))} · {message.channel === 'sms' ? 'SMS' : 'WhatsApp'}
              </strong>
              <StatusBadge tone={TONE[message.status]}>{t(`status.${message.status}`)}</StatusBadge>
            </div>
            <p className={styles.timelineNote}>{message.body}</p>
            <p className={styles.timelineWho}>
              {message.attempts.length === 0
                ? t('written', { at: formatDateTime(message.createdAt, language) })
                : t('attempts', {
                    count: message.attempts.length,
                    at: formatDateTime(last?.at ?? message.createdAt, language),
                    provider: last?.provider ?? '',
                  })}
            </p>
            {message.error && (
              <p className={styles.timelineWho}>
                <MessageFailure error={message.error} detail={message.errorDetail} />
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
