'use client';

import type { ReactNode } from 'react';
import layout from '@/components/ui/layout.module.css';
import { LoadingRows } from '@/components/ui/loading-rows';
import { preloadForCustomer, useSignedInPart } from '@/features/session/use-signed-in-part';
import { useWords } from '@/lib/i18n/client-words';
import styles from './cart-page.module.css';

const loadContents = () => import('./cart-contents').then((m) => m.CartContents);
preloadForCustomer(loadContents);

/**
 * `/cartPage`: a visitor sees `signedOut` (the log-in prompt, drawn on the server); a customer's cart and checkout load for them alone.
 */
export function CartPage({ signedOut }: { signedOut: ReactNode }) {
  const { ready, user, Part: CartContents } = useSignedInPart(loadContents);
  const t = useWords('cart');
  const body = () => {
    if (!ready || (user && !CartContents)) return <LoadingRows label={t('loading')} />;
    if (!user || !CartContents) return signedOut;
    return <CartContents user={user} />;
  };

  return (
    <div className={`container ${layout.page}`}>
      <h1 className={`${layout.title} ${styles.title}`}>{t('title')}</h1>
      {body()}
    </div>
  );
}
