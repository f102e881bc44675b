import type { DeliveryClosure } from '@farm/contract';
import { and, asc, between, eq, gte, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { keptUntilStaffWrite } from '../../db/kept-reads.js';
import { deliveryAreas, deliveryClosures, slotBookings } from './delivery.table.js';

/** Closed days from `fromDay` on, every area's and each area's, soonest first. */
export async function listClosures(db: DbOrTx, fromDay: string): Promise<DeliveryClosure[]> {
  return db
    .select({
      id: deliveryClosures.id,
      date: deliveryClosures.date,
      areaId: deliveryClosures.areaId,
      areaName: deliveryAreas.name,
      reason: deliveryClosures.reason,
    })
    .from(deliveryClosures)
    .leftJoin(deliveryAreas, eq(deliveryAreas.id, deliveryClosures.areaId))
    .where(gte(deliveryClosures.date, fromDay))
    .orderBy(asc(deliveryClosures.date), asc(deliveryClosures.id));
}

export async function insertClosure(
  db: DbOrTx,
  values: { date: string; areaId: number | null; reason: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(deliveryClosures)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: deliveryClosures.id });
  return row?.id;
}

export async function deleteClosure(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryClosures)
    .where(eq(deliveryClosures.id, id))
    .returning({ id: deliveryClosures.id });
  return rows.length > 0;
}

/**
 * The closed days, every area's and each area's: kept in memory until staff write
 * (db/kept-reads.ts). All of them, not only those from the database's today on: which days count
 * is the shop's clock's to say (`closedAmong` picks them by date), and a farm closes a few days a
 * year, so the list stays short.
 */
export const closedDaysKept = keptUntilStaffWrite((db) =>
  db.select({ date: deliveryClosures.date, areaId: deliveryClosures.areaId }).from(deliveryClosures),
);

/** The days between two (inclusive) on which the area does not deliver. */
export async function closedDays(db: DbOrTx, areaId: number, from: string, to: string): Promise<Set<string>> {
  return closedAmong(await closedDaysKept(db), areaId, from, to);
}

export type Closures = Awaited<ReturnType<typeof closedDaysKept>>;

/** `closedDays` among closures already read. */
export function closedAmong(closures: Closures, areaId: number, from: string, to: string): Set<string> {
  return new Set(
    closures
      .filter((c) => c.date >= from && c.date <= to && (c.areaId === null || c.areaId === areaId))
      .map((c) => c.date),
  );
}

/** Orders booked per slot and day (`slotId|date`) between two days. */
export async function bookingsBetween(
  db: DbOrTx,
  slotIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(slotBookings)
    .where(and(inArray(slotBookings.slotId, [...slotIds]), between(slotBookings.date, from, to)));
  return new Map(rows.map((r) => [`${r.slotId}|${r.date}`, r.booked]));
}

/**
 * Takes one place in a slot on a day, as a part of the checkout's statement (order-insert.repository.ts
 * writes the order and takes its place in one): the first booking inserts the row, later ones add
 * to it only while under the capacity; concurrent checkouts wait on the row's lock, so the slot
 * never takes more than it holds. Answers a row when a place was taken; a null slot takes nothing.
 */
export function slotPlaceSql(slotId: SQLWrapper, date: SQLWrapper, capacity: SQLWrapper): SQL {
  return sql`insert into ${slotBookings} (slot_id, date, booked)
    select ${slotId}::int, ${date}::date, 1 where ${slotId}::int is not null
    on conflict (slot_id, date) do update set booked = ${slotBookings}.booked + 1
      where ${slotBookings}.booked < ${capacity}::int
    returning booked`;
}

/**
 * Places of standing orders (a subscription's day: never refused for capacity, delivery-booking's
 * `STANDING_CAPACITY`), counted many at once: `counts[i]` orders in slot `slotIds[i]` on `dates[i]`.
 */
export function standingPlacesSql(slotIds: SQLWrapper, dates: SQLWrapper, counts: SQLWrapper): SQL {
  return sql`insert into ${slotBookings} (slot_id, date, booked)
    select * from unnest((select ${slotIds}::int[]), (select ${dates}::date[]), (select ${counts}::int[]))
    on conflict (slot_id, date) do update set booked = ${slotBookings}.booked + excluded.booked
    returning booked`;
}

/** A cancelled order's place goes back to its slot. */
export async function releaseSlot(tx: Tx, slotId: number, date: string) {
  await tx
    .update(slotBookings)
    .set({ booked: sql`greatest(${slotBookings.booked} - 1, 0)` })
    .where(and(eq(slotBookings.slotId, slotId), eq(slotBookings.date, date)));
}
