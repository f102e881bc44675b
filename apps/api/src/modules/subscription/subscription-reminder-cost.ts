import type { SubscriptionDay } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { addDays, closedDays, feeRulesForPincode, findSlot } from '../delivery/index.js';
import { liveOffers, priceOrder } from '../pricing/index.js';
import { getShopSettings } from '../settings/index.js';
import { patternsOf } from './subscription.repository.js';
import { calendarOf } from './subscription-calendar.js';
import { changesOfMany } from './subscription-generation.repository.js';
import { productTerms } from './subscription-reminder.repository.js';

type Planned = { id: number; customerId: number; slotId: number; startDay: string };
/** A subscription whose days are priced: its address's PIN code decides the delivery fee. */
type Priced = Planned & { pincode: string };

/** The calendars of many subscriptions from `fromDay`, read by the same pure function as the profile's. */
export async function calendarsOf(
  db: DbOrTx,
  subscriptions: readonly Planned[],
  fromDay: string,
  days: number,
  now: Date,
): Promise<Map<number, SubscriptionDay[]>> {
  const ids = subscriptions.map((s) => s.id);
  const slotIds = [...new Set(subscriptions.map((s) => s.slotId))];
  const [patterns, changes, slots] = await Promise.all([
    patternsOf(db, ids),
    changesOfMany(db, ids),
    Promise.all(slotIds.map((id) => findSlot(db, id))),
  ]);
  const slotById = new Map(slots.flatMap((slot) => (slot ? [[slot.id, slot] as const] : [])));
  // The areas' closed days: nothing is generated (nor charged) on them.
  const areaIds = [...new Set([...slotById.values()].map((slot) => slot.areaId))];
  const lastDay = addDays(fromDay, days - 1);
  const closedByArea = new Map(
    await Promise.all(
      areaIds.map(async (areaId) => [areaId, await closedDays(db, areaId, fromDay, lastDay)] as const),
    ),
  );
  const calendars = new Map<number, SubscriptionDay[]>();
  for (const s of subscriptions) {
    const slot = slotById.get(s.slotId);
    if (!slot) continue;
    const input = {
      startDay: s.startDay,
      slot,
      patterns: patterns.get(s.id) ?? [],
      changes: changes.get(s.id) ?? [],
      closedDays: closedByArea.get(slot.areaId),
    };
    calendars.set(s.id, calendarOf(input, fromDay, days, now));
  }
  return calendars;
}

/**
 * What each customer's subscriptions will cost over `days` days from `fromDay`, in paise: the one
 * function the low-balance message and the staff's list read. Each customer, address, slot and day
 * is priced as the one order generation places for it, through pricing's `priceOrder` (today's
 * shelf prices and offers) with the delivery fee rules of the address's area (its fee unless the
 * day reaches its free-delivery threshold), as checkout's `placeOrder` prices it; so the estimate of
 * a day is its debit (while prices and offers stay as they are today).
 */
export async function comingCostByCustomer(
  db: DbOrTx,
  subscriptions: readonly Priced[],
  fromDay: string,
  days: number,
  now: Date,
): Promise<Map<number, number>> {
  const calendars = await calendarsOf(db, subscriptions, fromDay, days, now);
  type Coming = { customerId: number; pincode: string; lines: Map<number, number> };
  const orders = new Map<string, Coming>();
  for (const s of subscriptions) {
    for (const day of calendars.get(s.id) ?? []) {
      if (day.status !== 'DELIVER') continue;
      // One order per customer, address, slot and day, as generation groups them.
      const key = `${s.customerId}|${s.pincode}|${s.slotId}|${day.day}`;
      const order = orders.get(key) ?? {
        customerId: s.customerId,
        pincode: s.pincode,
        lines: new Map<number, number>(),
      };
      for (const line of day.lines) {
        order.lines.set(line.productId, (order.lines.get(line.productId) ?? 0) + line.quantity);
      }
      orders.set(key, order);
    }
  }
  const productIds = [...new Set([...orders.values()].flatMap((o) => [...o.lines.keys()]))];
  const pincodes = [...new Set([...orders.values()].map((o) => o.pincode))];
  const [terms, offers, settings, fees] = await Promise.all([
    productTerms(db, productIds),
    liveOffers(db, now.getTime()),
    getShopSettings(db),
    Promise.all(pincodes.map(async (pin) => [pin, await feeRulesForPincode(db, pin)] as const)),
  ]);
  const feeByPincode = new Map(fees);
  const costs = new Map<number, number>(subscriptions.map((s) => [s.customerId, 0]));
  for (const order of orders.values()) {
    const lines = [...order.lines].flatMap(([productId, quantity]) => {
      const product = terms.get(productId);
      return product
        ? [{ productId, categoryId: product.categoryId, unitPrice: product.price, quantity }]
        : [];
    });
    const priced = priceOrder(
      lines,
      { customerId: order.customerId, firstOrder: false, offers, coupon: null },
      { fee: feeByPincode.get(order.pincode) ?? settings, area: null, cash: null },
    );
    costs.set(order.customerId, (costs.get(order.customerId) ?? 0) + priced.totals.total);
  }
  return costs;
}
