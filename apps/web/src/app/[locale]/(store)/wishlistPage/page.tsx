import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { WishlistPage } from '@/features/wishlist/wishlist-page';

export const metadata: Metadata = { title: 'Your wishlist' };

/** `/wishlistPage` (no footer; the top bar's heart is filled): the customer's saved products. */
export default async function WishlistRoute() {
  const common = await getTranslations('common');
  return (
    <WishlistPage
      signedOut={
        <LoginPrompt next="/wishlistPage" title={common('logInTitle')} action={common('logIn')}>
          Log in to see the products you saved for later.
        </LoginPrompt>
      }
    />
  );
}
