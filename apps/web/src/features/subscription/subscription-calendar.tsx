'use client';

import type { Subscription, SubscriptionDay } from '@farm/contract';
import { SUBSCRIPTION_LIMITS } from '@farm/contract/plain/subscription';
import { useState } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { type CalendarContext, calendarDayText, dayName, type ProductWords } from './calendar-words';
import { clampQuantity } from './pattern-draft';
import styles from './subscription.module.css';
import type { SubscriptionChange } from './subscription-api';

type Props = {
  subscription: Subscription;
  days: SubscriptionDay[];
  today: string;
  window: string;
  products: ReadonlyMap<number, ProductWords>;
  busy: boolean;
  onChange(change: SubscriptionChange, done: string): void;
};

/** The next 14 days, one sentence each, with "Skip" and "Change" on a day still open to change. */
export function SubscriptionCalendar({ subscription, days, today, window, products, busy, onChange }: Props) {
  const t = useWords('subscription');
  const language = useLanguage();
  const context: CalendarContext = { today, window, products, t, language };
  return (
    <section aria-labelledby={`calendar-${subscription.id}`}>
      <h3 id={`calendar-${subscription.id}`} className={formStyles.label}>
        {t('calendar.title')}
      </h3>
      <ul className={styles.days} data-testid="subscription-calendar">
        {days.map((day) => (
          <CalendarDay
            key={day.day}
            day={day}
            text={calendarDayText(day, context)}
            name={dayName(day.day, today, t, language)}
            products={products}
            busy={busy}
            onChange={onChange}
          />
        ))}
      </ul>
    </section>
  );
}

function CalendarDay({
  day,
  text,
  name,
  products,
  busy,
  onChange,
}: {
  day: SubscriptionDay;
  text: string;
  name: string;
  products: ReadonlyMap<number, ProductWords>;
  busy: boolean;
  onChange: Props['onChange'];
}) {
  const t = useWords('subscription');
  const [editing, setEditing] = useState(false);
  const open = day.changeable && day.status === 'DELIVER';
  return (
    <li className={`${styles.day} ${day.status === 'DELIVER' ? '' : styles.dayNone}`} data-day={day.day}>
      <p className={styles.dayText} data-testid="calendar-day">
        {text}
      </p>
      {open && (
        <div className={styles.dayActions}>
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            aria-label={t('day.skipLabel', { day: name })}
            disabled={busy}
            onClick={() => onChange({ kind: 'SKIP', day: day.day }, t('day.skipped', { day: name }))}
          >
            {t('day.skip')}
          </button>
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            aria-label={t('day.changeLabel', { day: name })}
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {editing ? t('day.close') : t('day.change')}
          </button>
        </div>
      )}
      {open && editing && (
        <DayQuantities
          day={day}
          name={name}
          products={products}
          busy={busy}
          onSave={(productId, quantity) =>
            onChange({ kind: 'QUANTITY', day: day.day, productId, quantity }, t('day.changed', { day: name }))
          }
        />
      )}
    </li>
  );
}

/** One day's quantity of each product (0 leaves it out that day). */
function DayQuantities({
  day,
  name,
  products,
  busy,
  onSave,
}: {
  day: SubscriptionDay;
  name: string;
  products: ReadonlyMap<number, ProductWords>;
  busy: boolean;
  onSave(productId: number, quantity: number): void;
}) {
  const t = useWords('subscription');
  const [quantities, setQuantities] = useState(
    () => new Map(day.lines.map((l) => [l.productId, l.quantity])),
  );
  return (
    <div className={styles.dayActions}>
      {day.lines.map((line) => {
        const productName = products.get(line.productId)?.name ?? '';
        const quantity = quantities.get(line.productId) ?? line.quantity;
        return (
          <form
            key={line.productId}
            className={styles.dayActions}
            onSubmit={(e) => {
              e.preventDefault();
              onSave(line.productId, quantity);
            }}
          >
            <input
              className={`${formStyles.input} ${styles.number}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={SUBSCRIPTION_LIMITS.maxQuantity}
              aria-label={t('day.quantityLabel', { name: productName, day: name })}
              value={quantity}
              onChange={(e) =>
                setQuantities(new Map(quantities).set(line.productId, clampQuantity(e.target.value, 0)))
              }
            />
            <button type="submit" className={`${formStyles.button} ${formStyles.small}`} disabled={busy}>
              {t('day.save')}
            </button>
          </form>
        );
      })}
    </div>
  );
}
