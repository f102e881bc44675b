import type { Metadata } from 'next';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { CartPage } from '@/features/cart/cart-page';

export const metadata: Metadata = { title: 'Your cart' };

/** `/cartPage` (no footer): the signed-in customer's cart and checkout, all in the browser. */
export default function CartRoute() {
  return (
    <CartPage
      signedOut={<LoginPrompt next="/cartPage">Log in to see your cart and place your order.</LoginPrompt>}
    />
  );
}
