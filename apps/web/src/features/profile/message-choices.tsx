'use client';

import type { MessagePreferences } from '@farm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { CheckboxField, formStyles } from '@/components/ui/form-fields';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import panel from '@/components/ui/panel.module.css';
import { toast } from '@/components/ui/toast';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { formatDate } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import {
  getMessagePreferences,
  type MessagePreferenceChoice,
  profileKeys,
  updateMessagePreferences,
} from './api';
import styles from './section.module.css';

/**
 * How the shop tells the customer about their orders: WhatsApp as well as SMS (opt-in), and the
 * updates they may turn off, and the evening reminder before a subscription's delivery (issue 34.2,
 * opt-in). Service messages (placed, out for delivery, cancelled, refund) always go.
 * Each tick saves at once.
 */
export function MessageChoices({ user }: { user: SessionUser }) {
  const t = useWords('profile');
  const language = useLanguage();
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
      toast.success(t('messages.saved'));
    },
  });
  function choose(change: MessagePreferenceChoice) {
    if (!choices) return;
    const before = choices;
    // The tick moves at once; a refusal puts it back.
    setShown({ ...before, ...change });
    save.mutate(change, {
      onError: (error) => {
        setShown(before);
        toast.error(t('messages.saveFailed', { problem: messageOf(error) }));
      },
    });
  }

  return (
    <section id="messages" aria-labelledby="messages-title" className={`${panel.panel} ${styles.section}`}>
      <div className={`${formStyles.row} ${styles.header}`}>
        <h2 id="messages-title" className={styles.title}>
          <MessageSquareText aria-hidden="true" size={22} /> {t('messages.title')}
        </h2>
      </div>
      {query.isPending && <LoadingRows label={t('messages.loading')} rows={1} size="section" />}
      {query.isError && (
        <LoadError
          message={t('messages.failed', { problem: messageOf(query.error) })}
          onRetry={() => query.refetch()}
          size="section"
        />
      )}
      {choices && (
        <fieldset className={styles.choices} disabled={save.isPending}>
          <legend className={styles.muted}>{t('messages.always')}</legend>
          <CheckboxField
            label={t('messages.whatsapp')}
            checked={choices.whatsapp}
            onChange={(event) => choose({ whatsapp: event.target.checked })}
          />
          <CheckboxField
            label={t('messages.updates')}
            checked={choices.orderUpdates}
            onChange={(event) => choose({ orderUpdates: event.target.checked })}
          />
          <CheckboxField
            label={t('messages.eveningReminders')}
            checked={choices.eveningReminders}
            onChange={(event) => choose({ eveningReminders: event.target.checked })}
          />
          {choices.updatedAt && (
            <p className={styles.muted}>
              {t('messages.lastChanged', { date: formatDate(choices.updatedAt, language) })}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}
