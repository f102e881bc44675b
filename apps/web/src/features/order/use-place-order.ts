'use client';

import type { CartItem, CheckoutBody, CheckoutPaymentMethod, DeliveryChoice } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiError, isProblem, messageOf } from '@/lib/api/problem';
import { useWords } from '@/lib/i18n/client-words';
import { useRouter } from '@/lib/i18n/navigation';
import { newUuid } from '@/lib/uuid';
import { payOnline } from './online-payment';
import { forgetOrderNotes } from './order-note';
import { bundleKey, customerOrdersKey, placeOrder } from './orders-api';
import { priceChangeOf } from './price-change';

/** What the cart showed beside its lines: the delivery fee and the total the customer agreed to. */
export type ShownTotals = { deliveryFee: number; total: number };

type Checkout = {
  customerId: number;
  addressId: number;
  lines: CartItem[];
  note: string;
  shown: ShownTotals;
  /** The coupon the cart showed applied, if any. */
  couponCode: string | null;
  /** Cash on delivery, or paying online now (the order waits for the payment). */
  paymentMethod: CheckoutPaymentMethod;
  /** Own delivery: the day and slot chosen; left out, the shop books the earliest open one. */
  delivery?: DeliveryChoice | undefined;
};

/**
 * Places the checkout with the prices the cart showed (each line's and the total): if the shop's
 * differ it places nothing and answers 409 PRICE_CHANGED (`priceChangeOf`). One `Idempotency-Key`
 * per checkout attempt: a retry (after a network error or a double click) of the same lines,
 * address and note reuses it, so the shop places one order; a changed checkout gets a new key (a
 * new total alone does not: a refused checkout leaves its key unused). `cartKey` and
 * `deliveryRulesKey` are the cart's queries, read again once the order empties the cart or the
 * shop refuses it (the cart feature owns them; this one does not import the cart).
 */
export function usePlaceOrder({
  cartKey,
  deliveryRulesKey,
}: {
  cartKey: QueryKey;
  deliveryRulesKey: QueryKey;
}) {
  const say = useWords('checkout');
  const queryClient = useQueryClient();
  const router = useRouter();
  const attempt = useRef<{ key: string; fingerprint: string }>(undefined);

  return useMutation({
    mutationFn: ({
      customerId,
      addressId,
      lines,
      note,
      shown,
      couponCode,
      paymentMethod,
      delivery,
    }: Checkout) => {
      const productDetails = lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
      const trimmed = note.trim();
      const body: CheckoutBody = {
        productDetails: lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          expectedUnitPrice: line.unitPrice,
        })),
        expectedTotal: shown.total,
        ...(trimmed ? { note: trimmed } : {}),
        ...(couponCode ? { couponCode } : {}),
        paymentMethod,
        ...(delivery ? { delivery } : {}),
      };
      const fingerprint = JSON.stringify({
        customerId,
        addressId,
        productDetails,
        note: trimmed,
        couponCode,
        paymentMethod,
        delivery,
      });
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newUuid(), fingerprint };
      return placeOrder({ customerId, addressId, body, idempotencyKey: attempt.current.key });
    },
    onSuccess: async ({ response }, { customerId, lines }) => {
      attempt.current = undefined;
      forgetOrderNotes(lines.map((line) => line.productCode));
      queryClient.setQueryData(bundleKey(response.cartBundleId), response.orders);
      queryClient.invalidateQueries({ queryKey: cartKey });
      // The order history read before this order would otherwise show it only half a minute later.
      queryClient.invalidateQueries({ queryKey: customerOrdersKey(customerId) });
      const summary = `/orderSummaryDetails?cartBundleId=${response.cartBundleId}`;
      const awaiting = response.orders.find((order) => order.status === 'PENDING_PAYMENT');
      if (!awaiting) {
        toast.success(say('place.placed'));
        router.push(summary);
        return;
      }
      // Paying online: off to the payment page; the order waits there if that fails.
      try {
        await payOnline(awaiting.id);
      } catch (error) {
        toast.error(messageOf(error));
        router.push(`${summary}&payment=later`);
      }
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return; // network trouble: a retry reuses the key
      if (isProblem(error, orderRoutes.placeOrder, 'IDEMPOTENCY_KEY_REUSED')) attempt.current = undefined;
      // Stock, prices or the delivery's slots may have moved: show the cart as it is now.
      if (error.status === 409 || error.status === 422 || error.status === 400)
        queryClient.invalidateQueries({ queryKey: cartKey });
      // The delivery fee may be what moved: the notice says so, the totals must show it too.
      if (priceChangeOf(error)) queryClient.invalidateQueries({ queryKey: deliveryRulesKey });
    },
  });
}
