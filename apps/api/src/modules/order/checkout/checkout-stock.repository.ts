import type { OrderLineInput } from '@farm/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { preparedStatement } from '../../../db/prepared-statement.js';
import {
  type LockedProduct,
  type StockTakenRow,
  stockTakenColumns,
  stockTakenSql,
  toStockTaken,
} from '../../product/index.js';
import { OPEN_ORDER_STATUSES } from './checkout-guards.repository.js';

const v = (name: string) => sql.placeholder(name);
const openStatuses = sql.raw(OPEN_ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The checkout's second trip, after the customer's lock: the products locked and their stock taken
 * (the product module's fragment), the customer's open orders counted (its own statement after the
 * lock: one that waited for another checkout's lock counts that checkout's order only with a
 * snapshot taken after the wait), and the new order's id taken, so that its messages can name it in
 * the order's own statement. A refused order leaves a gap in the ids, as any rollback does.
 * `open_orders` and `order_id` ride on every row; one row with a null `id` if no product was found.
 */
const takeStock = preparedStatement<
  Omit<StockTakenRow, 'id'> & { id: number | null; open_orders: number | string; order_id: number | string }
>(
  'checkout_take_stock',
  () => sql`
    with ${stockTakenSql(v('ids'), v('quantities'))},
      open_orders as (
        select count(*) as n from orders
        where customer_id = ${v('customerId')}::int and status in (${openStatuses})),
      next_order as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
    select o.n as open_orders, n.id as order_id, ${stockTakenColumns}
    from open_orders o cross join next_order n left join locked l on true
    order by l.id`,
);

/**
 * The checkout's products locked and their units taken where there were enough (`taken`; the
 * caller refuses the order if any was not, and the rollback puts the units back), with the
 * customer's orders on their way and the id the new order is to have.
 */
export async function takeCheckoutStock(
  tx: Tx,
  customerId: number,
  lines: readonly Pick<OrderLineInput, 'productId' | 'quantity'>[],
): Promise<{ products: (LockedProduct & { taken: boolean })[]; openOrders: number; orderId: number }> {
  const rows = await takeStock(tx, {
    ids: lines.map((l) => l.productId),
    quantities: lines.map((l) => l.quantity),
    customerId,
  });
  const [first] = rows;
  if (!first) throw new Error('the checkout statement returned no row');
  const products = rows.flatMap((r) => (r.id === null ? [] : [toStockTaken(r as StockTakenRow)]));
  return { products, openOrders: Number(first.open_orders), orderId: Number(first.order_id) };
}
