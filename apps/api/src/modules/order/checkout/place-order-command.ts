import type { CheckoutPaymentMethod, DeliveryChoice, OrderLineInput } from '@farm/contract';
import type { Tx } from '../../../db/client.js';
import type { Buyer, OwnAddress } from './checkout-guards.js';
import type { IdempotencyClaim } from './idempotency.js';
import type { OrderChannel } from './order-channel.js';

/** An order to place: who, where to, what, and the channel it comes by (order-channel.ts). */
export type PlaceOrderCommand = {
  channel: OrderChannel;
  customerId: number;
  /**
   * Who orders and where to: known (staff's phone order, a subscription), or the storefront's: the
   * customer and their address read under the customer's lock, with the storefront's limits
   * (checkout-guards.ts).
   */
  buyer: Buyer | OwnAddress;
  lines: OrderLineInput[];
  note: string | null;
  /** The total the client showed; checked with the lines' `expectedUnitPrice` (price-confirmation.ts). */
  expectedTotal?: number | undefined;
  /** The coupon the order is to use; one that does not apply now refuses the order (409 COUPON_INVALID). */
  couponCode?: string | null | undefined;
  /** `ONLINE` holds the order and its stock as PENDING_PAYMENT until it is paid (decision 0031). */
  paymentMethod?: CheckoutPaymentMethod;
  /** Own delivery: the chosen day and slot (left out: the earliest open one). */
  delivery?: DeliveryChoice | undefined;
  /** The shop's clock: the delivery's cut-offs and days. */
  now: Date;
  /** The caller's key and request hash; the channel's prefix keeps channels' keys apart. */
  idempotency?: IdempotencyClaim | undefined;
  /**
   * The caller's own writes in the order's transaction that need its price but not its row (the
   * subscription job's wallet debit): run once the order is priced and checked, just before it is
   * written, so that the row every order of a slot and day takes (its count, in the order's own
   * statement) is held for as few statements as can be. A throw rolls it all back. Not run for a
   * replayed key.
   */
  beforeWrite?: ((tx: Tx, priced: PlacedInTransaction) => Promise<void>) | undefined;
  /**
   * The caller's own writes in the order's transaction, once the order is written (the subscription
   * job's record of the day): a throw rolls the order back with them. Not run for a replayed key.
   */
  alongside?: ((tx: Tx, placed: PlacedInTransaction) => Promise<void>) | undefined;
};

/** What `alongside` is told of the order just written. */
export type PlacedInTransaction = { orderId: number; total: number; deliveryDate: string | null };
