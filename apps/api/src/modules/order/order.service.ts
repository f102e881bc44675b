import type { Order, OrderListQuery, PageQuery } from '@farm/contract';
import { SHOP_UTC_OFFSET } from '@farm/contract/plain/shop';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { offsetOf, type Paged, pageInfo } from '../../lib/paging.js';
import { customerExists } from '../customer/index.js';
import { findOrder, findOrdersOfBundle, listOrders } from './order-read.repository.js';

/** Order reads. Placing orders: order-place.service.ts; status changes: order-status.service.ts. */

/** Who is reading: a customer sees only their own orders, staff every order. */
type Viewer = { kind: 'customer' | 'staff'; id: number };

/** A customer sees only their own orders (403 otherwise); staff see every order. */
export async function getOrderFor(db: Db, viewer: Viewer, id: number): Promise<Order> {
  const order = await findOrder(db, id);
  if (!order) throw notFound('Order');
  if (viewer.kind === 'customer' && order.customer.id !== viewer.id)
    throw forbidden('This is not your order');
  return order;
}

/** The order summary page: every order of one checkout. */
export async function getBundleFor(db: Db, viewer: Viewer, cartBundleId: string): Promise<Order[]> {
  const orders = await findOrdersOfBundle(db, cartBundleId);
  if (orders.length === 0) throw notFound('Order');
  if (viewer.kind === 'customer' && orders.some((o) => o.customer.id !== viewer.id)) {
    throw forbidden('This is not your order');
  }
  return orders;
}

export async function listCustomerOrders(
  db: Db,
  customerId: number,
  query: PageQuery,
): Promise<Paged<Order>> {
  if (!(await customerExists(db, customerId))) throw notFound('Customer');
  const { items, total } = await listOrders(
    db,
    { customerId },
    { limit: query.size, offset: offsetOf(query) },
  );
  return { items, page: pageInfo(query, total) };
}

/** The staff's order list, newest first. */
export async function listAllOrders(db: Db, query: OrderListQuery): Promise<Paged<Order>> {
  const { items, total } = await listOrders(
    db,
    {
      status: query.status,
      customerId: query.customerId,
      from: query.from ? startOf(query.from) : undefined,
      to: query.to ? endOf(query.to) : undefined,
      q: query.q || undefined,
    },
    { limit: query.size, offset: offsetOf(query) },
  );
  return { items, page: pageInfo(query, total) };
}

/** The farm's days are India's days: a bare date means that day in IST (UTC+05:30). */
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function startOf(value: string): Date {
  return new Date(isDateOnly(value) ? `${value}T00:00:00${SHOP_UTC_OFFSET}` : value);
}

/** Exclusive bound: a bare date includes its whole day; a date-time includes that instant. */
function endOf(value: string): Date {
  if (!isDateOnly(value)) return new Date(new Date(value).getTime() + 1);
  const start = startOf(value);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}
