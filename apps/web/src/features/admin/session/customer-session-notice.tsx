'use client';

import { useTranslations } from 'next-intl';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import styles from './customer-session-notice.module.css';

/**
 * On the staff sign-in, for a browser signed in to the shop as a customer (issue 14.14e): why the
 * staff area did not open. The customer's session stays; a staff sign-in sits beside it.
 */
export function CustomerSessionNotice() {
  const t = useTranslations('adminShell.login');
  const { user } = useHydratedSession();
  if (!user) return null;
  return (
    <p role="status" className={styles.notice}>
      {t('customerNotice', { name: user.name })}
    </p>
  );
}
