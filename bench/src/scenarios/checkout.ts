import type { Db } from '@farm/api/tooling';
import { sql } from 'drizzle-orm';
import type { Fixture } from '../catalogue/generate.js';

/** Stock of the checkout products and the last order id, before the load. */
export type StockSnapshot = { stock: Map<number, number>; lastOrderId: number };

export type StockAudit = {
  /** Products whose stock went below zero, or whose sold + left ≠ initial. */
  oversold: number;
  mismatched: string[];
  ordersPlaced: number;
  scarceLeft: number;
  /** Slot days booked past their capacity, or whose count differs from their orders. */
  slotsOver: string[];
  /** Places taken in the small slot, of its capacity. */
  smallSlotBooked: number;
};

type StockRow = { id: number; stock: number; sold: number; orders: number; last_order_id: number | null };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Stock, units sold and orders since `afterOrderId`, in one statement: one snapshot. The load
 * process stops at its deadline while the API may still be committing orders, so two reads
 * (stock, then sales) could fall on either side of a commit and count a unit twice.
 */
async function readStock(db: Db, fixture: Fixture, afterOrderId: number) {
  const ids = [...fixture.checkout.plenty, fixture.checkout.scarce];
  const idList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return rowsOf<StockRow>(
    await db.execute(sql`
      with recent as (select id from orders where id > ${afterOrderId}::bigint),
      sold as (
        select i.product_id, sum(i.quantity)::int as sold
        from order_items i join recent o on o.id = i.order_id
        group by i.product_id)
      select p.id, p.stock, coalesce(s.sold, 0) as sold,
        (select count(*)::int from recent) as orders,
        (select max(id) from orders) as last_order_id
      from products p left join sold s on s.product_id = p.id
      where p.id in (${idList})`),
  ).map((r) => ({ ...r, id: Number(r.id), stock: Number(r.stock), sold: Number(r.sold) }));
}

/** The scarce product back to its 100 units, so that every checkout run sells it out. */
export async function restockScarce(db: Db, fixture: Fixture) {
  await db.execute(sql`update products set stock = 100 where id = ${fixture.checkout.scarce}::int`);
}

/**
 * Waits (up to 15 s) until no other session of this database holds a transaction that has written.
 * The load before (another layout's checkout, in the scale-out's rounds) ends at its deadline while
 * the API still commits the orders it had started: one committed after the snapshot took its stock
 * but carries an order id below the snapshot's last (ids are taken before the commit), so the audit
 * saw every product one unit short of sold + left (30 Nov: four products, 1–3 units each).
 */
async function untilWritesSettle(db: Db): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const [row] = rowsOf<{ writing: number }>(
      await db.execute(sql`
        select count(*)::int as writing from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null`),
    );
    if (Number(row?.writing ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function snapshotStock(db: Db, fixture: Fixture): Promise<StockSnapshot> {
  await untilWritesSettle(db);
  const rows = await readStock(db, fixture, Number.MAX_SAFE_INTEGER);
  return {
    stock: new Map(rows.map((r) => [r.id, r.stock])),
    lastOrderId: Number(rows[0]?.last_order_id ?? 0),
  };
}

/** After the load: nothing below zero, and for every product sold + left = initial. */
export async function auditStock(db: Db, fixture: Fixture, before: StockSnapshot): Promise<StockAudit> {
  const rows = await readStock(db, fixture, before.lastOrderId);
  const mismatched: string[] = [];
  for (const { id, stock: left, sold } of rows) {
    const initial = before.stock.get(id) ?? 0;
    if (left < 0 || sold + left !== initial) {
      mismatched.push(`product ${id}: initial ${initial}, sold ${sold}, left ${left}`);
    }
  }
  const slots = await readSlots(db, fixture);
  return {
    oversold: mismatched.length,
    mismatched,
    ordersPlaced: Number(rows[0]?.orders ?? 0),
    scarceLeft: rows.find((r) => r.id === fixture.checkout.scarce)?.stock ?? -1,
    slotsOver: slots
      .filter((s) => s.booked > s.capacity || s.booked !== s.orders)
      .map((s) => `slot ${s.slot_id} on ${s.date}: ${s.booked} booked of ${s.capacity}, ${s.orders} orders`),
    smallSlotBooked: slots
      .filter((s) => s.slot_id === fixture.checkout.delivery.smallSlotId)
      .reduce((most, s) => Math.max(most, s.booked), 0),
  };
}

type SlotRow = { slot_id: number; date: string; booked: number; capacity: number; orders: number };

/** Every booked day of the checkout area's slots: its count, its capacity and the orders in it. */
async function readSlots(db: Db, fixture: Fixture): Promise<SlotRow[]> {
  const { roomySlotId, smallSlotId } = fixture.checkout.delivery;
  return rowsOf<SlotRow>(
    await db.execute(sql`
      select b.slot_id, b.date::text as date, b.booked, s.capacity,
        (select count(*)::int from orders o
         where o.delivery_slot_id = b.slot_id and o.delivery_date = b.date and o.status <> 'CANCELLED') as orders
      from slot_bookings b join delivery_slots s on s.id = b.slot_id
      where b.slot_id in (${roomySlotId}::int, ${smallSlotId}::int)`),
  ).map((r) => ({
    ...r,
    slot_id: Number(r.slot_id),
    booked: Number(r.booked),
    capacity: Number(r.capacity),
    orders: Number(r.orders),
  }));
}
