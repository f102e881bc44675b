import {
  CUSTOMER_CANCELLABLE_STATUSES,
  type InvoiceLink,
  ORDER_TRANSITIONS,
  type Order,
  type OrderDelivery,
  type OrderEvent,
  type OrderItem,
  type OrderPayment,
  type PaymentNote,
  type TimelineNote,
} from '@farm/contract';
import { bookedDeliveryText } from '@farm/contract/plain/delivery';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like.js';
import { customers } from '../customer/customer.table.js';
import { findInvoiceLinks } from '../invoice/index.js';
import { orderPayments } from '../payment/payment.table.js';
import { snapshotOf } from './checkout/address-snapshot.js';
import { orderEvents, orderItems, orders } from './order.table.js';

/** What the staff's order list filters on; the service turns the query's dates into bounds. */
export type OrderFilter = {
  status?: Order['status'] | undefined;
  customerId?: number | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  q?: string | undefined;
  /** true: archived orders only; false: the others; undefined: all (a customer's own history). */
  archived?: boolean | undefined;
};

const MAX_INT = 2_147_483_647;

function filterOf(filter: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(orders.status, filter.status));
  if (filter.customerId !== undefined) parts.push(eq(orders.customerId, filter.customerId));
  if (filter.from) parts.push(gte(orders.createdAt, filter.from));
  if (filter.to) parts.push(lt(orders.createdAt, filter.to));
  if (filter.q) parts.push(searchOf(filter.q));
  if (filter.archived !== undefined)
    parts.push(filter.archived ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt));
  return parts.length ? and(...parts) : undefined;
}

/**
 * `q`: `#1042` is an order id; a short number (under 5 digits) too; a longer one is an order id
 * or part of the customer's mobile number; anything else is part of the customer's name.
 */
export function searchOf(q: string): SQL {
  const digits = q.replace(/[\s+-]/g, '');
  if (/^#\d+$/.test(digits)) return idIs(Number(digits.slice(1)));
  if (!/^\d+$/.test(digits)) return ilike(customers.name, containsPattern(q));
  if (digits.length < 5) return idIs(Number(digits));
  return or(idIs(Number(digits)), ilike(customers.mobileNumber, containsPattern(digits))) as SQL;
}

function idIs(id: number): SQL {
  return id <= MAX_INT ? eq(orders.id, id) : sql`false`;
}

const orderColumns = {
  id: orders.id,
  cartBundleId: orders.cartBundleId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  shippingAddress: orders.shippingAddress,
  subtotal: orders.subtotal,
  discountTotal: orders.discountTotal,
  couponCode: orders.couponCode,
  couponDiscount: orders.couponDiscount,
  deliveryFee: orders.deliveryFee,
  total: orders.total,
  note: orders.note,
  placedByUserId: orders.placedByUserId,
  delivery: orders.delivery,
  deliveryAreaId: orders.deliveryAreaId,
  deliverySlotId: orders.deliverySlotId,
  deliveryDate: orders.deliveryDate,
  archivedAt: orders.archivedAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  customerId: customers.id,
  customerName: customers.name,
  customerMobile: customers.mobileNumber,
};

function selectOrders(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
}
type OrderRowWithCustomer = Awaited<ReturnType<typeof selectOrders>>[number];
type OrderLineRow = Omit<
  typeof orderItems.$inferSelect,
  'id' | 'orderId' | 'restockedAt' | 'returnedQuantity' | 'restockedQuantity'
> & {
  restockedAt?: Date | null;
  returnedQuantity?: number;
  restockedQuantity?: number;
};
type OrderPaymentRow = Pick<
  typeof orderPayments.$inferSelect,
  | 'status'
  | 'amount'
  | 'actorKind'
  | 'actorName'
  | 'note'
  | 'noteKind'
  | 'noteValues'
  | 'collectedBy'
  | 'createdAt'
>;
type OrderEventRow = Pick<
  typeof orderEvents.$inferSelect,
  'status' | 'note' | 'noteKind' | 'noteValues' | 'actorKind' | 'actorName' | 'createdAt'
>;

/** Orders with their items, timelines and payments: four queries for any number of orders (no N+1). */
async function loadOrders(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Order[]> {
  const query = selectOrders(db, where);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events, payments, papers] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select()
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, ids))
      .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id)),
    findInvoiceLinks(db, ids),
  ]);
  const itemsOf = groupBy(items, (i) => i.orderId);
  const eventsOf = groupBy(events, (e) => e.orderId);
  const paymentsOf = groupBy(payments, (p) => p.orderId);
  return rows.map((row) =>
    toOrder(
      row,
      itemsOf.get(row.id) ?? [],
      eventsOf.get(row.id) ?? [],
      paymentsOf.get(row.id) ?? [],
      papers.get(row.id) ?? [],
    ),
  );
}

/** The API's order from its row, lines and timeline (also checkout's answer, from what it wrote). */
export function toOrder(
  row: OrderRowWithCustomer,
  items: OrderLineRow[],
  events: OrderEventRow[],
  payments: OrderPaymentRow[] = [],
  invoices: InvoiceLink[] = [],
): Order {
  const address = row.shippingAddress;
  return {
    id: row.id,
    cartBundleId: row.cartBundleId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    payments: payments.map(
      (p): OrderPayment => ({
        status: p.status,
        amount: p.amount,
        actorKind: p.actorKind,
        actorName: p.actorName,
        note: p.note,
        systemNote: p.noteKind ? ({ kind: p.noteKind, values: p.noteValues } as PaymentNote) : null,
        collectedBy: p.collectedBy ?? null,
        createdAt: iso(p.createdAt),
      }),
    ),
    refundable: row.paymentMethod === 'ONLINE' ? refundableOf(payments) : 0,
    invoices,
    items: items.map(
      (i): OrderItem => ({
        productId: i.productId,
        productCode: i.productCode,
        name: i.name,
        unit: i.unit,
        imageUrl: i.imageUrl,
        unitPrice: i.unitPrice,
        unitDiscount: i.unitDiscount,
        offerTitle: i.offerTitle,
        translations: i.translations ?? {},
        quantity: i.quantity,
        lineTotal: i.lineTotal,
        restockedAt: iso(i.restockedAt ?? null),
        returnedQuantity: i.returnedQuantity ?? 0,
        restockedQuantity: i.restockedQuantity ?? 0,
      }),
    ),
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    couponCode: row.couponCode ?? null,
    couponDiscount: row.couponDiscount ?? 0,
    deliveryFee: row.deliveryFee,
    total: row.total,
    shippingAddress: snapshotOf(address),
    delivery: deliveryOf(row),
    tracking: trackingOf(row, events),
    note: row.note,
    customer: { id: row.customerId, name: row.customerName, mobileNumber: row.customerMobile },
    timeline: events.map(
      (e): OrderEvent => ({
        status: e.status,
        note: e.note,
        systemNote: e.noteKind ? ({ kind: e.noteKind, values: e.noteValues } as TimelineNote) : null,
        actorKind: e.actorKind,
        actorName: e.actorName,
        createdAt: iso(e.createdAt),
      }),
    ),
    allowedNextStatuses: [...ORDER_TRANSITIONS[row.status]],
    cancellableByCustomer: CUSTOMER_CANCELLABLE_STATUSES.includes(row.status),
    placedByStaff: row.placedByUserId !== null,
    archivedAt: iso(row.archivedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * A courier order's tracking: what staff wrote when they shipped it ("DTDC D12345678", issue 32.5).
 * The farm's own van has none (its note, if any, stays in the timeline).
 */
function trackingOf(row: OrderRowWithCustomer, events: readonly { status: string; note: string | null }[]) {
  if (row.delivery?.kind === 'OWN') return null;
  return events.findLast((e) => e.status === 'SHIPPED')?.note?.trim() || null;
}

/** The booked delivery with its words (`Thu 26 Nov, 5–8 am`); null before the shop kept areas. */
function deliveryOf(row: OrderRowWithCustomer): OrderDelivery | null {
  const booked = row.delivery;
  if (!booked) return null;
  const fields = {
    kind: booked.kind,
    date: row.deliveryDate,
    window: booked.window,
    expectedFrom: booked.expectedFrom,
    expectedTo: booked.expectedTo,
  };
  return {
    areaId: row.deliveryAreaId,
    areaName: booked.areaName,
    slotId: row.deliverySlotId,
    ...fields,
    text: bookedDeliveryText(fields),
  };
}

function groupBy<T>(rows: T[], keyOf: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export async function findOrder(db: DbOrTx, id: number): Promise<Order | undefined> {
  const [order] = await loadOrders(db, eq(orders.id, id));
  return order;
}

export async function findOrdersByIds(db: DbOrTx, ids: readonly number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  return loadOrders(db, inArray(orders.id, [...ids]));
}

export async function findOrdersOfBundle(db: DbOrTx, cartBundleId: string): Promise<Order[]> {
  return loadOrders(db, eq(orders.cartBundleId, cartBundleId));
}

/** A page of orders, newest first, and how many match in all. */
export async function listOrders(
  db: DbOrTx,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ items: Order[]; total: number }> {
  const where = filterOf(filter);
  const [items, [total]] = await Promise.all([
    loadOrders(db, where, page),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** What an online order's payments took in and its refunds have not given back yet (paise). */
function refundableOf(payments: OrderPaymentRow[]): number {
  const sum = (statuses: string[]) =>
    payments.filter((p) => statuses.includes(p.status)).reduce((total, p) => total + p.amount, 0);
  return Math.max(0, sum(['PAID']) - sum(['PARTIALLY_REFUNDED', 'REFUNDED']));
}
