import { NOT_SALE_STATUSES } from '@farm/contract';
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { indiaDate, indiaDateTime, type Period, placedIn, sumOf } from './report-period.js';

/** Orders placed in the period by the status they are in now; statuses without any are absent. */
export async function ordersByStatus(db: DbOrTx, period: Period) {
  return db
    .select({
      status: orders.status,
      orders: sql<number>`count(*)::int`.mapWith(Number),
      total: sumOf(orders.total),
    })
    .from(orders)
    .where(placedIn(period))
    .groupBy(orders.status);
}

/**
 * Every order placed in the period, oldest first, one row each: its lines written out and counted
 * by the database (`order_items_order_idx`), not read back line by line.
 */
export async function ordersForExport(db: DbOrTx, period: Period) {
  return db
    .select({
      id: orders.id,
      placedAt: indiaDateTime(orders.createdAt),
      customerName: customers.name,
      mobileNumber: customers.mobileNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      items: sql<string>`(select string_agg(${orderItems.name} || ' × ' || ${orderItems.quantity}, '; ' order by ${orderItems.id})
        from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      units:
        sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
          Number,
        ),
      subtotal: orders.subtotal,
      discountTotal: orders.discountTotal,
      couponCode: orders.couponCode,
      couponDiscount: orders.couponDiscount,
      deliveryFee: orders.deliveryFee,
      total: orders.total,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(placedIn(period))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/**
 * Every customer, in the order they joined, with their orders that are sales and what those came
 * to (delivery included): one grouping of the orders, joined once.
 */
export async function customersForExport(db: DbOrTx) {
  const spent = db
    .select({
      customerId: orders.customerId,
      orders: sql<number>`count(*)::int`.as('orders'),
      spent: sql<number>`sum(${orders.total})::bigint`.as('spent'),
    })
    .from(orders)
    .where(notInArray(orders.status, [...NOT_SALE_STATUSES]))
    .groupBy(orders.customerId)
    .as('spent');
  return db
    .select({
      id: customers.id,
      name: customers.name,
      mobileNumber: customers.mobileNumber,
      email: customers.email,
      joined: indiaDate(customers.createdAt),
      orders: sql<number>`coalesce(${spent.orders}, 0)`.mapWith(Number),
      spent: sql<number>`coalesce(${spent.spent}, 0)`.mapWith(Number),
    })
    .from(customers)
    .leftJoin(spent, eq(spent.customerId, customers.id))
    .orderBy(asc(customers.createdAt), asc(customers.id));
}
