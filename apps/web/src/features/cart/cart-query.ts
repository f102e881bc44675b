'use client';

import type { Cart } from '@farm/contract';
import { cartRoutes } from '@farm/contract/plain/routes/cart';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/features/session/session-store';
import { apiData } from '@/lib/api/client';
import { CART_KEY } from '@/lib/query/cart-key';

/** The cart priced for a PIN code's delivery area (issue 16); without one, at the shop's settings' fee. */
export const cartKey = (pincode: string | undefined) => [...CART_KEY, pincode ?? null] as const;

/**
 * The signed-in customer's cart, priced for `pincode` when given (its area's fee, the delivery check
 * and slots in `delivery`); keeps the top bar's badge (number of lines) in step. `enabled: false`
 * waits, e.g. until the addresses say which PIN code.
 */
export function useCart(pincode?: string, { enabled = true } = {}) {
  const user = useSession((s) => s.user);
  const setCartCount = useSession((s) => s.setCartCount);
  const query = useQuery({
    queryKey: cartKey(pincode),
    queryFn: () =>
      apiData(cartRoutes.getCart, { params: { id: user?.id ?? 0 }, query: pincode ? { pincode } : {} }),
    enabled: user !== undefined && enabled,
    // Another address shows the cart as it was until its area's prices come.
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.data) setCartCount(query.data.itemCount);
  }, [query.data, setCartCount]);
  return query;
}

/**
 * Keeps a cart a change answered (priced without a PIN code): it replaces the plain cart at once,
 * and the lines of every cart priced for a PIN code until that one is read again with its area's
 * fee and delivery (the change may have moved either).
 */
export function keepCart(queryClient: QueryClient, cart: Cart) {
  queryClient.setQueryData(cartKey(undefined), cart);
  queryClient.setQueriesData<Cart>({ queryKey: CART_KEY }, (old) =>
    old?.delivery ? { ...cart, delivery: old.delivery, checks: old.checks } : cart,
  );
  void queryClient.invalidateQueries({
    queryKey: CART_KEY,
    predicate: (query) => query.queryKey[1] !== null,
  });
}
