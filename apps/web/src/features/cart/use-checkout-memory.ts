'use client';

import type { CheckoutPaymentMethod, DeliveryChoice } from '@farm/contract';
import { TEXT_LIMITS } from '@farm/contract/plain/shop';
import { CHECKOUT_PAYMENT_METHODS } from '@farm/contract/plain/statuses';
import { useEffect, useState } from 'react';

/** What the checkout keeps across a reload, in this tab only (issue 32.4). */
export type CheckoutMemory = {
  note?: string;
  paymentMethod?: CheckoutPaymentMethod;
  delivery?: DeliveryChoice;
};

const keyOf = (customerId: number) => `checkout:${customerId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** The stored memory, each part only when it still has its shape (a hand-edited entry is ignored). */
function read(customerId: number): CheckoutMemory {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(keyOf(customerId)) ?? '{}');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const { note, paymentMethod, delivery } = raw as Record<string, unknown>;
  const memory: CheckoutMemory = {};
  if (typeof note === 'string') memory.note = note.slice(0, TEXT_LIMITS.orderNote);
  if (CHECKOUT_PAYMENT_METHODS.includes(paymentMethod as CheckoutPaymentMethod))
    memory.paymentMethod = paymentMethod as CheckoutPaymentMethod;
  if (typeof delivery === 'object' && delivery !== null) {
    const { date, slotId } = delivery as Record<string, unknown>;
    if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && Number.isInteger(slotId))
      memory.delivery = { date, slotId: slotId as number };
  }
  return memory;
}

/** What was kept for this customer's checkout in this tab (read once, when the cart opens). */
export function useKeptCheckout(customerId: number): CheckoutMemory {
  const [kept] = useState(() => read(customerId));
  return kept;
}

/**
 * Keeps the checkout's choices (day and slot, payment method, note) in sessionStorage while the
 * customer is at it, so that a reload does not reset them; not once the order is placed.
 */
export function useKeepCheckout(customerId: number, current: CheckoutMemory, placed: boolean) {
  const json = JSON.stringify(current);
  useEffect(() => {
    try {
      if (placed) storage()?.removeItem(keyOf(customerId));
      else storage()?.setItem(keyOf(customerId), json);
    } catch {
      // Storage full or off: the checkout works, a reload just starts afresh.
    }
  }, [customerId, json, placed]);
}

/** Forgets the kept choices: the order is placed. */
export function forgetCheckout(customerId: number) {
  try {
    storage()?.removeItem(keyOf(customerId));
  } catch {
    // Nothing kept.
  }
}
