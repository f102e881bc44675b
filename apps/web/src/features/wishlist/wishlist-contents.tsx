'use client';

import { Heart } from 'lucide-react';
import buttons from '@/components/ui/button.module.css';
import grid from '@/components/ui/card-grid.module.css';
import { LoadError, LoadingRows, PageState } from '@/components/ui/page-state';
import { useCart } from '@/features/cart/cart-query';
import type { SessionUser } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';
import { withQueryScope } from '@/lib/query/query-scope';
import { WishlistCard } from './wishlist-card';
import styles from './wishlist-page.module.css';
import { useWishlist } from './wishlist-query';

function WishlistBody({ user }: { user: SessionUser }) {
  const t = useWords('wishlist');
  const wishlist = useWishlist(user.id);
  const cart = useCart();
  const inCart = new Set(cart.data?.items.map((item) => item.productId));

  if (wishlist.isPending) return <LoadingRows label={t('loading')} />;
  if (wishlist.isError)
    return <LoadError message={messageOf(wishlist.error)} onRetry={() => wishlist.refetch()} />;
  if (wishlist.data.length === 0) {
    return (
      <PageState
        icon={Heart}
        title={t('empty')}
        actions={
          <Link href="/products" className={buttons.primary}>
            {t('browse')}
          </Link>
        }
      >
        {t('emptyHint')}
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
}

/** The signed-in customer's saved products, loaded by `WishlistPage` with the query cache it reads through. */
export const WishlistContents = withQueryScope(WishlistBody);
