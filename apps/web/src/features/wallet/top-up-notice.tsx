'use client';

import { useWords } from '@/lib/i18n/client-words';
import type { TopUpReturn } from './top-up-return';
import styles from './wallet.module.css';

/**
 * Back from paying a top-up: paid (the callback credited it before the page loaded, so the balance
 * below has it), failed (nothing added; try again) or left for later.
 */
export function TopUpNotice({ returned }: { returned: TopUpReturn }) {
  const t = useWords('wallet');
  return (
    <p
      className={`${styles.notice} ${returned === 'paid' ? styles.noticePaid : styles.noticeWaiting}`}
      role="status"
      data-testid="top-up-notice"
    >
      {t(`topUp.returned.${returned}`)}
    </p>
  );
}
