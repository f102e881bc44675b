'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { showCartChange } from '@/features/cart/cart-change-toast';
import { keepCart } from '@/features/cart/cart-query';
import { useSession } from '@/features/session/session-store';
import { messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { CART_KEY } from '@/lib/query/cart-key';
import { addToCart } from './api';

/**
 * Sets the product's cart line to the chosen quantity: a success toast in the page's language
 * ('Added to cart', or 'You already have all 1 in your cart'), and the cart (and so the top bar's badge) follows at once.
 */
export function useAddToCart(productId: number) {
  const common = useWords('common');
  const queryClient = useQueryClient();
  const setCartCount = useSession((s) => s.setCartCount);
  return useMutation({
    mutationFn: ({ customerId, quantity }: { customerId: number; quantity: number }) =>
      addToCart(customerId, productId, quantity),
    onSuccess: (answer) => {
      keepCart(queryClient, answer.response);
      setCartCount(answer.response.itemCount);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      showCartChange(answer, productId, common);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}
