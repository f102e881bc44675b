'use client';

import { useTranslations } from 'next-intl';
import { useListParams } from '@/features/admin/list/use-list-params';
import kit from '@/features/admin/shell/admin-kit.module.css';
import styles from './date-range-filter.module.css';

const isDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** `from` and `to` of a list as two date inputs; each day is a whole day in India time (the API's rule). */
export function DateRangeFilter() {
  const t = useTranslations('adminCommon.dateRange');
  const { values, set } = useListParams();
  const from = isDate(values.from);
  const to = isDate(values.to);
  return (
    <fieldset className={styles.range}>
      <legend className="visually-hidden">{t('legend')}</legend>
      <label className={kit.filter}>
        <span>{t('from')}</span>
        <input
          type="date"
          className={kit.filterInput}
          value={from}
          max={to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </label>
      <label className={kit.filter}>
        <span>{t('to')}</span>
        <input
          type="date"
          className={kit.filterInput}
          value={to}
          min={from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
