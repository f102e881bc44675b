import type { MessageFailureCode } from '@farm/contract';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { MessageFailure } from '@/features/admin/shell/message-failure';
import styles from './inbox.module.css';

type OutboxMessage = {
  to: string;
  body: string;
  error?: MessageFailureCode | null;
  errorDetail?: string | null;
};

/** The To and Message columns every outbox (SMS, WhatsApp) shows alike: the body with its error under it. */
export function useMessageColumns<T extends OutboxMessage>(): Column<T>[] {
  const t = useTranslations('adminInbox.outbox');
  return [
    { key: 'to', header: t('to'), cell: (m) => <span className={styles.nowrap}>{m.to}</span> },
    {
      key: 'body',
      header: t('message'),
      cell: (m) => (
        <>
          <span className={styles.smsBody}>{m.body}</span>
          {m.error && (
            <MessageFailure className={styles.smsError} error={m.error} detail={m.errorDetail ?? null} />
          )}
        </>
      ),
    },
  ];
}
