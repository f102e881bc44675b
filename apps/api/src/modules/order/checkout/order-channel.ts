import type { OrderActor } from '../order-actor.js';

/**
 * Where an order comes from, and so which of the shop's rules hold for it (issue 31.2): the
 * callers' differences as data that `placeOrder` reads, not flags through its transaction. The
 * storefront's own limits (a live session, a proven number, open orders under the cap) go with its
 * buyer, the customer's own address read under their lock (checkout-guards.ts).
 */
export type OrderChannel = {
  /** `subscription`: the nightly milk subscription job, the next caller. */
  name: 'storefront' | 'phone' | 'subscription';
  /** Who the order's timeline says placed it: the customer themself, or staff, or the shop. */
  placedBy: OrderActor | 'customer';
  /** The ordered lines, and the cart's coupon, leave the customer's cart. */
  clearsCart: boolean;
  /** The storefront's cash rules: an area that takes no cash, the shop's ceiling on a cash total. */
  cashRules: boolean;
  /** Idempotency keys live apart per channel, so that one channel's key never replays another's order. */
  keyPrefix: string;
};

/** The customer's own checkout (`POST /orders/products`). */
export const STOREFRONT: OrderChannel = {
  name: 'storefront',
  placedBy: 'customer',
  clearsCart: true,
  cashRules: true,
  keyPrefix: '',
};

/** Staff's phone order (`POST /orders/1`): staff spoke to the customer; the cart is left alone. */
export function phoneChannel(staff: OrderActor): OrderChannel {
  return { name: 'phone', placedBy: staff, clearsCart: false, cashRules: false, keyPrefix: 'staff:' };
}
