'use client';

import type { Product } from '@farm/contract';
import { Heart, PencilLine, ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCart } from '@/features/cart/cart-query';
import { customisePath } from '@/features/catalogue/paths';
import { useHydratedSession } from '@/features/session/use-hydrated-session';
import { askToLogIn } from './login-redirect';
import { NotifyMe } from './notify-me';
import styles from './product-actions.module.css';
import { useAddToCart } from './use-add-to-cart';
import { useWishlistToggle } from './use-wishlist';

type ActionProduct = Pick<Product, 'id' | 'productCode' | 'name' | 'stock' | 'inStock'>;

/**
 * What a customer does on a product page: quantity and "Add to cart" (or "Notify me" when it is
 * out of stock) and the wishlist heart. Signed-out visitors are sent to log in.
 */
export function ProductActions({ product }: { product: ActionProduct }) {
  const router = useRouter();
  const { user } = useHydratedSession();
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart(product.id);
  const wishlist = useWishlistToggle(user?.id, product.id);
  const cart = useCart();
  const inCart = cart.data?.items.find((item) => item.productId === product.id)?.quantity;

  function onAddToCart() {
    if (!user) return askToLogIn('add products to your cart', router.push);
    addToCart.mutate({ customerId: user.id, quantity });
  }

  function onWishlist() {
    if (!user) return askToLogIn('use your wishlist', router.push);
    wishlist.toggle.mutate();
  }

  const heart = (
    <button
      type="button"
      className={`${styles.heart} ${wishlist.inWishlist ? styles.heartOn : ''}`}
      onClick={onWishlist}
      disabled={wishlist.toggle.isPending}
      aria-pressed={wishlist.inWishlist}
      aria-label="Save to wishlist"
      title={wishlist.inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
    >
      <Heart aria-hidden="true" fill={wishlist.inWishlist ? 'currentColor' : 'none'} />
    </button>
  );

  if (!product.inStock) {
    return (
      <div className={layout.stack}>
        <p className={styles.soldOut}>
          This product is out of stock. We can send you an SMS when it is back.
        </p>
        <div className={styles.row}>
          <NotifyMe
            product={product}
            customerId={user?.id}
            onSignedOut={() => askToLogIn('get a message when it is back', router.push)}
            buttonClassName={buttonClass('primary', ['tall', 'flat', 'busy'], styles.primary)}
          />
          {heart}
        </div>
      </div>
    );
  }

  return (
    <div className={layout.stack}>
      <QuantityStepper label="Quantity" value={quantity} max={product.stock} onChange={setQuantity} />
      <div className={styles.row}>
        <button
          type="button"
          className={buttonClass('primary', ['tall', 'flat', 'busy'], styles.primary)}
          onClick={onAddToCart}
          disabled={addToCart.isPending}
        >
          <ShoppingCart aria-hidden="true" size={20} />
          {addToCart.isPending ? 'Adding…' : 'Add to cart'}
        </button>
        {heart}
      </div>
      {inCart !== undefined && (
        <p className={styles.note}>
          In your cart: {inCart}. Adding sets the quantity to the number above.{' '}
          <Link href="/cartPage">Go to cart</Link>
        </p>
      )}
      <Link href={customisePath(product.productCode)} className={styles.secondary}>
        <PencilLine aria-hidden="true" size={18} />
        Customise your order (add a note)
      </Link>
    </div>
  );
}
