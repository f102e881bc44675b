'use client';

import { productRoutes } from '@farm/contract/plain/routes/product';
import { useQuery } from '@tanstack/react-query';
import { useCart } from '@/features/cart/cart-query';
import { apiData } from '@/lib/api/client';
import { QueryScope } from '@/lib/query/query-scope';

function Reads() {
  // Spec §2: on load the navigation bar asks for the product list (it warms the cache).
  useQuery({
    queryKey: ['products', 'nav'],
    queryFn: () => apiData(productRoutes.listProducts, { query: { size: 24 } }),
  });
  // Keeps the cart badge (persisted with the session) in step with the server.
  useCart();
  return null;
}

/** What the top bar reads in the background, loaded once the page is idle (it draws nothing). */
export function TopBarReads() {
  return (
    <QueryScope>
      <Reads />
    </QueryScope>
  );
}
