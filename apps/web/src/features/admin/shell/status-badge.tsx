import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type BadgeTone = 'good' | 'warn' | 'bad' | 'info' | 'muted';

/** A short coloured label: a status, a stock state, a role. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
