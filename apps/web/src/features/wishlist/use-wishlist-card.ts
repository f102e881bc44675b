'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { setCartLineQuantity } from '@/features/cart/cart-api';
import { showCartChange } from '@/features/cart/cart-change-toast';
import { keepCart } from '@/features/cart/cart-query';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { removeFromWishlist, WISHLIST_KEY } from './wishlist-query';

/** "Add to cart" (quantity 1) and "Remove" for one wishlist product. */
export function useWishlistCard(customerId: number, productId: number) {
  const t = useWords('wishlist');
  const common = useWords('common');
  const queryClient = useQueryClient();

  const addToCart = useMutation({
    mutationFn: () => setCartLineQuantity(customerId, productId, 1),
    onSuccess: (answer) => {
      keepCart(queryClient, answer.response);
      showCartChange(answer, productId, common);
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  const remove = useMutation({
    mutationFn: () => removeFromWishlist(customerId, [productId]),
    onSuccess: ({ response }) => {
      queryClient.setQueryData(WISHLIST_KEY, response);
      toast.success(t('removed'));
    },
    onError: (error) => {
      toast.error(messageOf(error));
      queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
    },
  });

  return { addToCart, remove };
}
