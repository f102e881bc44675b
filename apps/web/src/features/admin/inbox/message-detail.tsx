'use client';

import type { StaffContactMessage } from '@farm/contract';
import { contactRoutes } from '@farm/contract/plain/routes/contact';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MailOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { formStyles } from '@/components/ui/form-fields';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

const back = { href: '/admin/inbox', label: 'Messages' };

/** Marks the message read or unread again (for whoever answers it later). */
function ReadToggle({ message }: { message: StaffContactMessage }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await staffCall(contactRoutes.markContactMessageRead, {
        params: { id: message.id },
        body: { read: !message.read },
      });
      toast.success(res.message ?? (message.read ? 'Message marked as unread' : 'Message marked as read'));
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
      {message.read ? 'Mark as unread' : 'Mark as read'}
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
  const record = useAdminRecord(contactRoutes.getContactMessage, { params: { id } });
  const message = record.data;
  useMarkReadOnOpen(message);
  if (!message) {
    return (
      <AdminPage title="Message" back={back}>
        <RecordState query={record} what="message" />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={`Message from ${message.name}`}
      back={back}
      actions={
        <>
          <ReadToggle message={message} />
          <DeleteAction
            endpoint={contactRoutes.deleteContactMessage}
            success="Delete Message Successfully"
            input={{ params: { id: message.id } }}
            what={`the message from ${message.name}`}
            goTo="/admin/inbox"
          />
        </>
      }
    >
      <AdminCard>
        <dl className={styles.facts}>
          <dt>State</dt>
          <dd>
            <StatusBadge tone={message.read ? 'muted' : 'warn'}>
              {message.read ? `Read ${message.readAt ? formatDateTime(message.readAt) : ''}` : 'New'}
            </StatusBadge>
          </dd>
          <dt>Received</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
          <dt>Customer</dt>
          <dd>
            {message.customer ? (
              <Link href={`/admin/customers/${message.customer.id}`}>{message.customer.name}</Link>
            ) : (
              'No account with this mobile number'
            )}
          </dd>
          <dt>Mobile</dt>
          <dd>
            <a href={`tel:${message.mobileNumber}`}>{message.mobileNumber}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>{message.email ? <a href={`mailto:${message.email}`}>{message.email}</a> : '—'}</dd>
        </dl>
        <p className={styles.body}>{message.message}</p>
      </AdminCard>
    </AdminPage>
  );
}
