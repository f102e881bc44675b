import type { OrderActor } from '../order-actor.js';

/**
 * Where an order comes from, and so which of the shop's rules hold for it (issue 31.2): the
 * callers' differences as data that `placeOrder` reads, not flags through its transaction. The
 * storefront's own limits (a live session, a proven number, open orders under the cap) go with its
 * buyer, the customer's own address read under their lock (checkout-guards.ts).
 */
export type OrderChannel = {
  /** `subscription`: the milk subscription job (`subscriptionChannel`). */
  name: 'storefront' | 'phone' | 'subscription';
  /** Who the order's timeline says placed it: the customer themself, or staff, or the shop. */
  placedBy: OrderActor | 'customer';
  /** The ordered lines, and the cart's coupon, leave the customer's cart. */
  clearsCart: boolean;
  /** The storefront's cash rules: an area that takes no cash, the shop's ceiling on a cash total. */
  cashRules: boolean;
  /** Idempotency keys live apart per channel, so that one channel's key never replays another's order. */
  keyPrefix: string;
  /**
   * How the order is paid: as the customer chose (`ORDER`: cash on delivery or online), from the
   * prepaid wallet in the same transaction (`WALLET`: paid when placed), or on the customer's
   * monthly bill (`MONTHLY_BILL`: unpaid until the bill is settled). Nothing is collected at the door
   * for the last two.
   */
  settlement: 'ORDER' | 'WALLET' | 'MONTHLY_BILL';
  /**
   * A standing order, committed before its own cut-off (a subscription's day): the slot's cut-off,
   * the area's minimum order and the slot's capacity do not refuse it (delivery's `standing`).
   */
  standing: boolean;
  /**
   * The order's commit waits for the disk (PostgreSQL's synchronous commit). A subscription's day
   * need not: a database crash loses such a commit whole (order, debit and the day's record
   * together), and the job's next run places the day again; without the wait, the 10,000 orders of
   * a morning do not queue one by one behind the disk's flush while holding the milk's stock row
   * (db/asynchronous-commit.ts; decision 0054, second addendum).
   */
  waitsForDisk: boolean;
};

/** The customer's own checkout (`POST /orders/products`). */
export const STOREFRONT: OrderChannel = {
  name: 'storefront',
  placedBy: 'customer',
  clearsCart: true,
  cashRules: true,
  keyPrefix: '',
  settlement: 'ORDER',
  standing: false,
  waitsForDisk: true,
};

/** Staff's phone order (`POST /orders/1`): staff spoke to the customer; the cart is left alone. */
export function phoneChannel(staff: OrderActor): OrderChannel {
  return {
    name: 'phone',
    placedBy: staff,
    clearsCart: false,
    cashRules: false,
    keyPrefix: 'staff:',
    settlement: 'ORDER',
    standing: false,
    waitsForDisk: true,
  };
}

/**
 * A subscription's day, placed by the shop's generation job (issue 34.4): paid from the wallet or
 * put on the monthly bill, booked in the subscription's slot although its cut-off has just passed.
 */
export function subscriptionChannel(settlement: 'WALLET' | 'MONTHLY_BILL'): OrderChannel {
  return {
    name: 'subscription',
    placedBy: { kind: 'system', id: null, name: null },
    clearsCart: false,
    cashRules: false,
    keyPrefix: 'subscription:',
    settlement,
    standing: true,
    waitsForDisk: false,
  };
}
