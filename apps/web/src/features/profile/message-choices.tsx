'use client';

import type { MessagePreferences } from '@farm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
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
  // What the boxes show: set in the click's own event, so a controlled box never springs back
  // while the query cache's update waits for its next tick (a browser test caught it under load).
  const [shown, setShown] = useState<MessagePreferences>();
  const choices = shown ?? query.data;
  const save = useMutation({
    mutationFn: updateMessagePreferences,
    onSuccess: ({ response }) => {
      queryClient.setQueryData(key, response);
      setShown(response);
      toast.success('Message choices saved');
    },
  });
  function choose(change: Partial<Pick<MessagePreferences, 'whatsapp' | 'orderUpdates'>>) {
    if (!choices) return;
    const before = choices;
    // The tick moves at once; a refusal puts it back.
    setShown({ ...before, ...change });
    save.mutate(change, {
      onError: (error) => {
        setShown(before);
        toast.error(`Could not save this: ${messageOf(error)}`);
      },
    });
  }

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
      {choices && (
        <fieldset className={styles.choices} disabled={save.isPending}>
          <legend className={styles.muted}>
            We always send an SMS when your order is placed, is out for delivery, is cancelled or is refunded.
          </legend>
          <CheckboxField
            label="Also send my order messages on WhatsApp"
            checked={choices.whatsapp}
            onChange={(event) => choose({ whatsapp: event.target.checked })}
          />
          <CheckboxField
            label="Tell me when my order is confirmed and when it is delivered"
            checked={choices.orderUpdates}
            onChange={(event) => choose({ orderUpdates: event.target.checked })}
          />
          {choices.updatedAt && <p className={styles.muted}>Last changed {formatDate(choices.updatedAt)}</p>}
        </fieldset>
      )}
    </section>
  );
}
