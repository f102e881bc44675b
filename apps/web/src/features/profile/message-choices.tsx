'use client';

import type { MessagePreferences } from '@farm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import toast from 'react-hot-toast';
import { CheckboxField, formStyles } from '@/components/ui/form-fields';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { formatDate } from '@/lib/format';
import { getMessagePreferences, profileKeys, updateMessagePreferences } from './api';
import styles from './section.module.css';

/**
 * How the shop tells the customer about their orders: WhatsApp as well as SMS (opt-in), and the
 * updates they may turn off. Service messages (placed, out for delivery, cancelled, refund) always go.
 * Each tick saves at once.
 */
export function MessageChoices({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const key = profileKeys.messagePreferences(user.id);
  const query = useQuery({ queryKey: key, queryFn: getMessagePreferences });
  const save = useMutation({
    mutationFn: updateMessagePreferences,
    // The tick moves at once; a refusal puts it back.
    onMutate: (change) => {
      const before = queryClient.getQueryData<MessagePreferences>(key);
      if (before) queryClient.setQueryData(key, { ...before, ...change });
      return { before };
    },
    onSuccess: ({ response, message }) => {
      queryClient.setQueryData(key, response);
      toast.success(message ?? 'Message choices saved');
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(`Could not save this: ${messageOf(error)}`);
    },
  });

  return (
    <section id="messages" aria-labelledby="messages-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="messages-title" className={styles.title}>
          <MessageSquareText aria-hidden="true" size={22} /> Order messages
        </h2>
      </div>
      {query.isPending && <LoadingRows label="Loading your message choices" rows={1} size="section" />}
      {query.isError && (
        <LoadError
          message={`Could not load this: ${messageOf(query.error)}`}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {query.data && (
        <fieldset className={styles.choices} disabled={save.isPending}>
          <legend className={styles.muted}>
            We always send an SMS when your order is placed, is out for delivery, is cancelled or is refunded.
          </legend>
          <CheckboxField
            label="Also send my order messages on WhatsApp"
            checked={query.data.whatsapp}
            onChange={(event) => save.mutate({ whatsapp: event.target.checked })}
          />
          <CheckboxField
            label="Tell me when my order is confirmed and when it is delivered"
            checked={query.data.orderUpdates}
            onChange={(event) => save.mutate({ orderUpdates: event.target.checked })}
          />
          {query.data.updatedAt && (
            <p className={styles.muted}>Last changed {formatDate(query.data.updatedAt)}</p>
          )}
        </fieldset>
      )}
    </section>
  );
}
