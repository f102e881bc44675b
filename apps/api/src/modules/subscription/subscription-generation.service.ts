import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { addDays, closedDays, cutoffOf, indiaInstant } from '../delivery/index.js';
import { placeOrder, StandingBatchDeclined } from '../order/index.js';
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
import { deliveryCommandOf, generateBatch } from './subscription-generation-batch.js';
import { recordNotGenerated } from './subscription-generation-not-generated.js';
import { notGeneratedReasonOf } from './subscription-generation-refusal.js';

/** Groups placed in one transaction (`generateBatch`). */
const BATCH_SIZE = 250;

/** How far ahead a cut-off may lie (a slot's `cutoffDaysBefore` is at most a week). */
const AHEAD_DAYS = 8;

export type GenerationRun = { generated: number; notGenerated: number; failed: number };

/**
 * The days whose cut-off has passed and whose round has not started (India time): generated at the
 * cut-off and, should that run be late or missed (the shop down over midnight), by any later run
 * until the round leaves: today's morning milk is still made at 01:00, not at 05:01.
 */
function dueDays(slot: LiveSubscription['slot'], now: Date): string[] {
  const today = indiaToday(now);
  return Array.from({ length: AHEAD_DAYS + 1 }, (_, i) => addDays(today, i)).filter(
    (day) => cutoffOf(day, slot) <= now && now < indiaInstant(day, slot.startsAt),
  );
}

/**
 * Reads what is due and not yet recorded, and groups it into orders: one per customer, address,
 * slot and day, with every subscribed product (decision 0054, addendum).
 */
export async function dueGroups(db: Db, now: Date): Promise<DeliveryGroup[]> {
  // Worked out once per slot's cut-off rule, not per subscription (thousands share a slot).
  const dueByRule = new Map<string, string[]>();
  const dueOf = (slot: LiveSubscription['slot']) => {
    const rule = `${slot.cutoffDaysBefore}|${slot.cutoffTime}`;
    const days = dueByRule.get(rule) ?? dueDays(slot, now);
    dueByRule.set(rule, days);
    return days;
  };
  const live = (await liveSubscriptions(db)).filter((s) => dueOf(s.slot).length > 0);
  if (live.length === 0) return [];
  const ids = live.map((s) => s.id);
  const allDays = [...new Set(live.flatMap((s) => dueOf(s.slot)))];
  const [patterns, changes, recorded] = await Promise.all([
    patternsOf(db, ids),
    changesOfMany(db, ids),
    recordedDays(db, allDays),
  ]);
  const groups = new Map<string, DeliveryGroup>();
  for (const subscription of live) {
    const days = dueOf(subscription.slot).filter((day) => !recorded.has(`${subscription.id}|${day}`));
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
 * module, by the subscription channel, with its wallet debit and its record of the day in the
 * order's transaction. Safe to run twice at once, in two processes, or again after a crash (the
 * order's idempotency key and the unique day record; decision 0054, addendum). A group the wallet,
 * stock, the slot or the area refuses is recorded with its reason and the customer told; one that
 * fails for another reason (a fault) is left for the next run.
 *
 * The groups go in batches of `batch` (250): each batch one transaction through the order module's
 * `placeStandingOrders` (`generateBatch`: a handful of statements for the whole batch, each hot
 * row, the milk's stock and the slot's count, written once; decision 0054, third addendum). A
 * batch it declines (a product short of stock: who gets the last units is the groups' turn) or
 * that fails is placed group by group through `placeOrder` (`generateGroup`), the reference
 * outcome. `workers` batches are placed at once (each its own transaction and connection; one on
 * PGlite, whose one connection would only queue them): while one waits for PostgreSQL another's
 * JavaScript runs. They meet at the milk's stock and the slot's count, which every transaction
 * locks in the same order (customers by id, products by id, wallets, slot), so they queue there
 * without deadlocking.
 */
export async function generateDeliveries(
  db: Db,
  now: Date,
  log?: { error(obj: unknown, msg: string): void },
  options: { workers?: number; batch?: number | undefined } = {},
): Promise<GenerationRun> {
  const run: GenerationRun = { generated: 0, notGenerated: 0, failed: 0 };
  const groups = await dueGroups(db, now);
  const monthlyBill = await customersOnMonthlyBill(db, [
    ...new Set(groups.map((g) => g.subscriptions[0]?.customer.id ?? 0)),
  ]);
  const count = (outcome: GroupOutcome, group: DeliveryGroup) => {
    if (outcome === 'generated') run.generated += group.subscriptions.length;
    if (outcome === 'not-generated') run.notGenerated += group.subscriptions.length;
  };
  const place = async (group: DeliveryGroup, placing: () => Promise<GroupOutcome>) => {
    try {
      count(await placing(), group);
    } catch (err) {
      run.failed += group.subscriptions.length;
      log?.error(
        { err, day: group.day, subscriptions: group.subscriptions.map((s) => s.id) },
        'a delivery was not generated',
      );
    }
  };
  // A batch the order module declines, or one that fails, is placed group by group: the same
  // outcome, only slower (a refusal or a fault then touches one group, not its batch).
  const placeBatch = async (batch: DeliveryGroup[]) => {
    const outcomes = await generateBatch(db, batch, now, monthlyBill).catch((err) => {
      if (!(err instanceof StandingBatchDeclined))
        log?.error({ err, day: batch[0]?.day }, 'a batch failed; its deliveries are placed one by one');
      return null;
    });
    for (const [index, group] of batch.entries()) {
      const outcome = outcomes?.[index];
      if (outcome === 'generated' || outcome === 'done-before') count(outcome, group);
      else if (outcome) await place(group, () => recordRefusal(db, group, outcome.refused));
      else await place(group, () => generateGroup(db, group, now, monthlyBill));
    }
  };
  const size = Math.max(1, Math.floor(options.batch ?? BATCH_SIZE));
  const batches = Array.from({ length: Math.ceil(groups.length / size) }, (_, i) =>
    groups.slice(i * size, (i + 1) * size),
  );
  let next = 0;
  const worker = async () => {
    for (let batch = batches[next++]; batch; batch = batches[next++]) await placeBatch(batch);
  };
  const workers = Math.max(1, Math.min(Math.floor(options.workers ?? 1), batches.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return run;
}

type GroupOutcome = 'generated' | 'not-generated' | 'done-before';

async function generateGroup(
  db: Db,
  group: DeliveryGroup,
  now: Date,
  monthlyBill: ReadonlySet<number>,
): Promise<GroupOutcome> {
  if (group.subscriptions.length === 0) return 'done-before';
  const command = deliveryCommandOf(group, now, monthlyBill);
  const ids = group.subscriptions.map((s) => s.id);
  try {
    // One key per order: a second run (another process) waits for the first's and answers its order.
    const placed = await placeOrder(db, {
      ...command,
      // The debit first: the slot's count, which every order of the morning takes, is then held
      // only for the order's own statement and the day's record.
      beforeWrite: async (tx, order) => {
        if (command.channel.settlement !== 'WALLET') return;
        await moveMoney(
          tx,
          {
            customerId: command.customerId,
            amount: order.total,
            reason: 'DELIVERY',
            idempotencyKey: `delivery:${ids.join('+')}:${group.day}`,
            actor: 'SHOP',
          },
          -1,
        );
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
      },
    });
    return placed.replayed ? 'done-before' : 'generated';
  } catch (err) {
    if (err instanceof DayRecordedBefore) return 'done-before';
    if (!(err instanceof AppError)) throw err;
    return recordRefusal(db, group, err);
  }
}

/**
 * The wallet, stock, the slot or the area refused the day: recorded and told, never silently. What
 * the day would have cost, for money; other refusals charge nothing. Another refusal (a fault) throws.
 */
async function recordRefusal(db: Db, group: DeliveryGroup, err: AppError): Promise<GroupOutcome> {
  const reason = notGeneratedReasonOf(err);
  if (!reason) throw err;
  const amount = reason === 'BALANCE_TOO_LOW' ? Number(err.words?.params?.amountPaise ?? 0) : 0;
  const recorded = await recordNotGenerated(db, group, { reason, amount });
  return recorded ? 'not-generated' : 'done-before';
}

class DayRecordedBefore extends Error {}
