'use client';

import type { CartItem, CheckoutBody } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { ApiError, isProblem } from '@/lib/api/problem';
import { newUuid } from '@/lib/uuid';
import { forgetOrderNotes } from './order-note';
import { bundleKey, customerOrdersKey, placeOrder } from './orders-api';

type Checkout = { customerId: number; addressId: number; lines: CartItem[]; note: string };

/**
 * Places the checkout. One `Idempotency-Key` per checkout attempt: a retry (after a network error
 * or a double click) of the same lines, address and note reuses it, so the shop places one order;
 * a changed checkout gets a new key. `cartKey` is the cart's query, read again once the order
 * empties it or the shop refuses it (the cart feature owns it; this one does not import the cart).
 */
export function usePlaceOrder({ cartKey }: { cartKey: QueryKey }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const attempt = useRef<{ key: string; fingerprint: string }>(undefined);

  return useMutation({
    mutationFn: ({ customerId, addressId, lines, note }: Checkout) => {
      const body: CheckoutBody = {
        productDetails: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        ...(note.trim() ? { note: note.trim() } : {}),
      };
      const fingerprint = JSON.stringify({ customerId, addressId, body });
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newUuid(), fingerprint };
      return placeOrder({ customerId, addressId, body, idempotencyKey: attempt.current.key });
    },
    onSuccess: ({ response, message }, { customerId, lines }) => {
      attempt.current = undefined;
      toast.success(message ?? 'Create Orders Successfully');
      forgetOrderNotes(lines.map((line) => line.productCode));
      queryClient.setQueryData(bundleKey(response.cartBundleId), response.orders);
      queryClient.invalidateQueries({ queryKey: cartKey });
      // The order history read before this order would otherwise show it only half a minute later.
      queryClient.invalidateQueries({ queryKey: customerOrdersKey(customerId) });
      router.push(`/orderSummaryDetails?cartBundleId=${response.cartBundleId}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return; // network trouble: a retry reuses the key
      if (isProblem(error, orderRoutes.placeOrder, 'IDEMPOTENCY_KEY_REUSED')) attempt.current = undefined;
      // Stock or prices may have moved: show the cart as it is now.
      if (error.status === 409 || error.status === 422) queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
}
