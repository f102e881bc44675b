'use client';

import { Heart } from 'lucide-react';
import Link from 'next/link';
import buttons from '@/components/ui/button.module.css';
import grid from '@/components/ui/card-grid.module.css';
import layout from '@/components/ui/layout.module.css';
import { LoadError, LoadingRows, LoginPrompt, PageState } from '@/components/ui/page-state';
import { useCart } from '@/features/cart/cart-query';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import { messageOf } from '@/lib/api/problem';
import { WishlistCard } from './wishlist-card';
import styles from './wishlist-page.module.css';
import { useWishlist } from './wishlist-query';

/** `/wishlistPage`: the products the customer keeps for later. */
export function WishlistPage() {
  const { ready, user } = useHydratedSession();
  const wishlist = useWishlist(user?.id);
  const cart = useCart();
  const inCart = new Set(cart.data?.items.map((item) => item.productId));

  const body = () => {
    if (!ready) return <LoadingRows label="Loading your wishlist…" />;
    if (!user)
      return <LoginPrompt next="/wishlistPage">Log in to see the products you saved for later.</LoginPrompt>;
    if (wishlist.isPending) return <LoadingRows label="Loading your wishlist…" />;
    if (wishlist.isError)
      return <LoadError message={messageOf(wishlist.error)} onRetry={() => wishlist.refetch()} />;
    if (wishlist.data.length === 0) {
      return (
        <PageState
          icon={Heart}
          title="Your wishlist is empty"
          actions={
            <Link href="/products" className={buttons.primary}>
              Browse products
            </Link>
          }
        >
          Tap the heart on a product to keep it here for later.
        </PageState>
      );
    }
    return (
      <ul className={`${grid.grid} ${grid.products} ${styles.grid}`}>
        {wishlist.data.map((product) => (
          <WishlistCard
            key={product.id}
            product={product}
            customerId={user.id}
            inCart={inCart.has(product.id)}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className={`container ${layout.page}`}>
      <h1 className={layout.title}>Your wishlist</h1>
      {body()}
    </div>
  );
}
