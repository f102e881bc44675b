import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { addDays, closedDays, cutoffOf } from '../delivery/index.js';
import { placeOrder, subscriptionChannel } from '../order/index.js';
import { customersOnMonthlyBill, moveMoney } from '../wallet/index.js';
import { patternsOf } from './subscription.repository.js';
import { calendarOf } from './subscription-calendar.js';
import {
  changesOfMany,
  type DeliveryGroup,
  type LiveSubscription,
  liveSubscriptions,
  recordDays,
  recordedDays,
} from './subscription-generation.repository.js';
import { recordShortfall } from './subscription-generation-shortfall.js';

/** How far ahead a cut-off may lie (a slot's `cutoffDaysBefore` is at most a week). */
const AHEAD_DAYS = 8;

export type GenerationRun = { generated: number; notGenerated: number; failed: number };

/**
 * The days whose cut-off has passed and which have not begun (India time): generated at the cut-off
 * and, should that run be late or missed, by any later run until the day starts.
 */
function dueDays(slot: LiveSubscription['slot'], now: Date): string[] {
  const today = indiaToday(now);
  return Array.from({ length: AHEAD_DAYS }, (_, i) => addDays(today, i + 1)).filter(
    (day) => cutoffOf(day, slot) <= now,
  );
}

/**
 * Reads what is due and not yet recorded, and groups it into orders: one per customer, address,
 * slot and day, with every subscribed product (decision 0054, addendum).
 */
export async function dueGroups(db: Db, now: Date): Promise<DeliveryGroup[]> {
  const live = (await liveSubscriptions(db)).filter((s) => dueDays(s.slot, now).length > 0);
  if (live.length === 0) return [];
  const ids = live.map((s) => s.id);
  const allDays = [...new Set(live.flatMap((s) => dueDays(s.slot, now)))];
  const [patterns, changes, recorded] = await Promise.all([
    patternsOf(db, ids),
    changesOfMany(db, ids),
    recordedDays(db, allDays),
  ]);
  const groups = new Map<string, DeliveryGroup>();
  for (const subscription of live) {
    const days = dueDays(subscription.slot, now).filter((day) => !recorded.has(`${subscription.id}|${day}`));
    if (days.length === 0) continue;
    const first = days[0] as string;
    const closed = await closedDays(db, subscription.slot.areaId, first, days[days.length - 1] ?? first);
    const input = {
      startDay: subscription.startDay,
      slot: subscription.slot,
      patterns: patterns.get(subscription.id) ?? [],
      changes: changes.get(subscription.id) ?? [],
      closedDays: closed,
    };
    for (const day of days) {
      const [calendarDay] = calendarOf(input, day, 1, now);
      if (calendarDay?.status !== 'DELIVER') continue;
      const key = `${subscription.customer.id}|${subscription.addressId}|${subscription.slotId}|${day}`;
      const group: DeliveryGroup = groups.get(key) ?? { day, subscriptions: [], lines: new Map() };
      group.subscriptions.push(subscription);
      for (const { productId, quantity } of calendarDay.lines)
        group.lines.set(productId, (group.lines.get(productId) ?? 0) + quantity);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

/**
 * One run of the generation job (issue 34.4): every due delivery becomes an order through the order
 * module's `placeOrder`, by the subscription channel, each group in one transaction with its wallet
 * debit and its record of the day. Safe to run twice at once, in two processes, or again after a
 * crash (the order's idempotency key and the unique day record; decision 0054, addendum). A group
 * that fails for another reason is left for the next run.
 */
export async function generateDeliveries(
  db: Db,
  now: Date,
  log?: { error(obj: unknown, msg: string): void },
): Promise<GenerationRun> {
  const run: GenerationRun = { generated: 0, notGenerated: 0, failed: 0 };
  const groups = await dueGroups(db, now);
  const monthlyBill = await customersOnMonthlyBill(db, [
    ...new Set(groups.map((g) => g.subscriptions[0]?.customer.id ?? 0)),
  ]);
  for (const group of groups) {
    try {
      const outcome = await generateGroup(db, group, now, monthlyBill);
      if (outcome === 'generated') run.generated += group.subscriptions.length;
      if (outcome === 'not-generated') run.notGenerated += group.subscriptions.length;
    } catch (err) {
      run.failed += group.subscriptions.length;
      log?.error(
        { err, day: group.day, subscriptions: group.subscriptions.map((s) => s.id) },
        'a delivery was not generated',
      );
    }
  }
  return run;
}

async function generateGroup(
  db: Db,
  group: DeliveryGroup,
  now: Date,
  monthlyBill: ReadonlySet<number>,
): Promise<'generated' | 'not-generated' | 'done-before'> {
  const [first] = group.subscriptions;
  if (!first) return 'done-before';
  const { customer, address } = first;
  const ids = group.subscriptions.map((s) => s.id);
  const lines = [...group.lines].map(([productId, quantity]) => ({ productId, quantity }));
  const postpaid = monthlyBill.has(customer.id);
  try {
    const placed = await placeOrder(db, {
      channel: subscriptionChannel(postpaid ? 'MONTHLY_BILL' : 'WALLET'),
      customerId: customer.id,
      buyer: {
        customer: { id: customer.id, name: customer.name, mobileNumber: customer.mobileNumber },
        shippingAddress: { ...address, line2: address.line2 ?? null, landmark: address.landmark ?? null },
      },
      lines,
      note: null,
      delivery: { date: group.day, slotId: first.slotId },
      now,
      // One key per order: a second run (another process) waits for the first's and answers its order.
      idempotency: {
        key: `${group.day}:${first.slotId}:${first.addressId}`,
        requestHash: createHash('sha256').update(JSON.stringify({ ids, lines })).digest('hex'),
      },
      alongside: async (tx, order) => {
        const records = group.subscriptions.map((s) => ({
          subscriptionId: s.id,
          day: group.day,
          outcome: 'GENERATED' as const,
          orderId: order.orderId,
          amount: order.total,
        }));
        // A day recorded meanwhile (not through this order's key): this order is not placed.
        if ((await recordDays(tx, records)) !== records.length) throw new DayRecordedBefore();
        if (postpaid) return;
        await moveMoney(
          tx,
          {
            customerId: customer.id,
            amount: order.total,
            reason: 'DELIVERY',
            idempotencyKey: `delivery:${ids.join('+')}:${group.day}`,
            actor: 'SHOP',
          },
          -1,
        );
      },
    });
    return placed.replayed ? 'done-before' : 'generated';
  } catch (err) {
    if (err instanceof DayRecordedBefore) return 'done-before';
    if (!(err instanceof AppError) || err.code !== 'WALLET_BALANCE_TOO_LOW') throw err;
    const params = err.words?.params ?? {};
    const shortfall = { amount: Number(params.amountPaise ?? 0) };
    const recorded = await recordShortfall(db, group, shortfall);
    return recorded ? 'not-generated' : 'done-before';
  }
}

class DayRecordedBefore extends Error {}
