'use client';

import { useSessionGuard } from '@/features/auth/use-session-guard';
import { preloadForCustomer, useSignedInPart } from '@/features/session/use-signed-in-part';
import { useWords } from '@/lib/i18n/client-words';
import { withNext } from '@/lib/next-path';
import styles from './subscription.module.css';

const loadContents = () => import('./subscribe-contents').then((m) => m.SubscribeContents);
preloadForCustomer(loadContents);

/** Subscribing to one product: for a signed-in customer; a visitor signs in and comes back to `here`. */
export function SubscribePage({ productId, here }: { productId: number | undefined; here: string }) {
  const guard = useSessionGuard('customer', withNext('/profileLogin', here));
  const { user, Part } = useSignedInPart(loadContents);
  const t = useWords('subscription');
  if (guard !== 'allowed' || !user || !Part) {
    return (
      <p className={`container ${styles.state}`} role="status">
        {t('loading')}
      </p>
    );
  }
  return <Part user={user} productId={productId} />;
}
