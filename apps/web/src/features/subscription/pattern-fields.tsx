'use client';

import { SUBSCRIPTION_LIMITS, SUBSCRIPTION_PATTERNS, WEEKDAYS } from '@farm/contract/plain/subscription';
import { useId } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { useWords } from '@/lib/i18n/client-words';
import { clampQuantity, type PatternDraft, patternProblem } from './pattern-draft';
import styles from './subscription.module.css';

/**
 * How often and how much (issue 34): every day, alternate days, chosen weekdays, or a quantity per
 * weekday. Used to subscribe and to change a subscription's pattern.
 */
export function PatternFields({
  draft,
  onChange,
}: {
  draft: PatternDraft;
  onChange(draft: PatternDraft): void;
}) {
  const t = useWords('subscription');
  const id = useId();
  const set = (change: Partial<PatternDraft>) => onChange({ ...draft, ...change });
  const problem = patternProblem(draft);
  const max = SUBSCRIPTION_LIMITS.maxQuantity;
  return (
    <>
      <fieldset className={formStyles.fieldset}>
        <legend>{t('pattern.how')}</legend>
        <div className={styles.choices}>
          {SUBSCRIPTION_PATTERNS.map((kind) => (
            <label key={kind} className={formStyles.checkbox}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set({ kind })}
              />
              <span>{t(`patterns.${kind}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind !== 'PER_WEEKDAY' && (
        <div className={formStyles.field}>
          <label htmlFor={`${id}-quantity`} className={formStyles.label}>
            {t('pattern.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            className={`${formStyles.input} ${styles.number}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={draft.quantity}
            onChange={(e) => set({ quantity: clampQuantity(e.target.value, 1) })}
          />
        </div>
      )}
      {draft.kind === 'WEEKDAYS' && (
        <fieldset className={formStyles.fieldset} aria-describedby={problem ? `${id}-problem` : undefined}>
          <legend>{t('pattern.weekdays')}</legend>
          <div className={styles.choices}>
            {WEEKDAYS.map((weekday) => (
              <label key={weekday} className={formStyles.checkbox}>
                <input
                  type="checkbox"
                  checked={draft.weekdays.includes(weekday)}
                  onChange={(e) =>
                    set({
                      weekdays: e.target.checked
                        ? [...draft.weekdays, weekday]
                        : draft.weekdays.filter((w) => w !== weekday),
                    })
                  }
                />
                <span>{t(`weekdays.${weekday}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {draft.kind === 'PER_WEEKDAY' && (
        <fieldset className={formStyles.fieldset} aria-describedby={`${id}-hint`}>
          <legend>{t('pattern.quantity')}</legend>
          <p id={`${id}-hint`} className={formStyles.hint}>
            {t('pattern.perWeekdayHint')}
          </p>
          <div className={styles.weekdayGrid}>
            {WEEKDAYS.map((weekday, i) => (
              <label key={weekday} className={styles.weekdayQuantity}>
                <span>{t(`weekdays.${weekday}`)}</span>
                <input
                  className={formStyles.input}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  value={draft.weekdayQuantities[i] ?? 0}
                  onChange={(e) =>
                    set({
                      weekdayQuantities: draft.weekdayQuantities.map((q, j) =>
                        j === i ? clampQuantity(e.target.value, 0) : q,
                      ),
                    })
                  }
                />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {problem && (
        <p id={`${id}-problem`} className={formStyles.error} role="alert">
          {t(`pattern.${problem}`)}
        </p>
      )}
    </>
  );
}
