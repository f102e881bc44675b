'use client';

import { cartRoutes } from '@farm/contract/plain/routes/cart';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/features/session/session-store';
import { apiData } from '@/lib/api/client';

/** Query key of the signed-in customer's cart; invalidate it after any cart change. */
export const CART_KEY = ['cart'] as const;

/** The signed-in customer's cart; keeps the top bar's badge (number of lines) in step. */
export function useCart() {
  const user = useSession((s) => s.user);
  const setCartCount = useSession((s) => s.setCartCount);
  const query = useQuery({
    queryKey: CART_KEY,
    queryFn: () => apiData(cartRoutes.getCart, { params: { id: user?.id ?? 0 } }),
    enabled: user !== undefined,
  });
  useEffect(() => {
    if (query.data) setCartCount(query.data.itemCount);
  }, [query.data, setCartCount]);
  return query;
}
