'use client';

import { useWords } from '@/lib/i18n/client-words';
import type { Size } from './page-state';
import styles from './page-state.module.css';

/** Placeholder rows while a list loads. */
export function LoadingRows({ label, rows, size = 'page' }: { label: string; rows?: number; size?: Size }) {
  const t = useWords('common');
  const placeholders = Array.from({ length: rows ?? (size === 'page' ? 3 : 2) }, (_, i) => `row-${i}`).map(
    (row) => (
      <div key={row} className={styles.skeletonRow} aria-hidden={size === 'page' ? 'true' : undefined} />
    ),
  );
  if (size === 'section') {
    return (
      <div role="status" aria-label={label} className={`${styles.skeleton} ${styles.section}`}>
        {placeholders}
        <span className="visually-hidden">{t('loadingNow')}</span>
      </div>
    );
  }
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {placeholders}
    </div>
  );
}
