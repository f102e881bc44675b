import type { Order, OrderListQuery, PageQuery } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { fromBound, toBound } from '../../lib/dates.js';
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
    throw forbidden('This is not your order').worded({}, 'NOT_ORDER');
  return order;
}

/** The order summary page: every order of one checkout. */
export async function getBundleFor(db: Db, viewer: Viewer, cartBundleId: string): Promise<Order[]> {
  const orders = await findOrdersOfBundle(db, cartBundleId);
  if (orders.length === 0) throw notFound('Order');
  if (viewer.kind === 'customer' && orders.some((o) => o.customer.id !== viewer.id)) {
    throw forbidden('This is not your order').worded({}, 'NOT_ORDER');
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
      from: query.from ? fromBound(query.from) : undefined,
      to: query.to ? toBound(query.to) : undefined,
      q: query.q || undefined,
      // Archived orders are out of the staff's list unless asked for (issue 30).
      archived: query.archived ?? false,
    },
    { limit: query.size, offset: offsetOf(query) },
  );
  return { items, page: pageInfo(query, total) };
}
