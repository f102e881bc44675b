import { randomUUID } from 'node:crypto';
import type { CheckoutResult, DeliveryChoice, Order, OrderLineInput, PaymentMethod } from '@farm/contract';
import type { Db, Tx } from '../../../db/client.js';
import { transactionRetryingDeadlocks } from '../../../db/deadlock-retry.js';
import { AppError, conflict } from '../../../lib/app-error.js';
import { removeCartCoupon } from '../../cart/index.js';
import { deliveryRulesNow, planDelivery, slotFullRefusal } from '../../delivery/index.js';
import { newOrderMessages } from '../../notification/index.js';
import { liveOffers, priceOrder, readPricingInputs, withOfferTitle } from '../../pricing/index.js';
import { getShopSettings } from '../../settings/index.js';
import type { OrderActor } from '../order-actor.js';
import { publishOrderEvent } from '../order-events.js';
import { insertOrderWithLines } from '../order-insert.repository.js';
import { findOrdersByIds, toOrder } from '../order-read.repository.js';
import {
  type Buyer,
  checkMobileVerified,
  checkOpenOrders,
  checkUnpaidHold,
  type OwnAddress,
  refuseCashOverCeiling,
  storefrontBuyer,
} from './checkout-guards.js';
import { lockCustomerAndTakeStock } from './checkout-stock.repository.js';
import { type IdempotencyClaim, replayOf } from './idempotency.js';
import type { StoredCheckout } from './idempotency.repository.js';
import type { OrderChannel } from './order-channel.js';
import { confirmShownPrices } from './price-confirmation.js';
import { breakdownOf, outOfStock, priceLines, usableCoupon } from './pricing.js';

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
  paymentMethod?: PaymentMethod;
  /** Own delivery: the chosen day and slot (left out: the earliest open one). */
  delivery?: DeliveryChoice | undefined;
  /** The shop's clock: the delivery's cut-offs and days. */
  now: Date;
  /** The caller's key and request hash; the channel's prefix keeps channels' keys apart. */
  idempotency?: IdempotencyClaim | undefined;
  /**
   * The caller's own writes in the order's transaction, once the order is written (the subscription
   * job's wallet debit and its record of the day): a throw rolls the order back with them. Not run
   * for a replayed key.
   */
  alongside?: ((tx: Tx, placed: PlacedInTransaction) => Promise<void>) | undefined;
};

/** What `alongside` is told of the order just written. */
export type PlacedInTransaction = { orderId: number; total: number; deliveryDate: string | null };

/** ₹1 crore: the most the money columns (and paiseSchema) carry; phone the farm for more. */
const MAX_ORDER_TOTAL = 1_000_000_000;

export type CheckoutOutcome = CheckoutResult & { replayed: boolean };

/** Where a new order's money stands: the wallet paid it, the monthly bill owes it, or as chosen. */
function paymentStatusOf(channel: OrderChannel, online: boolean) {
  if (channel.settlement === 'WALLET') return 'PAID' as const;
  if (channel.settlement === 'MONTHLY_BILL' || online) return 'UNPAID' as const;
  return 'COD_DUE' as const;
}

/**
 * Placing an order, the order module's use case for every channel (order-channel.ts: the
 * storefront, staff's phone order, next the subscription job): one transaction of two statements
 * (decision 0040). The first claims the idempotency key, locks the customer (the
 * storefront's: with their session's standing and their address), locks the products in id order and
 * takes their stock; then the lines are priced by the one price (pricing's
 * `priceOrder`, decision 0047) and held to the prices the client showed
 * (price-confirmation.ts), the delivery planned; the second writes the order with its lines, first
 * timeline entry, messages, cart lines, slot place and stored answer. Any refusal rolls it all back.
 * Nothing slow happens inside: the shop's rules (settings, offers, delivery areas) are read from the
 * database's root, kept in memory until staff write, and the answer is made from what was written (a
 * replayed key reads its orders back instead).
 */
export async function placeOrder(db: Db, command: PlaceOrderCommand): Promise<CheckoutOutcome> {
  const { customerId, channel } = command;
  const idempotency = command.idempotency && {
    ...command.idempotency,
    key: `${channel.keyPrefix}${command.idempotency.key}`,
  };
  // The shop's rules, from memory while no staff wrote (db/kept-reads.ts), before the transaction:
  // inside it, PGlite's one connection is the transaction's.
  const [settings, offers, deliveryRules] = await Promise.all([
    getShopSettings(db),
    liveOffers(db),
    deliveryRulesNow(db),
  ]);
  type Written = { replayed: StoredCheckout } | { placed: Order; cartBundleId: string };
  const outcome = await transactionRetryingDeadlocks(db, async (tx): Promise<Written> => {
    // The customer locked, the products locked and taken, in one statement; any refusal below
    // rolls the units back.
    const own = 'addressId' in command.buyer ? command.buyer : null;
    const start = await lockCustomerAndTakeStock(
      tx,
      {
        customerId,
        addressId: own?.addressId ?? null,
        sessionId: own?.sessionId ?? null,
        idempotency: idempotency ?? null,
      },
      command.lines,
    );
    const buyer = own ? storefrontBuyer(start) : (command.buyer as Buyer);
    // A key a finished checkout owns: its answer again (nothing was locked or taken).
    if (idempotency && !start.claimed) return { replayed: await replayOf(tx, customerId, idempotency) };
    if (own) checkMobileVerified(start);
    const { customer } = buyer;
    const locked = start.products;
    const listed = priceLines(command.lines, locked);
    // The coupon's row stays locked until the order is written: its last use goes to one order.
    const inputs = await readPricingInputs(tx, {
      customerId: customer.id,
      couponCode: command.couponCode,
      lockCoupon: true,
      offers,
    });
    const online = command.paymentMethod === 'ONLINE';
    const cash = channel.cashRules ? { ceiling: settings.codMaxTotal } : null;
    // Priced at the shop's fee first: the coupon must apply, and the area's rules (its minimum, its
    // cash rule, its slot) look at the items after their offers; the area's fee is then the order's.
    const atShopFee = priceOrder(listed, inputs, { fee: settings, area: null, cash });
    if (atShopFee.coupon) usableCoupon(atShopFee.coupon);
    const { subtotal: listTotal, discountTotal: offersTotal } = atShopFee.totals;
    const delivery = await planDelivery(
      tx,
      {
        pincode: buyer.shippingAddress.pincode,
        lines: listed,
        itemsTotal: listTotal - offersTotal,
        paymentMethod: online ? 'ONLINE' : 'COD',
        choice: command.delivery,
        skipCodRule: !channel.cashRules,
        standing: channel.standing,
        now: command.now,
      },
      deliveryRules,
    );
    const priced = delivery
      ? priceOrder(listed, inputs, { fee: delivery.rules, area: null, cash })
      : atShopFee;
    const coupon = priced.coupon;
    const breakdown = breakdownOf(priced);
    const { subtotal, discountTotal, couponDiscount, deliveryFee, total } = breakdown;
    if (total > MAX_ORDER_TOTAL) {
      throw new AppError(
        422,
        'ORDER_TOO_LARGE',
        'An order may total at most ₹1,00,00,000; split it up',
      ).worded({}, 'ORDER_MAY_TOTAL_MOST_SPLIT');
    }
    // A refusal rolls the transaction back: no stock taken, the key unclaimed.
    confirmShownPrices({ expectedTotal: command.expectedTotal, lines: command.lines }, breakdown);
    if (!online) refuseCashOverCeiling(priced.checks, total);
    const short = locked.filter((p) => !p.taken).map((p) => p.id);
    if (short.length > 0) throw outOfStock(priced.lines.filter((l) => short.includes(l.productId)));

    const actor: OrderActor =
      channel.placedBy === 'customer'
        ? { kind: 'customer', id: customer.id, name: customer.name }
        : channel.placedBy;
    const order = {
      id: start.orderId,
      cartBundleId: randomUUID(),
      customerId,
      status: online ? ('PENDING_PAYMENT' as const) : ('PLACED' as const),
      paymentMethod: online ? ('ONLINE' as const) : ('COD' as const),
      paymentStatus: paymentStatusOf(channel, online),
      shippingAddress: buyer.shippingAddress,
      subtotal,
      discountTotal,
      couponId: coupon?.couponId ?? null,
      couponCode: coupon?.code ?? null,
      couponDiscount,
      deliveryFee,
      total,
      note: command.note,
      placedByUserId: actor.kind === 'staff' ? actor.id : null,
      delivery: delivery?.snapshot ?? null,
      deliveryAreaId: delivery?.areaId ?? null,
      deliverySlotId: delivery?.slot?.id ?? null,
      deliveryDate: delivery?.slot?.date ?? null,
    };
    const lines = priced.lines.map(({ index: _index, categoryId: _categoryId, offerTitles, ...line }) => ({
      ...line,
      translations: withOfferTitle(line.translations, offerTitles),
    }));
    const event = {
      status: order.status,
      note: command.note,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
    };
    // The order, its lines and timeline entry, its messages, the ordered cart lines emptied and the
    // slot's place taken, in one statement. A slot that filled meanwhile refuses the order and all
    // rolls back. "Placed" goes out once the order is committed; an online order's waits for its payment.
    const slot = delivery?.slot ?? null;
    // A standing order (a subscription's day) is not texted as "placed" every night: its calendar says it.
    const messages =
      order.status === 'PLACED' && !channel.standing
        ? newOrderMessages(
            {
              orderId: order.id,
              total,
              delivery: order.delivery,
              deliveryDate: order.deliveryDate,
              shopName: settings.farmName,
            },
            'placed',
          )
        : null;
    const { slotTaken, openOrders, unpaidHeld, ...written } = await insertOrderWithLines(
      tx,
      order,
      lines,
      event,
      {
        cartProductIds: channel.clearsCart ? lines.map((l) => l.productId) : [],
        slot: slot && { id: slot.id, date: slot.date, capacity: slot.capacity },
        messages,
        // What a retry with the key is answered (idempotency.ts).
        idempotent: idempotency
          ? { key: idempotency.key, stored: { cartBundleId: order.cartBundleId, orderIds: [order.id] } }
          : null,
      },
    );
    if (own) checkOpenOrders(openOrders, settings, own.limitScale);
    if (online) {
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      checkUnpaidHold(unpaidHeld, { units, value: total - deliveryFee }, settings, own?.limitScale ?? 1);
    }
    if (slot && !slotTaken) throw slotFullRefusal(slot);
    if (channel.clearsCart && coupon) await removeCartCoupon(tx, customerId);
    const placed = toOrder(
      {
        ...order,
        ...written,
        archivedAt: null,
        customerName: customer.name,
        customerMobile: customer.mobileNumber,
      },
      lines,
      [{ ...event, noteKind: null, noteValues: null, createdAt: written.createdAt }],
    );
    await command.alongside?.(tx, { orderId: order.id, total, deliveryDate: order.deliveryDate });
    await publishOrderEvent(tx, { type: 'placed', orderId: order.id, status: order.status });
    return { placed, cartBundleId: order.cartBundleId };
  });
  if ('replayed' in outcome) {
    const { cartBundleId, orderIds } = outcome.replayed;
    const orders = await findOrdersByIds(db, orderIds);
    // Staff deleted the order this key placed: say so, rather than "created" with no order.
    if (orders.length === 0) {
      throw conflict(
        'ORDER_DELETED',
        'The order this checkout placed no longer exists; place a new one',
      ).worded({}, 'ORDER_CHECKOUT_PLACED_NO_LONGER');
    }
    return { cartBundleId, orders, replayed: true };
  }
  return { cartBundleId: outcome.cartBundleId, orders: [outcome.placed], replayed: false };
}
