import type { Subscription, SubscriptionDay } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { addDays, closedDays } from '../delivery/index.js';
import {
  changesOf,
  customerSubscriptions,
  findSubscription,
  patternsOf,
  toSubscription,
} from './subscription.repository.js';
import { calendarOf } from './subscription-calendar.js';
import { notGeneratedDays } from './subscription-generation.repository.js';
import { slotOf } from './subscription-slot.js';

/** Who asks: the customer (their own subscriptions only) or, later, staff on a customer's call. */
export type Changer = { customerId: number } | { staffUserId: number };

export async function listSubscriptions(db: Db, customerId: number): Promise<Subscription[]> {
  const rows = await customerSubscriptions(db, customerId);
  const patterns = await patternsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSubscription(row, patterns.get(row.id) ?? []));
}

/** `days` days of a subscription's calendar from `fromDay` (today in India by default). */
export async function readCalendar(
  db: Db,
  by: Changer,
  id: number,
  query: { days: number; fromDay?: string | undefined },
  now: Date,
): Promise<SubscriptionDay[]> {
  const row = await findSubscription(db, id);
  if (!row || ('customerId' in by && row.customerId !== by.customerId))
    throw notFound('Subscription', 'SUBSCRIPTION_NOT_FOUND');
  const [patterns, changes, slot] = await Promise.all([
    patternsOf(db, [id]),
    changesOf(db, id),
    slotOf(db, row.slotId),
  ]);
  const fromDay = query.fromDay ?? indiaToday(now);
  const closed = await closedDays(db, slot.areaId, fromDay, addDays(fromDay, query.days - 1));
  const input = {
    startDay: row.startDay,
    slot,
    patterns: patterns.get(id) ?? [],
    changes,
    closedDays: closed,
  };
  const toDay = addDays(fromDay, query.days - 1);
  const refused = await notGeneratedDays(db, id, fromDay, toDay);
  // A due day the job could not place says so, and why (it was told that evening).
  return calendarOf(input, fromDay, query.days, now).map((day) => {
    const reason = refused.get(day.day);
    return reason ? { ...day, status: 'NOT_GENERATED' as const, notGenerated: reason } : day;
  });
}
