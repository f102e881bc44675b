import type { Metadata } from 'next';
import { CartPage } from '@/features/cart/cart-page';
import { QueryScope } from '@/lib/query/query-scope';

export const metadata: Metadata = { title: 'Your cart' };

/** `/cartPage` (no footer): the signed-in customer's cart and checkout, all in the browser. */
export default function CartRoute() {
  return (
    <QueryScope>
      <CartPage />
    </QueryScope>
  );
}
