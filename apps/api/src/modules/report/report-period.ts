import { NOT_SALE_STATUSES, type ReportRange } from '@farm/contract';
import { SHOP_TIME_ZONE } from '@farm/contract/plain/shop';
import { and, gte, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fromBound, toBound } from '../../lib/dates.js';
import { orders } from '../order/order.table.js';

/** The instants a report covers: from its first India day's midnight to after its last day (exclusive). */
export type Period = { from: Date; to: Date };

export const periodOf = (range: ReportRange): Period => ({
  from: fromBound(range.from),
  to: toBound(range.to),
});

/** Every date from `from` to `to` (`YYYY-MM-DD`, both included): a chart's days, sales or none. */
export function datesOf(range: ReportRange): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${range.from}T00:00:00Z`); ; day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (date > range.to) return dates;
    dates.push(date);
  }
}

/** A month's first and last day: `2026-02` → 2026-02-01 to 2026-02-28. */
export function monthSpan(month: string): ReportRange {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A report as a file: its CSV text and the name it downloads as. */
export type CsvFile = { fileName: string; csv: string };

/** `sales-days-2026-04-01-to-2026-04-30.csv`: what a report's CSV downloads as. */
export const csvName = (name: string, range?: ReportRange) =>
  `${name}${range ? `-${range.from}-to-${range.to}` : ''}.csv`;

// The zone is a constant, written into the SQL rather than bound: the same expression in `select`
// and `group by` must be the same text, and two bound parameters would not be.
const ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** An instant's India date as text (`2026-04-01`). */
export const indiaDate = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;

/** An instant's India date and time to the minute (`2026-04-01 14:05`), for CSV rows. */
export const indiaDateTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD HH24:MI')`;

/** Orders placed in the period (a range scan of `orders_created_idx`). */
export const placedIn = (period: Period): SQL =>
  and(gte(orders.createdAt, period.from), lt(orders.createdAt, period.to)) as SQL;

/** Orders placed in the period that are sales: not awaiting payment, cancelled or returned. */
export const soldIn = (period: Period): SQL =>
  and(placedIn(period), notInArray(orders.status, [...NOT_SALE_STATUSES])) as SQL;

/** `sum(...)` of paise or units as a number: 0 for no rows, bigint in SQL (a year's sums pass int4). */
export const sumOf = (value: SQL | AnyPgColumn) =>
  sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);

export const countOf = (value: SQL | AnyPgColumn) => sql<number>`count(${value})::int`.mapWith(Number);
