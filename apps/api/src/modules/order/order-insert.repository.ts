import { UNDER_WAY_ORDER_STATUSES } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { cartLinesDeletionSql } from '../cart/index.js';
import { slotPlaceSql } from '../delivery/index.js';
import { newOrderMessagesParams, newOrderMessagesSql } from '../notification/index.js';
import { type StoredCheckout, storedCheckoutSql } from './checkout/idempotency.repository.js';
import type { orderEvents, orderItems, orders } from './order.table.js';

/** An order with the id its checkout took (`lockCustomerAndTakeStock`). */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { id: number };
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** Order lines as the insert statements take them: one array per column, a line at each position. */
export function orderLineColumns(lines: readonly NewOrderLine[]) {
  return {
    productIds: lines.map((l) => l.productId),
    productCodes: lines.map((l) => l.productCode),
    names: lines.map((l) => l.name),
    units: lines.map((l) => l.unit),
    imageUrls: lines.map((l) => l.imageUrl ?? null),
    unitPrices: lines.map((l) => l.unitPrice),
    unitDiscounts: lines.map((l) => l.unitDiscount ?? 0),
    offerTitles: lines.map((l) => l.offerTitle ?? null),
    quantities: lines.map((l) => l.quantity),
    lineTotals: lines.map((l) => l.lineTotal),
    lineTranslations: lines.map((l) => JSON.stringify(l.translations ?? {})),
  };
}
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'orderId' | 'createdAt'>;
/**
 * What the order's statement also does: empty the customer's cart lines of these products, take this
 * slot's place on its day, write these messages (`newOrderMessages`' values).
 */
export type OrderSideWrites = {
  cartProductIds: number[];
  slot: { id: number; date: string; capacity: number } | null;
  messages: Record<string, unknown> | null;
  /** The checkout's idempotency key (claimed by its first statement) and what a retry is answered. */
  idempotent: { key: string; stored: StoredCheckout } | null;
};

const v = (name: string) => sql.placeholder(name);
const openStatuses = sql.raw(UNDER_WAY_ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * One text for every order, whatever its number of lines: the lines travel as one array per column
 * (`unnest`), so the statement is prepared once (db/prepared-statement.ts).
 */
const insertOrder = preparedStatement<{
  id: number;
  created_at: string | Date;
  updated_at: string | Date;
  slot_places: number | string;
  open_orders: number | string;
  unpaid_units: number | string;
  unpaid_value: number | string;
}>(
  'order_insert_with_lines',
  () => sql`
    with new_order as (
      insert into orders (id, cart_bundle_id, customer_id, status, payment_method, payment_status,
        shipping_address, subtotal, discount_total, coupon_id, coupon_code, coupon_discount,
        delivery_fee, total, note, placed_by_user_id, delivery, delivery_area_id, delivery_slot_id,
        delivery_date)
      overriding system value
      values (${v('id')}::int, ${v('cartBundleId')}::uuid, ${v('customerId')}::int, ${v('status')}, ${v('paymentMethod')},
        ${v('paymentStatus')}, ${v('shippingAddress')}::jsonb, ${v('subtotal')}::int,
        ${v('discountTotal')}::int, ${v('couponId')}::int, ${v('couponCode')}::text,
        ${v('couponDiscount')}::int, ${v('deliveryFee')}::int, ${v('total')}::int, ${v('note')}::text,
        ${v('placedByUserId')}::int, ${v('delivery')}::jsonb, ${v('deliveryAreaId')}::int,
        ${v('deliverySlotId')}::int, ${v('deliveryDate')}::date)
      returning id, created_at, updated_at),
    new_lines as (
      insert into order_items (order_id, product_id, product_code, name, unit, image_url, unit_price,
        unit_discount, offer_title, quantity, line_total, translations)
      select (select id from new_order), l.product_id, l.product_code, l.name, l.unit, l.image_url,
        l.unit_price, l.unit_discount, l.offer_title, l.quantity, l.line_total, l.translations::jsonb
      from unnest(${v('productIds')}::int[], ${v('productCodes')}::text[], ${v('names')}::text[],
        ${v('units')}::text[], ${v('imageUrls')}::text[], ${v('unitPrices')}::int[],
        ${v('unitDiscounts')}::int[], ${v('offerTitles')}::text[], ${v('quantities')}::int[],
        ${v('lineTotals')}::int[], ${v('lineTranslations')}::text[])
        as l(product_id, product_code, name, unit, image_url, unit_price, unit_discount, offer_title,
          quantity, line_total, translations)),
    new_event as (
      insert into order_events (order_id, status, note, actor_kind, actor_id, actor_name)
      select id, ${v('eventStatus')}, ${v('eventNote')}::text, ${v('actorKind')}, ${v('actorId')}::int,
        ${v('actorName')}::text
      from new_order),
    cart_lines as (${cartLinesDeletionSql(v('customerId'), v('cartProductIds'))}),
    slot_place as (${slotPlaceSql(v('slotId'), v('slotDate'), v('slotCapacity'))}),
    messages as (${newOrderMessagesSql(v('id'), v('customerId'))}),
    stored as (${storedCheckoutSql(v('customerId'), v('idempotencyKey'), v('storedCheckout'))}),
    -- The statement's snapshot is taken after the checkout's lock on the customer: it counts the
    -- orders of a checkout that held the lock before, and not this one.
    open_orders as (
      select count(*) as n from orders
      where customer_id = ${v('customerId')}::int and status in (${openStatuses})),
    -- What the customer's orders waiting for their online payment hold (an online checkout's cap).
    unpaid as (
      select id, total - delivery_fee as value from orders
      where ${v('countUnpaid')}::boolean and customer_id = ${v('customerId')}::int
        and status = 'PENDING_PAYMENT')
    select id, created_at, updated_at, (select count(*) from slot_place) as slot_places,
      (select n from open_orders) as open_orders,
      (select coalesce(sum(quantity), 0) from order_items where order_id in (select id from unpaid))
        as unpaid_units,
      (select coalesce(sum(value), 0) from unpaid) as unpaid_value
    from new_order`,
);

/**
 * Writes an order, its lines and its first timeline entry in one statement (data-modifying CTEs:
 * one round trip while the checkout holds its product locks, not three), and with them empties the
 * ordered cart lines, takes the slot's place and writes its messages to the outbox (each a statement
 * its own module writes). Answers the
 * order's id and the database's timestamps (the timeline entry has the same `created_at`: `now()` is
 * the transaction's start time), and whether the slot had a place left: if not, the caller refuses
 * the order and its rollback undoes all of it; and the customer's orders on their way before this one
 * (and, for an online order, what their orders waiting for payment hold).
 */
export async function insertOrderWithLines(
  tx: Tx,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  event: NewOrderEvent,
  also: OrderSideWrites,
): Promise<{
  id: number;
  createdAt: Date;
  updatedAt: Date;
  slotTaken: boolean;
  openOrders: number;
  /** The customer's other orders waiting for their online payment (counted for an online order only). */
  unpaidHeld: { units: number; value: number };
}> {
  if (lines.length === 0) throw new Error('an order needs at least one line');
  const [row] = await insertOrder(tx, {
    id: order.id,
    cartBundleId: order.cartBundleId,
    customerId: order.customerId,
    status: order.status ?? 'PLACED',
    paymentMethod: order.paymentMethod ?? 'COD',
    paymentStatus: order.paymentStatus ?? 'COD_DUE',
    shippingAddress: JSON.stringify(order.shippingAddress),
    subtotal: order.subtotal,
    discountTotal: order.discountTotal ?? 0,
    couponId: order.couponId ?? null,
    couponCode: order.couponCode ?? null,
    couponDiscount: order.couponDiscount ?? 0,
    deliveryFee: order.deliveryFee ?? 0,
    total: order.total,
    note: order.note ?? null,
    placedByUserId: order.placedByUserId ?? null,
    delivery: order.delivery ? JSON.stringify(order.delivery) : null,
    deliveryAreaId: order.deliveryAreaId ?? null,
    deliverySlotId: order.deliverySlotId ?? null,
    deliveryDate: order.deliveryDate ?? null,
    ...orderLineColumns(lines),
    eventStatus: event.status,
    eventNote: event.note ?? null,
    actorKind: event.actorKind,
    actorId: event.actorId ?? null,
    actorName: event.actorName ?? null,
    cartProductIds: also.cartProductIds,
    slotId: also.slot?.id ?? null,
    slotDate: also.slot?.date ?? null,
    slotCapacity: also.slot?.capacity ?? null,
    ...(also.messages ?? newOrderMessagesParams(null)),
    idempotencyKey: also.idempotent?.key ?? null,
    storedCheckout: also.idempotent ? JSON.stringify(also.idempotent.stored) : null,
    countUnpaid: order.status === 'PENDING_PAYMENT',
  });
  if (!row) throw new Error('insert returned no row');
  return {
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    slotTaken: also.slot === null || Number(row.slot_places) > 0,
    openOrders: Number(row.open_orders),
    unpaidHeld: { units: Number(row.unpaid_units), value: Number(row.unpaid_value) },
  };
}
