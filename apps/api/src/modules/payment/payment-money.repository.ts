import type { PaymentMethod, PaymentStatus } from '@farm/contract';
import { and, asc, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { orderSearchOf } from '../order/index.js';
import { orders } from '../order/order.table.js';
import { orderPayments } from './payment.table.js';

/** Which orders' money the staff look at; `to` is exclusive. */
export type MoneyFilter = {
  status?: PaymentStatus | undefined;
  method?: PaymentMethod | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  q?: string | undefined;
};

/** Payment rows that bring money in, and those that give it back. */
export const MONEY_IN = ['PAID', 'COD_COLLECTED'] as const;
export const MONEY_BACK = ['PARTIALLY_REFUNDED', 'REFUNDED'] as const;
const ENDED = ['CANCELLED', 'RETURNED'] as const;

const upiAtDoor = and(eq(orderPayments.status, 'COD_COLLECTED'), eq(orderPayments.collectedBy, 'UPI'));

/** Each order's payment rows summed: money in (online, cash), money back (refunds), last movement. */
function movements(db: DbOrTx) {
  return db
    .select({
      orderId: orderPayments.orderId,
      received:
        sql<number>`coalesce(sum(${orderPayments.amount}) filter (where ${inArray(orderPayments.status, [...MONEY_IN])}), 0)::int`.as(
          'received',
        ),
      refunded:
        sql<number>`coalesce(sum(${orderPayments.amount}) filter (where ${inArray(orderPayments.status, [...MONEY_BACK])}), 0)::int`.as(
          'refunded',
        ),
      // Paid by UPI at the door (issue 32.10): inside `received`, counted apart from cash.
      receivedUpi: sql<number>`coalesce(sum(${orderPayments.amount}) filter (where ${upiAtDoor}), 0)::int`.as(
        'received_upi',
      ),
      upiReferences: sql<
        string[] | null
      >`array_agg(${orderPayments.reference}) filter (where ${upiAtDoor})`.as('upi_references'),
      lastMovedAt: sql<Date>`max(${orderPayments.createdAt})`.as('last_moved_at'),
    })
    .from(orderPayments)
    .groupBy(orderPayments.orderId)
    .as('money');
}

function whereOf(filter: MoneyFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(orders.paymentStatus, filter.status));
  if (filter.method) parts.push(eq(orders.paymentMethod, filter.method));
  if (filter.from) parts.push(gte(orders.createdAt, filter.from));
  if (filter.to) parts.push(lt(orders.createdAt, filter.to));
  if (filter.q) parts.push(orderSearchOf(filter.q));
  return parts.length ? and(...parts) : undefined;
}

/** Cash still to collect: a cash-on-delivery order that is neither collected nor called off (`orders_cod_due_idx`). */
const cashDue = and(eq(orders.paymentStatus, 'COD_DUE'), notInArray(orders.status, [...ENDED]));
const dueSql = sql<number>`case when ${cashDue} then ${orders.total} else 0 end`;

/**
 * Orders' money, newest order first, and the sums over all that match (`limit: undefined`: every
 * row, for the CSV). Two statements whatever the page holds.
 */
export async function listOrderMoney(
  db: DbOrTx,
  filter: MoneyFilter,
  page: { limit: number; offset: number } | undefined,
) {
  const money = movements(db);
  const where = whereOf(filter);
  const rows = db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      placedAt: orders.createdAt,
      customerId: customers.id,
      customerName: customers.name,
      customerMobile: customers.mobileNumber,
      method: orders.paymentMethod,
      status: orders.paymentStatus,
      total: orders.total,
      received: sql<number>`coalesce(${money.received}, 0)`,
      refunded: sql<number>`coalesce(${money.refunded}, 0)`,
      receivedUpi: sql<number>`coalesce(${money.receivedUpi}, 0)`,
      upiReferences: money.upiReferences,
      due: dueSql,
      lastMovedAt: money.lastMovedAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(money, eq(money.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  const sums = db
    .select({
      orders: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
      received: sql<number>`coalesce(sum(${money.received}), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(${money.refunded}), 0)::bigint`,
      receivedUpi: sql<number>`coalesce(sum(${money.receivedUpi}), 0)::bigint`,
      due: sql<number>`coalesce(sum(${dueSql}), 0)::bigint`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(money, eq(money.orderId, orders.id))
    .where(where);
  const [items, [totals]] = await Promise.all([
    page ? rows.limit(page.limit).offset(page.offset) : rows,
    sums,
  ]);
  const n = (value: unknown) => Number(value ?? 0);
  return {
    items: items.map((r) => ({
      ...r,
      received: n(r.received),
      refunded: n(r.refunded),
      receivedUpi: n(r.receivedUpi),
      upiReferences: r.upiReferences ?? [],
      due: n(r.due),
      lastMovedAt: r.lastMovedAt ? new Date(r.lastMovedAt) : null,
    })),
    totals: {
      orders: n(totals?.orders),
      total: n(totals?.total),
      received: n(totals?.received),
      refunded: n(totals?.refunded),
      receivedUpi: n(totals?.receivedUpi),
      due: n(totals?.due),
    },
  };
}
export type OrderMoney = Awaited<ReturnType<typeof listOrderMoney>>['items'][number];

const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);

/**
 * The sums of `listOrderMoney`, one row per payment method (the owner's payments report): one
 * statement over the orders of the period, whatever their number. Methods without orders are absent.
 */
export async function sumOrderMoneyByMethod(db: DbOrTx, filter: Pick<MoneyFilter, 'from' | 'to'>) {
  const money = movements(db);
  return db
    .select({
      method: orders.paymentMethod,
      orders: sql<number>`count(*)::int`.mapWith(Number),
      total: sumOf(sql`${orders.total}`),
      received: sumOf(sql`${money.received}`),
      refunded: sumOf(sql`${money.refunded}`),
      receivedUpi: sumOf(sql`${money.receivedUpi}`),
      due: sumOf(dueSql),
    })
    .from(orders)
    .leftJoin(money, eq(money.orderId, orders.id))
    .where(whereOf(filter))
    .groupBy(orders.paymentMethod);
}

/** Cash still to collect now, by order status; statuses without any are absent. */
export async function sumCashDueByStatus(db: DbOrTx) {
  return db
    .select({
      status: orders.status,
      orders: sql<number>`count(*)::int`.mapWith(Number),
      amount: sumOf(sql`${orders.total}`),
    })
    .from(orders)
    .where(cashDue)
    .groupBy(orders.status);
}

/** Every order whose cash is still to collect, oldest first: whom to ask for how much. */
export async function listCashDue(db: DbOrTx) {
  return db
    .select({
      orderId: orders.id,
      placedAt: orders.createdAt,
      status: orders.status,
      customerName: customers.name,
      customerMobile: customers.mobileNumber,
      deliverTo: sql<string>`${orders.shippingAddress} ->> 'city'`,
      amount: orders.total,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(cashDue)
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
