'use client';

import buttons from '@/components/ui/button.module.css';
import { usePlainWords } from '@/lib/i18n/words-provider';
import styles from './part-not-loaded.module.css';

/**
 * What a lazily loaded part of a page shows when its code did not arrive (a dropped connection, a
 * new release replacing the old files): a reload fetches the page's code afresh. Part of every
 * page's first load, so it reads its two plain sentences as they are (`usePlainWords`).
 */
export function PartNotLoaded() {
  const words = usePlainWords('common');
  return (
    <div role="alert" className={styles.notLoaded}>
      <p>{words.partNotLoaded}</p>
      <button type="button" className={buttons.secondary} onClick={() => window.location.reload()}>
        {words.retry}
      </button>
    </div>
  );
}
