import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import type { LockedProduct, StockMovement } from './product-stock.repository.js';

type Row = {
  id: number;
  product_code: string;
  name: string;
  category_id: number;
  unit: string;
  image_url: string | null;
  price: number;
  stock: number;
  status: LockedProduct['status'];
  taken: boolean;
};

/**
 * `lockProducts` and the stock's decrement in one round trip. `locked` takes the rows' locks in id order
 * (two checkouts sharing products cannot deadlock) and reads them as they are once locked; the
 * update joins it, so no row is written before it is locked, and re-checks `stock >= quantity` on
 * the row's latest version. `stock` is the stock before this order.
 */
const lockAndTake = preparedStatement<Row>(
  'product_lock_and_take_stock',
  () => sql`
    with locked as (
      select id, product_code, name, category_id, unit, image_urls[1] as image_url, price, stock, status
      from products
      where id = any(${sql.placeholder('ids')}::int[])
      order by id
      for no key update),
    wanted as (
      select * from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('quantities')}::int[])
        as w(product_id, quantity)),
    taken as (
      update products p
      -- recent_sales: the best sellers' measure; stock >= quantity keeps stock from going below zero.
      set stock = p.stock - w.quantity, recent_sales = p.recent_sales + w.quantity, updated_at = now()
      from locked l join wanted w on w.product_id = l.id
      where p.id = l.id and p.stock >= w.quantity
      returning p.id)
    select l.*, exists (select 1 from taken t where t.id = l.id) as taken
    from locked l
    order by l.id`,
);

/**
 * The checkout's products, locked (FOR NO KEY UPDATE, as `lockProducts`), with what an order line
 * snapshots, and their units taken out of stock and counted as sold where there were enough: `taken`
 * says which. The caller refuses the order if any line was not taken, or if anything else is wrong,
 * and its transaction's rollback puts the units back: nothing is taken from a refused order.
 */
export async function lockAndTakeStock(
  tx: Tx,
  movements: readonly StockMovement[],
): Promise<(LockedProduct & { taken: boolean })[]> {
  if (movements.length === 0) return [];
  const rows = await lockAndTake(tx, {
    ids: movements.map((m) => m.productId),
    quantities: movements.map((m) => m.quantity),
  });
  return rows.map((r) => ({
    id: Number(r.id),
    productCode: r.product_code,
    name: r.name,
    categoryId: Number(r.category_id),
    unit: r.unit,
    imageUrl: r.image_url,
    price: Number(r.price),
    stock: Number(r.stock),
    status: r.status,
    taken: r.taken,
  }));
}
