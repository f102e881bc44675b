'use client';

import buttons from '@/components/ui/button.module.css';
import styles from './part-not-loaded.module.css';

/**
 * What a lazily loaded part of a page shows when its code did not arrive (a dropped connection, a
 * new release replacing the old files): a reload fetches the page's code afresh.
 */
export function PartNotLoaded() {
  return (
    <div role="alert" className={styles.notLoaded}>
      <p>This part of the page did not load. Please check your connection.</p>
      <button type="button" className={buttons.secondary} onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
