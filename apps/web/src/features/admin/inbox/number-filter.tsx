'use client';

import { indianMobileSchema } from '@farm/contract';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { useListParams } from '@/features/admin/list/use-list-params';
import kit from '@/features/admin/shell/admin-kit.module.css';
import styles from './inbox.module.css';

/**
 * Filters the outbox by one mobile number (`?to=`). The API wants a whole number, so a partial
 * one is refused here with a word, not sent to come back as an error.
 */
export function NumberFilter() {
  const t = useTranslations('adminInbox.number');
  const { values, set } = useListParams();
  const [text, setText] = useState(values.to ?? '');
  const [problem, setProblem] = useState<string>();
  const id = useId();
  useEffect(() => setText(values.to ?? ''), [values.to]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(undefined);
      set({ to: undefined });
      return;
    }
    const parsed = indianMobileSchema.safeParse(text);
    setProblem(parsed.success ? undefined : t('wrong'));
    if (parsed.success) set({ to: parsed.data });
  };

  return (
    <form className={kit.filter} onSubmit={apply} noValidate>
      <label htmlFor={id}>{t('label')}</label>
      <div className={styles.numberRow}>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          className={kit.filterInput}
          placeholder="98765 43210"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}>
          {t('filter')}
        </button>
        {values.to && (
          <button type="button" className={formStyles.linkButton} onClick={() => set({ to: undefined })}>
            {t('clear')}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className={formStyles.error}>
          {problem}
        </p>
      )}
    </form>
  );
}
