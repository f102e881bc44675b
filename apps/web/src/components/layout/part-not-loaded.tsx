'use client';

import buttons from '@/components/ui/button.module.css';
import { useWords } from '@/lib/i18n/client-words';
import styles from './part-not-loaded.module.css';

/**
 * What a lazily loaded part of a page shows when its code did not arrive (a dropped connection, a
 * new release replacing the old files): a reload fetches the page's code afresh.
 */
export function PartNotLoaded() {
  const t = useWords('common');
  return (
    <div role="alert" className={styles.notLoaded}>
      <p>{t('partNotLoaded')}</p>
      <button type="button" className={buttons.secondary} onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </div>
  );
}
