import { sql } from 'drizzle-orm';
import type { TestApp } from '../test-app.js';

/**
 * Test instrumentation for the stock invariant: a trigger writes every change of a product's
 * stock, with the id of the transaction that made it, into `abuse_stock_ledger`. A change made
 * by a transaction that also wrote an order event is a checkout or a cancellation; any other is
 * a staff edit. The scratch database of one test file only.
 */
export async function installStockLedger(t: TestApp) {
  await t.db.execute(sql`
    create table if not exists abuse_stock_ledger (
      seq bigint generated always as identity primary key,
      product_id int not null,
      old_stock int not null,
      new_stock int not null,
      tx bigint not null default (txid_current() % 4294967296)
    )`);
  await t.db.execute(sql`
    create or replace function abuse_record_stock() returns trigger language plpgsql as $$
    begin
      insert into abuse_stock_ledger (product_id, old_stock, new_stock) values (new.id, old.stock, new.stock);
      return new;
    end $$`);
  await t.db.execute(sql`drop trigger if exists abuse_stock_ledger on products`);
  await t.db.execute(sql`
    create trigger abuse_stock_ledger after update of stock on products
    for each row when (old.stock is distinct from new.stock) execute function abuse_record_stock()`);
}

export type StockBalance = {
  id: number;
  stock: number;
  /** Units in this product's orders that are not cancelled. */
  sold: number;
  /** What staff edits added (or took away) since the product was created. */
  staffDelta: number;
};

/**
 * One statement, so one consistent snapshot even while checkouts run: each product's stock, the
 * units its live orders hold, and the staff edits. `stock + sold = initial + staffDelta` must hold.
 */
export async function stockBalances(t: TestApp, productIds: number[]): Promise<StockBalance[]> {
  const ids = sql.join(
    productIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await t.db.execute(sql`
    select p.id, p.stock,
      coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                where i.product_id = p.id and o.status <> 'CANCELLED'), 0)::int as sold,
      coalesce((select sum(l.new_stock - l.old_stock) from abuse_stock_ledger l
                where l.product_id = p.id
                  and l.tx not in (select e.xmin::text::bigint from order_events e)), 0)::int as "staffDelta"
    from products p where p.id in (${ids}) order by p.id`);
  return ((result as { rows?: StockBalance[] }).rows ?? []).map((r) => ({
    id: Number(r.id),
    stock: Number(r.stock),
    sold: Number(r.sold),
    staffDelta: Number(r.staffDelta),
  }));
}
