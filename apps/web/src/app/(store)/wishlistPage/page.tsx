import type { Metadata } from 'next';
import { WishlistPage } from '@/features/wishlist/wishlist-page';
import { QueryScope } from '@/lib/query/query-scope';

export const metadata: Metadata = { title: 'Your wishlist' };

/** `/wishlistPage` (no footer; the top bar's heart is filled): the customer's saved products. */
export default function WishlistRoute() {
  return (
    <QueryScope>
      <WishlistPage />
    </QueryScope>
  );
}
