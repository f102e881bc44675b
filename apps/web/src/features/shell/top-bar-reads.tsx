'use client';

import { useCart } from '@/features/cart/cart-query';
import { QueryScope } from '@/lib/query/query-scope';

function Reads() {
  // Keeps the cart badge (persisted with the session) in step with the server.
  useCart();
  return null;
}

/** What the top bar reads in the background for a signed-in customer, loaded once the page is idle (it draws nothing). */
export function TopBarReads() {
  return (
    <QueryScope>
      <Reads />
    </QueryScope>
  );
}
