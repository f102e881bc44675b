import type { SubscriptionNotGeneratedReason } from '@farm/contract';
import { and, asc, between, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { addresses } from '../address/address.table.js';
import { customers } from '../customer/customer.table.js';
import { deliverySlots } from '../delivery/delivery.table.js';
import { subscriptionChanges, subscriptions } from './subscription.table.js';
import type { CalendarChange } from './subscription-calendar.js';
import { subscriptionDeliveries } from './subscription-generation.table.js';

/**
 * Every live subscription the job may generate for: not cancelled, its customer's account open,
 * with what the order needs (the customer, the address, the slot's cut-off and area).
 */
export async function liveSubscriptions(db: DbOrTx) {
  return db
    .select({
      id: subscriptions.id,
      startDay: subscriptions.startDay,
      slotId: subscriptions.slotId,
      addressId: subscriptions.addressId,
      customer: {
        id: customers.id,
        name: customers.name,
        mobileNumber: customers.mobileNumber,
        locale: customers.locale,
      },
      address: {
        name: addresses.name,
        mobileNumber: addresses.mobileNumber,
        line1: addresses.line1,
        line2: addresses.line2,
        landmark: addresses.landmark,
        city: addresses.city,
        state: addresses.state,
        pincode: addresses.pincode,
      },
      slot: {
        areaId: deliverySlots.areaId,
        cutoffDaysBefore: deliverySlots.cutoffDaysBefore,
        cutoffTime: deliverySlots.cutoffTime,
        startsAt: deliverySlots.startsAt,
        endsAt: deliverySlots.endsAt,
      },
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(addresses, eq(addresses.id, subscriptions.addressId))
    .innerJoin(deliverySlots, eq(deliverySlots.id, subscriptions.slotId))
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        eq(customers.active, true),
        isNull(customers.closedAt),
        isNull(customers.erasedAt),
      ),
    )
    .orderBy(asc(subscriptions.id));
}

export type LiveSubscription = Awaited<ReturnType<typeof liveSubscriptions>>[number];

/** One order to place: a customer's subscriptions to one address, in one slot, on one day. */
export type DeliveryGroup = {
  day: string;
  subscriptions: LiveSubscription[];
  /** Product → quantity, every subscription of the group together. */
  lines: Map<number, number>;
};

/** The changes of these subscriptions, each list in the order they were made. */
export async function changesOfMany(db: DbOrTx, ids: readonly number[]) {
  const byId = new Map<number, CalendarChange[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      subscriptionId: subscriptionChanges.subscriptionId,
      kind: subscriptionChanges.kind,
      day: subscriptionChanges.day,
      untilDay: subscriptionChanges.untilDay,
      productId: subscriptionChanges.productId,
      quantity: subscriptionChanges.quantity,
    })
    .from(subscriptionChanges)
    .where(inArray(subscriptionChanges.subscriptionId, [...ids]))
    .orderBy(asc(subscriptionChanges.id));
  for (const { subscriptionId, ...change } of rows) byId.get(subscriptionId)?.push(change);
  return byId;
}

/** The (subscription, day) pairs already recorded, as `id|day`, among these days. */
export async function recordedDays(db: DbOrTx, days: readonly string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db
    .select({ subscriptionId: subscriptionDeliveries.subscriptionId, day: subscriptionDeliveries.day })
    .from(subscriptionDeliveries)
    .where(inArray(subscriptionDeliveries.day, [...days]));
  return new Set(rows.map((r) => `${r.subscriptionId}|${r.day}`));
}

export type DeliveryRecord = Omit<typeof subscriptionDeliveries.$inferInsert, 'id' | 'createdAt'>;

/** Records days once: answers how many were new (a day recorded before is left as it was). */
export async function recordDays(tx: Tx, records: readonly DeliveryRecord[]): Promise<number> {
  const rows = await tx
    .insert(subscriptionDeliveries)
    .values([...records])
    .onConflictDoNothing({ target: [subscriptionDeliveries.subscriptionId, subscriptionDeliveries.day] })
    .returning({ id: subscriptionDeliveries.id });
  return rows.length;
}

/** What was recorded for one subscription, oldest day first (tests and the calendar's history). */
export async function deliveriesOf(db: DbOrTx, subscriptionId: number) {
  return db
    .select()
    .from(subscriptionDeliveries)
    .where(eq(subscriptionDeliveries.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionDeliveries.day));
}

/** The days of one subscription the job recorded as not generated, with why, among these days. */
export async function notGeneratedDays(
  db: DbOrTx,
  subscriptionId: number,
  fromDay: string,
  toDay: string,
): Promise<Map<string, SubscriptionNotGeneratedReason>> {
  const rows = await db
    .select({ day: subscriptionDeliveries.day, outcome: subscriptionDeliveries.outcome })
    .from(subscriptionDeliveries)
    .where(
      and(
        eq(subscriptionDeliveries.subscriptionId, subscriptionId),
        between(subscriptionDeliveries.day, fromDay, toDay),
        ne(subscriptionDeliveries.outcome, 'GENERATED'),
      ),
    );
  return new Map(rows.flatMap((r) => (r.outcome === 'GENERATED' ? [] : [[r.day, r.outcome] as const])));
}
