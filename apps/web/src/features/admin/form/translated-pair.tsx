'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import styles from './translated-pair.module.css';

/**
 * One text in English and in Tamil side by side: two columns from 1024 px, stacked on a phone
 * (decision 0053: staff write both in the same form).
 */
export function TranslatedPair({ english, tamil }: { english: ReactNode; tamil: ReactNode }) {
  return (
    <div className={styles.pair}>
      {english}
      {tamil}
    </div>
  );
}

/** The Tamil field's hint while it is empty and its English is not: staff see what is left. */
export function missingTamilHint(english: string | null | undefined, tamil: string | undefined) {
  if (!english?.trim() || tamil?.trim()) return undefined;
  return <MissingTamil />;
}

function MissingTamil() {
  const t = useTranslations('adminCommon');
  return <StatusBadge tone="warn">{t('tamil.missing')}</StatusBadge>;
}
