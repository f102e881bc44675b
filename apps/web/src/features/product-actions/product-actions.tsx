'use client';

import { useState } from 'react';
import { preloadForCustomer, useSignedInPart } from '@/features/session/use-signed-in-part';
import { useWords } from '@/lib/i18n/client-words';
import { useRouter } from '@/lib/i18n/navigation';
import {
  type ActionIcons,
  type ActionProduct,
  NOTIFY_BUTTON_CLASS,
  ProductActionsView,
} from './product-actions-view';

const loadLive = () => import('./product-actions-live').then((m) => m.LiveProductActions);
preloadForCustomer(loadLive);

/**
 * What a customer does on a product page: quantity and "Add to cart" (or "Notify me" when it is
 * out of stock) and the wishlist heart. A visitor's buttons ask them to log in; a signed-in
 * customer's working actions (the cart and wishlist reads, the calls) load for them alone, the
 * buttons resting until they arrive.
 */
export function ProductActions({ product, icons }: { product: ActionProduct; icons: ActionIcons }) {
  const t = useWords('product');
  const router = useRouter();
  const { user, Part: Live } = useSignedInPart(loadLive);
  const [quantity, setQuantity] = useState(1);
  if (user && Live) {
    return <Live user={user} product={product} icons={icons} quantity={quantity} onQuantity={setQuantity} />;
  }

  const resting = user !== undefined;
  const askToLogIn = (sentence: string, quantityToKeep?: number) => () => {
    void import('./login-redirect').then((m) =>
      m.askToLogIn(sentence, router.push, quantityToKeep && [product.id, quantityToKeep]),
    );
  };
  return (
    <ProductActionsView
      product={product}
      icons={icons}
      quantity={quantity}
      onQuantity={setQuantity}
      // The product and its quantity wait in this tab: back here signed in, they are in the cart.
      onAddToCart={askToLogIn(t('actions.loginToCart'), quantity)}
      adding={false}
      inWishlist={false}
      onWishlist={askToLogIn(t('actions.loginToWishlist'))}
      wishlistBusy={false}
      resting={resting}
      notify={
        <button
          type="button"
          className={NOTIFY_BUTTON_CLASS}
          aria-label={t('notify.label', { name: product.name })}
          disabled={resting}
          onClick={askToLogIn(t('actions.loginToNotify'))}
        >
          {icons.bell}
          {t('notify.button')}
        </button>
      }
    />
  );
}
