'use client';

import { useSessionGuard } from '@/features/auth/use-session-guard';
import { preloadForCustomer, useSignedInPart } from '@/features/session/use-signed-in-part';
import { useWords } from '@/lib/i18n/client-words';
import { withNext } from '@/lib/next-path';
import type { TopUpReturn } from './top-up-return';
import styles from './wallet.module.css';

const loadContents = () => import('./wallet-contents').then((m) => m.WalletContents);
preloadForCustomer(loadContents);

/** `/profilePage/wallet`: loaded for a signed-in customer; a visitor signs in and comes back. */
export function WalletPage({ returned }: { returned?: TopUpReturn | undefined }) {
  const guard = useSessionGuard('customer', withNext('/profileLogin', '/profilePage/wallet'));
  const { user, Part } = useSignedInPart(loadContents);
  const t = useWords('wallet');
  if (guard !== 'allowed' || !user || !Part) {
    return (
      <p className={`container ${styles.state}`} role="status">
        {t('loading')}
      </p>
    );
  }
  return <Part user={user} returned={returned} />;
}
