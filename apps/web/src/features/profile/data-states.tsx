'use client';

import { formStyles } from '@/components/ui/form-fields';
import { messageOf } from '@/lib/api/problem';
import styles from './section.module.css';

/** Placeholder rows while a section loads. */
export function LoadingRows({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className={styles.list}>
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((row) => (
        <div key={row} className={styles.skeleton} />
      ))}
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** A section that could not load: what happened and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <div role="alert" className={styles.state}>
      <p>Could not load this: {messageOf(error)}</p>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        onClick={onRetry}
      >
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}
