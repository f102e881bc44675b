import { NOT_SALE_STATUSES, OPEN_ORDER_STATUSES } from '@farm/contract';
import { and, count, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../order/order.table.js';

/**
 * Orders and revenue since the start of the month and of the day, in one range scan of
 * `orders_created_idx` (the day is inside the month, so one pass with two filters serves both).
 */
export async function salesSince(db: DbOrTx, monthStart: Date, dayStart: Date) {
  const today = sql`${orders.createdAt} >= ${dayStart.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      monthOrders: count(),
      monthRevenue: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`.mapWith(Number),
      todayOrders: sql<number>`count(*) filter (where ${today})::int`.mapWith(Number),
      todayRevenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${today}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, monthStart), notInArray(orders.status, [...NOT_SALE_STATUSES])));
  return {
    today: { orders: row?.todayOrders ?? 0, revenue: row?.todayRevenue ?? 0 },
    month: { orders: row?.monthOrders ?? 0, revenue: row?.monthRevenue ?? 0 },
  };
}

/** How many orders wait in each open status (`orders_status_idx`); statuses without any are absent. */
export async function openOrderCounts(db: DbOrTx) {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(inArray(orders.status, [...OPEN_ORDER_STATUSES]))
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/**
 * Cash on its way to the farm: orders out for delivery or delivered whose cash nobody has recorded
 * yet (`orders_cod_due_idx`, a partial index of those orders only).
 */
export async function cashToCollect(db: DbOrTx) {
  const [row] = await db
    .select({
      orders: count(),
      amount: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'COD_DUE'), inArray(orders.status, ['SHIPPED', 'DELIVERED'])));
  return { orders: row?.orders ?? 0, amount: row?.amount ?? 0 };
}
