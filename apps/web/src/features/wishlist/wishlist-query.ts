'use client';

import { wishlistRoutes } from '@farm/contract/plain/routes/wishlist';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiData } from '@/lib/api/client';

/** Query key of the signed-in customer's wishlist; invalidate it after any wishlist change. */
export const WISHLIST_KEY = ['wishlist'] as const;

export function useWishlist(customerId: number | undefined) {
  return useQuery({
    queryKey: WISHLIST_KEY,
    queryFn: () => apiData(wishlistRoutes.getWishlist, { params: { id: customerId ?? 0 } }),
    enabled: customerId !== undefined,
  });
}

/** Removes products; answers the wishlist and 'Removed from wishlist'. */
export function removeFromWishlist(customerId: number, productIds: number[]) {
  return apiCall(wishlistRoutes.removeFromWishlist, { query: { customerId }, body: { productIds } });
}
