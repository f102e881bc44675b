import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { preparedStatement } from '../../../db/prepared-statement.js';
import { standingPlacesSql } from '../../delivery/index.js';
import {
  type LockedProduct,
  productsLockedColumns,
  productsLockedSql,
  type StockTakenRow,
  toStockTaken,
  unitsTakenSql,
} from '../../product/index.js';
import { orderLineColumns } from '../order-insert.repository.js';
import type { ComposedOrder } from './compose-order.js';
import type { StoredCheckout } from './idempotency.repository.js';

const v = (name: string) => sql.placeholder(name);

type LockRow = Omit<StockTakenRow, 'id' | 'taken'> & {
  id: number | null;
  claimed: string[] | null;
  order_ids: (number | string)[] | null;
  customers: number | string;
};

/**
 * A batch's first statement (`placeStandingOrders`), what `checkout_lock_and_take` is for one order:
 * the customers' rows locked in id order, then the batch's idempotency keys claimed (an insert of a
 * key another transaction has just claimed waits for it: committed, it is not claimed here; rolled
 * back, it is), then the products read, not locked: the rows every order of the morning takes
 * (the milk's stock) are locked only by the second statement, which takes the batch's units once it
 * knows which orders it places, guarded on the price and status read here; so a batch holds them
 * for its last statements only, while the next batch is priced. And the new orders' ids taken.
 */
const lockBatch = preparedStatement<LockRow>(
  'standing_orders_lock',
  () => sql`
    with cust as (
      select id from customers where id = any((select ${v('customerIds')}::int[])::int[])
      order by id
      for no key update),
    claim as (
      insert into idempotency_keys (customer_id, key, request_hash)
      select k.customer_id, k.key, k.request_hash
      from unnest((select ${v('keyCustomerIds')}::int[]), (select ${v('keys')}::text[]),
        (select ${v('requestHashes')}::text[])) as k(customer_id, key, request_hash)
      where (select count(*) from cust) > 0
      order by k.customer_id, k.key
      on conflict do nothing
      returning key),
    ${productsLockedSql(v('productIds'), sql`(select count(*) from claim) >= 0`, false)},
    next_orders as (
      select nextval(pg_get_serial_sequence('orders', 'id')) as id
      from generate_series(1, ${v('orders')}::int))
    select (select array_agg(key) from claim) as claimed,
      (select array_agg(id order by id) from next_orders) as order_ids,
      (select count(*) from cust) as customers,
      ${productsLockedColumns}
    from (select 1) as one left join locked l on true
    order by l.id`,
);

export type BatchStart = {
  /** The keys this batch claimed (the rest a finished or another checkout owns). */
  claimed: Set<string>;
  /** Ids for as many new orders as were asked, ascending. */
  orderIds: number[];
  /** How many of the batch's customers were found and locked. */
  customers: number;
  /** As read (not locked), with their stock before this batch. */
  products: LockedProduct[];
};

export async function lockStandingBatch(
  tx: Tx,
  batch: {
    customerIds: number[];
    keys: { customerId: number; key: string; requestHash: string }[];
    productIds: number[];
    orders: number;
  },
): Promise<BatchStart> {
  const rows = await lockBatch(tx, {
    customerIds: batch.customerIds,
    keyCustomerIds: batch.keys.map((k) => k.customerId),
    keys: batch.keys.map((k) => k.key),
    requestHashes: batch.keys.map((k) => k.requestHash),
    productIds: batch.productIds,
    orders: batch.orders,
  });
  const [first] = rows;
  if (!first) throw new Error('the batch statement returned no row');
  return {
    claimed: new Set(first.claimed ?? []),
    orderIds: (first.order_ids ?? []).map(Number),
    customers: Number(first.customers),
    products: rows.flatMap((r) =>
      r.id === null ? [] : [toStockTaken({ ...(r as Omit<StockTakenRow, 'taken'>), taken: true })],
    ),
  };
}

/**
 * A batch's second statement: every order of the batch with its lines and first timeline entry,
 * the units of all of them taken at once (one update per product, not one per order: the milk's
 * row is written once a batch; only if the product's price and status are still those the orders
 * were priced on), the slots' places counted, each key's answer stored, and the keys
 * of the orders the batch refused given back. Arrays per column (`unnest`): one text whatever the
 * batch's size, prepared once.
 */
const writeBatch = preparedStatement<{
  taken: number | string;
  written: number | string;
  created_at: string | Date | null;
}>(
  'standing_orders_write',
  () => sql`
    with ${unitsTakenSql(v('takeIds'), v('takeQuantities'), { prices: v('takePrices'), statuses: v('takeStatuses') })},
    new_orders as (
      insert into orders (id, cart_bundle_id, customer_id, status, payment_method, payment_status,
        shipping_address, subtotal, discount_total, coupon_id, coupon_code, coupon_discount,
        delivery_fee, total, note, placed_by_user_id, delivery, delivery_area_id, delivery_slot_id,
        delivery_date)
      overriding system value
      select o.id, o.cart_bundle_id, o.customer_id, o.status, o.payment_method, o.payment_status,
        o.shipping_address::jsonb, o.subtotal, o.discount_total, o.coupon_id, o.coupon_code,
        o.coupon_discount, o.delivery_fee, o.total, o.note, o.placed_by_user_id, o.delivery::jsonb,
        o.delivery_area_id, o.delivery_slot_id, o.delivery_date
      from unnest((select ${v('ids')}::int[]), (select ${v('cartBundleIds')}::uuid[]),
        (select ${v('customerIds')}::int[]), (select ${v('statuses')}::text[]),
        (select ${v('paymentMethods')}::text[]), (select ${v('paymentStatuses')}::text[]),
        (select ${v('shippingAddresses')}::text[]), (select ${v('subtotals')}::int[]),
        (select ${v('discountTotals')}::int[]), (select ${v('couponIds')}::int[]),
        (select ${v('couponCodes')}::text[]), (select ${v('couponDiscounts')}::int[]),
        (select ${v('deliveryFees')}::int[]), (select ${v('totals')}::int[]), (select ${v('notes')}::text[]),
        (select ${v('placedByUserIds')}::int[]), (select ${v('deliveries')}::text[]),
        (select ${v('deliveryAreaIds')}::int[]), (select ${v('deliverySlotIds')}::int[]),
        (select ${v('deliveryDates')}::date[]))
        as o(id, cart_bundle_id, customer_id, status, payment_method, payment_status, shipping_address,
          subtotal, discount_total, coupon_id, coupon_code, coupon_discount, delivery_fee, total, note,
          placed_by_user_id, delivery, delivery_area_id, delivery_slot_id, delivery_date)
      returning id, created_at),
    new_lines as (
      insert into order_items (order_id, product_id, product_code, name, unit, image_url, unit_price,
        unit_discount, offer_title, quantity, line_total, translations)
      select l.order_id, l.product_id, l.product_code, l.name, l.unit, l.image_url, l.unit_price,
        l.unit_discount, l.offer_title, l.quantity, l.line_total, l.translations::jsonb
      from unnest((select ${v('lineOrderIds')}::int[]), (select ${v('productIds')}::int[]),
        (select ${v('productCodes')}::text[]), (select ${v('names')}::text[]), (select ${v('units')}::text[]),
        (select ${v('imageUrls')}::text[]), (select ${v('unitPrices')}::int[]),
        (select ${v('unitDiscounts')}::int[]), (select ${v('offerTitles')}::text[]),
        (select ${v('quantities')}::int[]), (select ${v('lineTotals')}::int[]),
        (select ${v('lineTranslations')}::text[]))
        as l(order_id, product_id, product_code, name, unit, image_url, unit_price, unit_discount,
          offer_title, quantity, line_total, translations)
      where exists (select 1 from new_orders n where n.id = l.order_id)),
    new_events as (
      insert into order_events (order_id, status, note, actor_kind, actor_id, actor_name)
      select e.order_id, e.status, e.note, e.actor_kind, e.actor_id, e.actor_name
      from unnest((select ${v('ids')}::int[]), (select ${v('statuses')}::text[]),
        (select ${v('notes')}::text[]), (select ${v('actorKinds')}::text[]), (select ${v('actorIds')}::int[]),
        (select ${v('actorNames')}::text[])) as e(order_id, status, note, actor_kind, actor_id, actor_name)
      where exists (select 1 from new_orders n where n.id = e.order_id)),
    slot_places as (${standingPlacesSql(v('slotIds'), v('slotDates'), v('slotCounts'))}),
    stored as (
      update idempotency_keys k set response = s.response::jsonb
      from unnest((select ${v('storeCustomerIds')}::int[]), (select ${v('storeKeys')}::text[]),
        (select ${v('storeResponses')}::text[])) as s(customer_id, key, response)
      where k.customer_id = s.customer_id and k.key = s.key),
    given_back as (
      delete from idempotency_keys k
      using unnest((select ${v('dropCustomerIds')}::int[]), (select ${v('dropKeys')}::text[]))
        as d(customer_id, key)
      where k.customer_id = d.customer_id and k.key = d.key)
    select (select count(*) from taken) as taken, (select count(*) from new_orders) as written,
      (select max(created_at) from new_orders) as created_at`,
);

/** One order of a batch to write: what `composeOrder` made, and the key it was claimed under. */
export type BatchOrderWrite = ComposedOrder & { key: { customerId: number; key: string } };

/**
 * Writes a batch's orders (`writeBatch`); answers whether every unit was taken (if not, another
 * order took the units meanwhile or staff changed a price or status since the batch read them: the
 * caller refuses the whole batch, and its orders are placed one by one) and when the orders were
 * created (the transaction's time).
 */
export async function writeStandingBatch(
  tx: Tx,
  orders: readonly BatchOrderWrite[],
  givenBack: readonly { customerId: number; key: string }[],
  priced: readonly LockedProduct[],
): Promise<{ allTaken: boolean; createdAt: Date }> {
  const asRead = new Map(priced.map((p) => [p.id, p]));
  const units = new Map<number, number>();
  const slots = new Map<string, { id: number; date: string; count: number }>();
  for (const { lines, slot } of orders) {
    for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
    if (!slot) continue;
    const at = `${slot.id}|${slot.date}`;
    const place = slots.get(at) ?? { id: slot.id, date: slot.date, count: 0 };
    place.count += 1;
    slots.set(at, place);
  }
  // In id order, as every checkout takes them: batches at once queue instead of deadlocking.
  const taking = [...units.entries()].sort(([a], [b]) => a - b);
  const places = [...slots.values()].sort((a, b) => a.id - b.id || a.date.localeCompare(b.date));
  const all = orders.map((o) => o.order);
  const lines = orders.flatMap(({ order, lines }) => lines.map((line) => ({ orderId: order.id, ...line })));
  const [row] = await writeBatch(tx, {
    takeIds: taking.map(([id]) => id),
    takeQuantities: taking.map(([, quantity]) => quantity),
    takePrices: taking.map(([id]) => asRead.get(id)?.price ?? null),
    takeStatuses: taking.map(([id]) => asRead.get(id)?.status ?? null),
    ids: all.map((o) => o.id),
    cartBundleIds: all.map((o) => o.cartBundleId),
    customerIds: all.map((o) => o.customerId),
    statuses: all.map((o) => o.status),
    paymentMethods: all.map((o) => o.paymentMethod),
    paymentStatuses: all.map((o) => o.paymentStatus),
    shippingAddresses: all.map((o) => JSON.stringify(o.shippingAddress)),
    subtotals: all.map((o) => o.subtotal),
    discountTotals: all.map((o) => o.discountTotal),
    couponIds: all.map((o) => o.couponId),
    couponCodes: all.map((o) => o.couponCode),
    couponDiscounts: all.map((o) => o.couponDiscount),
    deliveryFees: all.map((o) => o.deliveryFee),
    totals: all.map((o) => o.total),
    notes: all.map((o) => o.note),
    placedByUserIds: all.map((o) => o.placedByUserId),
    deliveries: all.map((o) => (o.delivery ? JSON.stringify(o.delivery) : null)),
    deliveryAreaIds: all.map((o) => o.deliveryAreaId),
    deliverySlotIds: all.map((o) => o.deliverySlotId),
    deliveryDates: all.map((o) => o.deliveryDate),
    lineOrderIds: lines.map((l) => l.orderId),
    ...orderLineColumns(lines),
    actorKinds: orders.map((o) => o.event.actorKind),
    actorIds: orders.map((o) => o.event.actorId ?? null),
    actorNames: orders.map((o) => o.event.actorName ?? null),
    slotIds: places.map((s) => s.id),
    slotDates: places.map((s) => s.date),
    slotCounts: places.map((s) => s.count),
    storeCustomerIds: orders.map((o) => o.key.customerId),
    storeKeys: orders.map((o) => o.key.key),
    storeResponses: orders.map((o) =>
      JSON.stringify({ cartBundleId: o.order.cartBundleId, orderIds: [o.order.id] } satisfies StoredCheckout),
    ),
    dropCustomerIds: givenBack.map((k) => k.customerId),
    dropKeys: givenBack.map((k) => k.key),
  });
  if (!row) throw new Error('the batch write returned no row');
  return {
    allTaken: Number(row.taken) === units.size,
    createdAt: row.created_at ? new Date(row.created_at) : new Date(),
  };
}
