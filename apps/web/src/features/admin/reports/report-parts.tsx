'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ApiError, messageOf } from '@/lib/api/problem';
import styles from './reports.module.css';

/** A report's block: its heading, its CSV button, its chart and table. */
export function ReportSection(props: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={props.id}>{props.title}</h2>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}

/** The API's sentence for a refused range ("The last day must not be before the first day"), else its message. */
function problemText(error: unknown): string {
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    return error.fieldErrors.map((e) => e.text).join('. ');
  }
  return messageOf(error);
}

/** A report's answer once it has come; meanwhile "Loading…", and a refusal with a retry. */
export function ReportAnswer<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations('adminCommon');
  if (query.isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{problemText(query.error)}</p>
        <button type="button" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  return (
    <div aria-busy={query.isFetching} className={styles.answer}>
      {children(query.data)}
    </div>
  );
}

/** A row of figures the API summed (orders, revenue…), each with a test id. */
export function Figures({
  label,
  items,
}: {
  label: string;
  /** `note` says what a figure counts, when its name alone could mislead. */
  items: { id: string; label: string; value: string; note?: string }[];
}) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((item) => (
        <div key={item.id}>
          <dt>{item.label}</dt>
          <dd data-testid={item.id}>{item.value}</dd>
          {item.note && <dd className={styles.figureNote}>{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
