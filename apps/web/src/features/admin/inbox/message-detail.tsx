'use client';

import type { StaffContactMessage } from '@farm/contract';
import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MailOpen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

/** Marks the message read or unread again (for whoever answers it later). */
function ReadToggle({ message }: { message: StaffContactMessage }) {
  const t = useTranslations('adminInbox.opened');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await staffCall(contactRoutes.markContactMessageRead, {
        params: { id: message.id },
        body: { read: !message.read },
      });
      toast.success(message.read ? t('markedUnread') : t('markedRead'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {message.read ? <Mail aria-hidden="true" size={16} /> : <MailOpen aria-hidden="true" size={16} />}
      {message.read ? t('markUnread') : t('markRead')}
    </button>
  );
}

/**
 * Opening an unread message marks it read, once (issue 14.14h): "Mark as unread" afterwards stays
 * unread for whoever answers it later.
 */
function useMarkReadOnOpen(message: StaffContactMessage | undefined) {
  const queryClient = useQueryClient();
  const marked = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    staffCall(contactRoutes.markContactMessageRead, { params: { id: message.id }, body: { read: true } })
      .then(() => queryClient.invalidateQueries({ queryKey: ['admin'] }))
      .catch(() => undefined);
  }, [message, queryClient]);
}

/** `/admin/inbox/{id}`: one contact message, whom to answer and how. */
export function MessageDetail({ id }: { id: number }) {
  const t = useTranslations('adminInbox.opened');
  const language = useLanguage();
  const back = { href: '/admin/inbox', label: t('back') };
  const record = useAdminRecord(contactRoutes.getContactMessage, { params: { id } });
  const message = record.data;
  useMarkReadOnOpen(message);
  if (!message) {
    return (
      <AdminPage title={t('what')} back={back}>
        <RecordState query={record} what={t('what')} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t('title', { name: message.name })}
      back={back}
      actions={
        <>
          <ReadToggle message={message} />
          <DeleteAction
            endpoint={contactRoutes.deleteContactMessage}
            success={t('deletedDone')}
            input={{ params: { id: message.id } }}
            what={t('deleteWhat', { name: message.name })}
            goTo="/admin/inbox"
          />
        </>
      }
    >
      <AdminCard>
        <dl className={styles.facts}>
          <dt>{t('state')}</dt>
          <dd>
            <StatusBadge tone={message.read ? 'muted' : 'warn'}>
              {message.read
                ? t('readAt', { at: message.readAt ? formatDateTime(message.readAt, language) : '' })
                : t('new')}
            </StatusBadge>
          </dd>
          <dt>{t('received')}</dt>
          <dd>{formatDateTime(message.createdAt, language)}</dd>
          <dt>{t('customer')}</dt>
          <dd>
            {message.customer ? (
              <Link href={`/admin/customers/${message.customer.id}`}>{message.customer.name}</Link>
            ) : (
              t('noAccount')
            )}
          </dd>
          <dt>{t('mobile')}</dt>
          <dd>
            <a href={`tel:${message.mobileNumber}`}>{message.mobileNumber}</a>
          </dd>
          <dt>{t('email')}</dt>
          <dd>{message.email ? <a href={`mailto:${message.email}`}>{message.email}</a> : '—'}</dd>
        </dl>
        <p className={styles.body}>{message.message}</p>
      </AdminCard>
    </AdminPage>
  );
}
