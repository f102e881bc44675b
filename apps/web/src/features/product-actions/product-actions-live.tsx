'use client';

import { useCart } from '@/features/cart/cart-query';
import type { SessionUser } from '@/features/session/session-store';
import { withQueryScope } from '@/lib/query/query-scope';
import { NotifyMe } from './notify-me';
import {
  type ActionIcons,
  type ActionProduct,
  NOTIFY_BUTTON_CLASS,
  ProductActionsView,
} from './product-actions-view';
import { useAddToCart } from './use-add-to-cart';
import { useWishlistToggle } from './use-wishlist';

type Props = {
  user: SessionUser;
  product: ActionProduct;
  icons: ActionIcons;
  quantity: number;
  onQuantity(quantity: number): void;
};

function Live({ user, product, icons, quantity, onQuantity }: Props) {
  const addToCart = useAddToCart(product.id);
  const wishlist = useWishlistToggle(user.id, product.id);
  const cart = useCart();
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
      inCart={cart.data?.items.find((item) => item.productId === product.id)?.quantity}
      notify={<NotifyMe product={product} customerId={user.id} buttonClassName={NOTIFY_BUTTON_CLASS} />}
    />
  );
}

/**
 * A signed-in customer's product actions: "Add to cart" sets the cart line, the heart adds or
 * removes the product from the wishlist, "Notify me" asks for an SMS; the cart and the wishlist are
 * read to show what is already there. Loaded by `ProductActions` for customers only.
 */
export const LiveProductActions = withQueryScope(Live);
