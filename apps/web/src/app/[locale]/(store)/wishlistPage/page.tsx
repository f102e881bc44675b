import type { Metadata } from 'next';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { WishlistPage } from '@/features/wishlist/wishlist-page';

export const metadata: Metadata = { title: 'Your wishlist' };

/** `/wishlistPage` (no footer; the top bar's heart is filled): the customer's saved products. */
export default function WishlistRoute() {
  return (
    <WishlistPage
      signedOut={
        <LoginPrompt next="/wishlistPage">Log in to see the products you saved for later.</LoginPrompt>
      }
    />
  );
}
