'use client';

import { useEffect, useRef } from 'react';
import { useCart } from '@/features/cart/cart-query';
import { NotifyMe } from '@/features/notify/notify-me';
import type { SessionUser } from '@/features/session/session-store';
import { useWords } from '@/lib/i18n/client-words';
import { Link } from '@/lib/i18n/navigation';
import { withQueryScope } from '@/lib/query/query-scope';
import { takeCartIntent } from './cart-intent';
import styles from './product-actions.module.css';
import {
  type ActionIcons,
  type ActionProduct,
  NOTIFY_BUTTON_CLASS,
  ProductActionsView,
} from './product-actions-view';
import { useAddToCart } from './use-add-to-cart';
import { useWishlistToggle } from './use-wishlist';

/**
 * The button sets the cart line to the stepper's quantity: "Add to cart" when the product is not in
 * the cart, "Update cart" when it is (the stepper then starts at the cart's quantity), so the
 * button never says "add" while it sets (issue 32 item 8).
 */
function cartButtonKey(inCart: boolean, busy: boolean) {
  if (inCart) return busy ? 'actions.updating' : 'actions.updateCart';
  return busy ? 'actions.adding' : 'actions.addToCart';
}

type Props = {
  user: SessionUser;
  product: ActionProduct;
  icons: ActionIcons;
  quantity: number;
  onQuantity(quantity: number): void;
};

function Live({ user, product, icons, quantity, onQuantity }: Props) {
  const t = useWords('product');
  const addToCart = useAddToCart(product.id);
  const wishlist = useWishlistToggle(user.id, product.id);
  const cart = useCart();
  const inCart = cart.data?.items.find((item) => item.productId === product.id)?.quantity;
  const mutateCart = addToCart.mutate;

  // The stepper starts at what the cart holds, so "Update cart" changes nothing until it is moved;
  // or at what the customer chose as a visitor before signing in, which goes into the cart now.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const chosen = product.inStock ? takeCartIntent(product.id) : undefined;
    if (chosen !== undefined) {
      started.current = true;
      const quantity = Math.min(chosen, product.stock);
      onQuantity(quantity);
      mutateCart({ customerId: user.id, quantity });
    } else if (inCart !== undefined) {
      started.current = true;
      onQuantity(Math.min(inCart, product.stock));
    } else if (cart.data) started.current = true;
  }, [inCart, cart.data, product, user.id, onQuantity, mutateCart]);

  return (
    <ProductActionsView
      product={product}
      icons={icons}
      quantity={quantity}
      onQuantity={onQuantity}
      onAddToCart={() => addToCart.mutate({ customerId: user.id, quantity })}
      adding={addToCart.isPending}
      inWishlist={wishlist.inWishlist}
      onWishlist={() => wishlist.toggle.mutate()}
      wishlistBusy={wishlist.toggle.isPending}
      cartButton={t(cartButtonKey(inCart !== undefined, addToCart.isPending))}
      cartNote={
        inCart !== undefined && (
          <p className={styles.note}>
            {t('actions.inCart', { count: inCart })} <Link href="/cartPage">{t('actions.goToCart')}</Link>
          </p>
        )
      }
      notify={<NotifyMe product={product} customerId={user.id} buttonClassName={NOTIFY_BUTTON_CLASS} />}
    />
  );
}

/**
 * A signed-in customer's product actions: "Add to cart" (or "Update cart" when the product is
 * there: the stepper then starts at the cart's quantity) sets the cart line, the heart adds or
 * removes the product from the wishlist, "Notify me" asks for an SMS; the cart and the wishlist are
 * read to show what is already there. Loaded by `ProductActions` for customers only.
 */
export const LiveProductActions = withQueryScope(Live);
