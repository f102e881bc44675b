'use client';

import { useSessionGuard } from '@/features/auth/use-session-guard';
import { preloadForCustomer, useSignedInPart } from '@/features/session/use-signed-in-part';
import { useWords } from '@/lib/i18n/client-words';
import { withNext } from '@/lib/next-path';
import styles from './subscription.module.css';

const loadContents = () => import('./subscriptions-contents').then((m) => m.SubscriptionsContents);
preloadForCustomer(loadContents);

/** `/profilePage/subscriptions`: loaded for a signed-in customer; a visitor signs in and comes back. */
export function SubscriptionsPage() {
  const guard = useSessionGuard('customer', withNext('/profileLogin', '/profilePage/subscriptions'));
  const { user, Part } = useSignedInPart(loadContents);
  const t = useWords('subscription');
  if (guard !== 'allowed' || !user || !Part) {
    return (
      <p className={`container ${styles.state}`} role="status">
        {t('loading')}
      </p>
    );
  }
  return <Part user={user} />;
}
