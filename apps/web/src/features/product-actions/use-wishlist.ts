'use client';

import type { WishlistProduct } from '@farm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { useWishlist, WISHLIST_KEY } from '@/features/wishlist/wishlist-query';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { addToWishlist, removeFromWishlist } from './api';

/** Whether a product is in the customer's wishlist, and a toggle that adds or removes it. */
export function useWishlistToggle(customerId: number | undefined, productId: number) {
  const t = useWords('product');
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
      toast.success(inWishlist ? t('actions.wishlistRemoved') : t('actions.wishlistAdded'));
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  return { inWishlist, loading: wishlist.isLoading, toggle };
}
