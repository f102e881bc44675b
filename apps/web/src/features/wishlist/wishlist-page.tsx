'use client';

import type { ReactNode } from 'react';
import layout from '@/components/ui/layout.module.css';
import { LoadingRows } from '@/components/ui/loading-rows';
import { preloadForCustomer, useSignedInPart } from '@/features/session/use-signed-in-part';
import { useWords } from '@/lib/i18n/client-words';

const loadContents = () => import('./wishlist-contents').then((m) => m.WishlistContents);
preloadForCustomer(loadContents);

/**
 * `/wishlistPage`: a visitor sees `signedOut` (the log-in prompt, drawn on the server); a customer's saved products load for them alone.
 */
export function WishlistPage({ signedOut }: { signedOut: ReactNode }) {
  const t = useWords('wishlist');
  const { ready, user, Part: WishlistContents } = useSignedInPart(loadContents);
  const body = () => {
    if (!ready || (user && !WishlistContents)) return <LoadingRows label={t('loading')} />;
    if (!user || !WishlistContents) return signedOut;
    return <WishlistContents user={user} />;
  };

  return (
    <div className={`container ${layout.page}`}>
      <h1 className={layout.title}>{t('title')}</h1>
      {body()}
    </div>
  );
}
