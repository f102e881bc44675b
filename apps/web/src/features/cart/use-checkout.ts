'use client';

import { type CartItem, ORDER_LIMITS } from '@farm/contract';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { useEffect, useState } from 'react';
import { chooseAddress, useCustomerAddresses } from '@/features/address/addresses-query';
import { savedOrderNote } from '@/features/order/order-note';
import { usePlaceOrder } from '@/features/order/use-place-order';
import { type SessionUser, useSession } from '@/features/session/session-store';
import { CART_KEY } from './cart-query';

/** The checkout's state: chosen address, note, what blocks it, and placing the order. */
export function useCheckout(user: SessionUser, lines: CartItem[]) {
  const rememberedId = useSession((s) => s.addressId);
  const addresses = useCustomerAddresses(user.id);
  const addressId = addresses.data ? chooseAddress(addresses.data, rememberedId)?.id : undefined;
  const placeOrder = usePlaceOrder({ cartKey: CART_KEY });
  const [note, setNote] = useState('');
  const orderable = lines.filter((line) => line.inStock);

  // A note left on the customise page is offered once, when the cart first shows.
  const codes = lines.map((line) => line.productCode).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the products change
  useEffect(() => {
    setNote((current) => current || savedOrderNote(lines).slice(0, TEXT_LIMITS.orderNote));
  }, [codes]);

  const blocker =
    orderable.length === 0
      ? 'None of the products in your cart is in stock right now.'
      : addressId === undefined
        ? 'Choose or add a delivery address.'
        : orderable.length > ORDER_LIMITS.maxLines
          ? `An order may have at most ${ORDER_LIMITS.maxLines} products; remove some.`
          : undefined;

  const submit = () => {
    if (blocker !== undefined || addressId === undefined) return;
    placeOrder.mutate({ customerId: user.id, addressId, lines: orderable, note });
  };

  return { note, setNote, blocker, submit, placeOrder };
}

export type Checkout = ReturnType<typeof useCheckout>;
