'use client';

import type { SmsMessage } from '@farm/contract';
import { smsRoutes } from '@farm/contract/plain/routes/sms';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './inbox.module.css';
import { NumberFilter } from './number-filter';
import { useMessageColumns } from './outbox-columns';

function statusOf(sms: SmsMessage): { tone: BadgeTone; label: 'sent' | 'failed' | 'stored' | 'waiting' } {
  if (sms.status === 'sent') return { tone: 'good', label: 'sent' };
  if (sms.status === 'failed') return { tone: 'bad', label: 'failed' };
  return sms.provider === 'outbox' ? { tone: 'info', label: 'stored' } : { tone: 'warn', label: 'waiting' };
}

/**
 * `/admin/inbox/sms`: every text the shop sent or (with the default `outbox` provider) only kept:
 * sign-in codes, back-in-stock news. With the outbox, this is where the codes are read.
 */
export function SmsOutbox() {
  const t = useTranslations('adminInbox.outbox');
  const language = useLanguage();
  const messageColumns = useMessageColumns<SmsMessage>();
  return (
    <AdminList
      caption={t('sms')}
      endpoint={smsRoutes.listOutboxMessages}
      rowKey={(m) => m.id}
      filters={[
        {
          name: 'status',
          label: t('status'),
          options: [
            { value: 'stored', label: t('storedOrWaiting') },
            { value: 'sent', label: t('sent') },
            { value: 'failed', label: t('failed') },
          ],
        },
      ]}
      toolbar={<NumberFilter />}
      empty={t('noSms')}
      columns={[
        ...messageColumns,
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
        { key: 'provider', header: t('provider'), wide: true, cell: (m) => m.provider },
      ]}
    />
  );
}
