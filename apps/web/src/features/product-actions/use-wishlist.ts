'use client';

import type { WishlistProduct } from '@farm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useWishlist, WISHLIST_KEY } from '@/features/wishlist/wishlist-query';
import { messageOf } from '@/lib/api/problem';
import { addToWishlist, removeFromWishlist } from './api';

/** Whether a product is in the customer's wishlist, and a toggle that adds or removes it. */
export function useWishlistToggle(customerId: number | undefined, productId: number) {
  const queryClient = useQueryClient();
  const wishlist = useWishlist(customerId);
  const inWishlist = wishlist.data?.some((p) => p.id === productId) ?? false;

  const toggle = useMutation({
    mutationFn: async () => {
      if (customerId === undefined) throw new Error('Not signed in');
      return inWishlist ? removeFromWishlist(customerId, productId) : addToWishlist(customerId, productId);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<WishlistProduct[]>(WISHLIST_KEY, answer.response);
      toast.success(answer.message ?? (inWishlist ? 'Removed from wishlist' : 'Added to wishlist'));
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  return { inWishlist, loading: wishlist.isLoading, toggle };
}
