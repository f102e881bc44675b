'use client';

import type { Cart } from '@farm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { useWords } from '@/lib/i18n/client-words';
import { CART_KEY } from '@/lib/query/cart-key';
import { removeCartLines, setCartLineQuantity } from './cart-api';
import { keepCart } from './cart-query';

/** Changing and removing one cart line; the answered cart replaces the cached one (and the badge). */
export function useCartLine(customerId: number, productId: number) {
  const queryClient = useQueryClient();
  const t = useWords('cart');
  const keep = (cart: Cart) => keepCart(queryClient, cart);

  const setQuantity = useMutation({
    mutationFn: (quantity: number) => setCartLineQuantity(customerId, productId, quantity),
    onSuccess: ({ response }) => keep(response),
    // The stock may have moved: refresh the lines' in-stock marks.
    onError: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });

  const remove = useMutation({
    mutationFn: () => removeCartLines(customerId, [productId]),
    onSuccess: ({ response }) => {
      keep(response);
      toast.success(t('line.removed'));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });

  return { setQuantity, remove };
}
