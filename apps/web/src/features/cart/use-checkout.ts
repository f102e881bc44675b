'use client';

import type { Cart, CheckoutPaymentMethod } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useEffect, useRef, useState } from 'react';
import { useDeliveryChoice } from '@/features/delivery/use-delivery-choice';
import { useDeliveryWords } from '@/features/delivery/use-delivery-words';
import { savedOrderNote } from '@/features/order/order-note';
import { usePlaceOrder } from '@/features/order/use-place-order';
import type { SessionUser } from '@/features/session/session-store';
import { useWords } from '@/lib/i18n/client-words';
import { useLanguage } from '@/lib/i18n/language-context';
import { CART_KEY } from '@/lib/query/cart-key';
import { type BlockerWords, cashCeilingBlocker, deliveryBlocker } from './delivery-blocker';
import { forgetCheckout, useKeepCheckout, useKeptCheckout } from './use-checkout-memory';
import { DELIVERY_RULES_KEY } from './use-delivery-rules';

/**
 * The checkout's state: chosen address, delivery day and slot, note, what blocks it, and placing
 * the order at the prices the cart shows (the lines' and the cart's total as the shop priced it for
 * the address's area, which the shop confirms).
 */
export function useCheckout({
  user,
  cart,
  addressId,
  refreshing,
}: {
  user: SessionUser;
  cart: Cart;
  addressId: number | undefined;
  refreshing: boolean;
}) {
  const lines = cart.items;
  const placeOrder = usePlaceOrder({ cartKey: CART_KEY, deliveryRulesKey: DELIVERY_RULES_KEY });
  // Day, slot, payment and note survive a reload (issue 32.4).
  const kept = useKeptCheckout(user.id);
  const delivery = useDeliveryChoice(cart.delivery, kept.delivery);
  const shown = { deliveryFee: cart.deliveryFee, total: cart.total };
  // The coupon goes with the order only while it takes something off; the shop checks it again.
  const couponCode = cart.coupon && cart.coupon.problem === null ? cart.coupon.code : null;
  const [note, setNote] = useState(kept.note ?? '');
  const [paymentMethod, setPaymentMethod] = useState<CheckoutPaymentMethod>(kept.paymentMethod ?? 'COD');
  useKeepCheckout(
    user.id,
    { note, paymentMethod, ...(delivery.chosen ? { delivery: delivery.chosen } : {}) },
    placeOrder.isSuccess,
  );
  // Set at the click, not at the next render: a double tap lands both clicks before the button
  // shows busy, and must still send one request (and show one toast).
  const sending = useRef(false);
  const orderable = lines.filter((line) => line.inStock);

  // A note left on the customise page is offered once, when the cart first shows.
  const codes = lines.map((line) => line.productCode).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the products change
  useEffect(() => {
    setNote((current) => current || savedOrderNote(lines).slice(0, TEXT_LIMITS.orderNote));
  }, [codes]);

  // What the shop's rules refuse, as the API answered with the cart's price (`cart.checks`).
  const maxLines = cart.checks?.lines.over ? cart.checks.lines.max : undefined;
  const words = useBlockerWords(cart);
  const blocker =
    orderable.length === 0
      ? words.say('blocker.noneInStock')
      : addressId === undefined
        ? words.say('blocker.chooseAddress')
        : maxLines !== undefined
          ? words.say('blocker.tooManyLines', { max: maxLines })
          : (deliveryBlocker(cart, paymentMethod, delivery.choice !== undefined, words) ??
            cashCeilingBlocker(cart, paymentMethod, words.say));

  const submit = () => {
    if (sending.current || refreshing || blocker !== undefined || addressId === undefined) return;
    sending.current = true;
    placeOrder.mutate(
      {
        customerId: user.id,
        addressId,
        lines: orderable,
        note,
        shown,
        couponCode,
        paymentMethod,
        delivery: delivery.choice,
      },
      {
        onSuccess: () => forgetCheckout(user.id),
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  return {
    note,
    setNote,
    paymentMethod,
    setPaymentMethod,
    delivery,
    refreshing,
    blocker,
    submit,
    placeOrder,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

/** The blockers' words in the page's language; the chosen area's name in it too. */
function useBlockerWords(cart: Cart): BlockerWords {
  const say = useWords('checkout');
  const { summary } = useDeliveryWords();
  const language = useLanguage();
  const chosen = cart.delivery?.area;
  const area = (englishName: string | null) =>
    chosen && chosen.name === englishName ? translated(chosen, 'name', language) : (englishName ?? '');
  return { say, summary, area };
}
