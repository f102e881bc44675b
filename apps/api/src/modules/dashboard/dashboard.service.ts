import {
  DASHBOARD_LIST_SIZE,
  type Dashboard,
  LOW_STOCK_THRESHOLD,
  OPEN_ORDER_STATUSES,
} from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { indiaToday, iso } from '../../lib/dates.js';
import { addDays } from '../delivery/index.js';
import { committedQuantities } from '../subscription/index.js';
import { runningLow, soldOut, unreadMessages, unrepliedReviews } from './dashboard-alerts.repository.js';
import { cashToCollect, openOrderCounts, salesSince } from './dashboard-orders.repository.js';

/** India has one offset all year (no daylight saving): the farm's day starts at 00:00 +05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The start of `now`'s day and month in India time, as instants. */
export function indiaPeriodStarts(now: Date) {
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    dayStart: new Date(Date.UTC(year, month, local.getUTCDate()) - INDIA_OFFSET_MS),
    monthStart: new Date(Date.UTC(year, month, 1) - INDIA_OFFSET_MS),
  };
}

/**
 * What the farm owner sees first: today's and this month's sales, orders waiting per status,
 * cash still to collect, stock running out, reviews and messages nobody has answered, and what
 * the subscriptions commit for tomorrow per product and slot (issue 34.6: how much of the morning's
 * milking is promised before the rest is sold). Seven statements, none per row, and the calendars'.
 */
export async function getDashboard(db: DbOrTx, now = new Date()): Promise<Dashboard> {
  const { dayStart, monthStart } = indiaPeriodStarts(now);
  const size = DASHBOARD_LIST_SIZE;
  const tomorrow = addDays(indiaToday(now), 1);
  const [sales, waiting, cash, low, out, reviews, messages, committed] = await Promise.all([
    salesSince(db, monthStart, dayStart),
    openOrderCounts(db),
    cashToCollect(db),
    runningLow(db, size),
    soldOut(db, size),
    unrepliedReviews(db, size),
    unreadMessages(db, size),
    committedQuantities(db, tomorrow, now),
  ]);
  return {
    ...sales,
    waiting: OPEN_ORDER_STATUSES.map((status) => ({ status, count: waiting.get(status) ?? 0 })),
    cashToCollect: cash,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    lowStockCount: low.total,
    lowStock: low.rows,
    outOfStockCount: out.total,
    outOfStock: out.rows,
    unrepliedReviewCount: reviews.total,
    unrepliedReviews: reviews.rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    unreadMessageCount: messages.total,
    unreadMessages: messages.rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    committedTomorrow: { day: tomorrow, lines: committed },
    generatedAt: now.toISOString(),
  };
}
