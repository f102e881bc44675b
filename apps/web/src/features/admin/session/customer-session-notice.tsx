'use client';

import { useHydratedSession } from '@/features/session/use-hydrated-session';
import styles from './customer-session-notice.module.css';

/**
 * On the staff sign-in, for a browser signed in to the shop as a customer (issue 14.14e): why the
 * staff area did not open. The customer's session stays; a staff sign-in sits beside it.
 */
export function CustomerSessionNotice() {
  const { user } = useHydratedSession();
  if (!user) return null;
  return (
    <p role="status" className={styles.notice}>
      You are signed in to the shop as {user.name}. The staff area needs a staff sign-in: sign in below with
      your staff e-mail and password.
    </p>
  );
}
