import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@farm/contract';
import type { Db, Tx } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { deliveryRulesNow, planDelivery } from '../../delivery/index.js';
import { newOrderMessages } from '../../notification/index.js';
import { liveOffers, priceOrder, readPricingInputs, withOfferTitle } from '../../pricing/index.js';
import type { LockedProduct } from '../../product/index.js';
import { getShopSettings } from '../../settings/index.js';
import type { OrderActor } from '../order-actor.js';
import { type Buyer, refuseCashOverCeiling } from './checkout-guards.js';
import { checkDayLimit } from './day-limits.js';
import type { OrderChannel } from './order-channel.js';
import type { PlaceOrderCommand } from './place-order-command.js';
import { confirmShownPrices } from './price-confirmation.js';
import { breakdownOf, outOfStock, priceLines, usableCoupon } from './pricing.js';

/** The shop's rules an order is placed under, read before its transaction (kept in memory until staff write). */
export type ShopRules = {
  settings: Awaited<ReturnType<typeof getShopSettings>>;
  offers: Awaited<ReturnType<typeof liveOffers>>;
  deliveryRules: Awaited<ReturnType<typeof deliveryRulesNow>>;
};

/** Outside the transaction: inside it, PGlite's one connection is the transaction's. */
export async function readShopRules(db: Db): Promise<ShopRules> {
  const [settings, offers, deliveryRules] = await Promise.all([
    getShopSettings(db),
    liveOffers(db),
    deliveryRulesNow(db),
  ]);
  return { settings, offers, deliveryRules };
}

/** ₹1 crore: the most the money columns (and paiseSchema) carry; phone the farm for more. */
const MAX_ORDER_TOTAL = 1_000_000_000;

/** How a new order is paid: the channel's settlement (a subscription's wallet or bill), or as chosen. */
function paymentMethodOf(channel: OrderChannel, online: boolean): PaymentMethod {
  if (channel.settlement === 'WALLET' || channel.settlement === 'MONTHLY_BILL') return channel.settlement;
  return online ? 'ONLINE' : 'COD';
}

/** Where a new order's money stands: the wallet paid it, the monthly bill owes it, or as chosen. */
function paymentStatusOf(channel: OrderChannel, online: boolean) {
  if (channel.settlement === 'WALLET') return 'PAID' as const;
  if (channel.settlement === 'MONTHLY_BILL' || online) return 'UNPAID' as const;
  return 'COD_DUE' as const;
}

/** An order made up and checked, ready to be written (`insertOrderWithLines`, or a standing batch's statement). */
export type ComposedOrder = Awaited<ReturnType<typeof composeOrder>>;

/**
 * The middle of placing an order, between the statement that locked its products (and took their
 * stock: `taken`) and the one that writes it: the lines priced by the one price (pricing's
 * `priceOrder`, decision 0047) and held to the prices the client showed, the delivery planned from
 * the rules kept in memory, the shop's refusals (too large, cash over the ceiling, out of stock, a
 * product's daily limit), and the order's row, lines and timeline entry made up. `placeOrder` and
 * `placeStandingOrders` both call it: one set of rules, however many orders a transaction places.
 * A refusal throws (an AppError); nothing is written here.
 */
export async function composeOrder(
  tx: Tx,
  command: PlaceOrderCommand,
  buyer: Buyer,
  { orderId, products }: { orderId: number; products: (LockedProduct & { taken: boolean })[] },
  { settings, offers, deliveryRules }: ShopRules,
) {
  const { customerId, channel } = command;
  const { customer } = buyer;
  const locked = products;
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
      paymentMethod: paymentMethodOf(channel, online),
      choice: command.delivery,
      skipCodRule: !channel.cashRules,
      standing: channel.standing,
      now: command.now,
    },
    deliveryRules,
  );
  const priced = delivery ? priceOrder(listed, inputs, { fee: delivery.rules, area: null, cash }) : atShopFee;
  const coupon = priced.coupon;
  const breakdown = breakdownOf(priced);
  const { subtotal, discountTotal, couponDiscount, deliveryFee, total } = breakdown;
  if (total > MAX_ORDER_TOTAL) {
    throw new AppError(422, 'ORDER_TOO_LARGE', 'An order may total at most ₹1,00,00,000; split it up').worded(
      {},
      'ORDER_MAY_TOTAL_MOST_SPLIT',
    );
  }
  // A refusal rolls the transaction back: no stock taken, the key unclaimed.
  confirmShownPrices({ expectedTotal: command.expectedTotal, lines: command.lines }, breakdown);
  if (!online) refuseCashOverCeiling(priced.checks, total);
  const short = locked.filter((p) => !p.taken).map((p) => p.id);
  if (short.length > 0) throw outOfStock(priced.lines.filter((l) => short.includes(l.productId)));
  // A one-off order's day may not pass a product's daily limit (issue 34.6); a standing order's may.
  if (!channel.standing && delivery?.slot) {
    await checkDayLimit(tx, { day: delivery.slot.date, lines: priced.lines, now: command.now });
  }

  const actor: OrderActor =
    channel.placedBy === 'customer'
      ? { kind: 'customer', id: customer.id, name: customer.name }
      : channel.placedBy;
  const order = {
    id: orderId,
    cartBundleId: randomUUID(),
    customerId,
    status: online ? ('PENDING_PAYMENT' as const) : ('PLACED' as const),
    paymentMethod: paymentMethodOf(channel, online),
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
  // "Placed" goes out once the order is committed; an online order's waits for its payment.
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
  return {
    order,
    lines,
    event,
    slot: slot && { id: slot.id, date: slot.date, capacity: slot.capacity, window: slot.window },
    messages,
    usesCoupon: Boolean(coupon),
    online,
  };
}
