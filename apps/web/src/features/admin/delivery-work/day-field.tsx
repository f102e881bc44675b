'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './delivery-work.module.css';

/** The delivery day of a packing list or of routes, with the day's name beside it. */
export function DayField({
  date,
  onChange,
  label,
}: {
  date: string;
  onChange(day: string): void;
  label?: string;
}) {
  const t = useTranslations('adminDelivery');
  const language = useLanguage();
  const id = useId();
  return (
    <div className={styles.dayField}>
      <label className={kit.filter} htmlFor={id}>
        <span>{label ?? t('deliveryDay')}</span>
        <input
          id={id}
          type="date"
          className={kit.filterInput}
          value={date}
          required
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </label>
      <p className={styles.dayName}>{formatDay(date, language)}</p>
    </div>
  );
}
