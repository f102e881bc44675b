import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { addresses } from '../address/address.table.js';
import { customers } from '../customer/customer.table.js';
import { orderEvents, orderItems, orderPayments, orders } from './order.table.js';

const customerForOrder = {
  id: customers.id,
  name: customers.name,
  mobileNumber: customers.mobileNumber,
  active: customers.active,
};

/** The customer an order is for: who they are, and whether they may still order. */
export async function findCustomerForOrder(db: DbOrTx, id: number) {
  const [row] = await db.select(customerForOrder).from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/**
 * The customer and, in the same statement, the address the order goes to if it is one of theirs
 * (`address` is null for a missing address and for another customer's alike: decision 0010).
 */
export async function findCustomerWithAddress(db: DbOrTx, customerId: number, addressId: number) {
  const [row] = await db
    .select({ customer: customerForOrder, address: addresses })
    .from(customers)
    .leftJoin(addresses, and(eq(addresses.id, addressId), eq(addresses.customerId, customers.id)))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'orderId' | 'createdAt'>;

/**
 * Writes an order, its lines and its first timeline entry in one statement (data-modifying CTEs:
 * one round trip while the checkout holds its product locks, not three). Answers the order's id
 * and the database's timestamps; the timeline entry has the same `created_at` (`now()` is the
 * transaction's start time).
 */
export async function insertOrderWithLines(
  tx: Tx,
  order: typeof orders.$inferInsert,
  lines: readonly NewOrderLine[],
  event: NewOrderEvent,
): Promise<{ id: number; createdAt: Date; updatedAt: Date }> {
  if (lines.length === 0) throw new Error('an order needs at least one line');
  const orderId = sql`(select id from new_order)`;
  const insertOrder = tx
    .insert(orders)
    .values(order)
    .returning({ id: orders.id, createdAt: orders.createdAt, updatedAt: orders.updatedAt })
    .getSQL();
  const insertLines = tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId })))
    .getSQL();
  const insertEvent = tx
    .insert(orderEvents)
    .values({ ...event, orderId })
    .getSQL();
  // getSQL(): an embedded query builder would be parenthesised, which a CTE's INSERT may not be.
  const result = await tx.execute(sql`
    with new_order as (${insertOrder}),
      new_lines as (${insertLines}),
      new_event as (${insertEvent})
    select id, created_at, updated_at from new_order`);
  const [row] = (
    result as unknown as { rows: { id: number; created_at: Date | string; updated_at: Date | string }[] }
  ).rows;
  if (!row) throw new Error('insert returned no row');
  return { id: Number(row.id), createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at) };
}

export async function insertOrderEvent(tx: Tx, row: typeof orderEvents.$inferInsert) {
  await tx.insert(orderEvents).values(row);
}

/** The order row, locked until the transaction ends (two status changes never interleave). */
export async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      createdAt: orders.createdAt,
      deliveryAreaId: orders.deliveryAreaId,
      deliverySlotId: orders.deliverySlotId,
      deliveryDate: orders.deliveryDate,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}

export async function findOrderLines(tx: Tx, orderId: number) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
}

export async function updateOrderStatus(tx: Tx, id: number, status: (typeof orders.$inferSelect)['status']) {
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
}

/** Items and timeline go with it (ON DELETE CASCADE). */
export async function deleteOrderRow(tx: Tx, id: number) {
  await tx.delete(orders).where(eq(orders.id, id));
}

/**
 * Marks a returned order's line (one product) as put back in stock, only if it was not already:
 * the row is the guard, so two clicks or two staff at once restock once. Answers what went back.
 */
export async function markLineRestocked(tx: Tx, orderId: number, productId: number) {
  return tx
    .update(orderItems)
    .set({ restockedAt: new Date() })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.productId, productId),
        isNull(orderItems.restockedAt),
      ),
    )
    .returning({ productId: orderItems.productId, quantity: orderItems.quantity, name: orderItems.name });
}

/**
 * Counts `quantity` more units of the order's line as returned, only while that keeps it at or under
 * what was sold: answers the line, or nothing when there is no such line or too few units are left.
 */
export async function addReturnedUnits(tx: Tx, orderId: number, productId: number, quantity: number) {
  const [row] = await tx
    .update(orderItems)
    .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.productId, productId),
        sql`${orderItems.returnedQuantity} + ${quantity} <= ${orderItems.quantity}`,
      ),
    )
    .returning({
      name: orderItems.name,
      quantity: orderItems.quantity,
      returned: orderItems.returnedQuantity,
    });
  return row;
}

/** What is left to return of one line of the order (undefined: no such line). */
export async function unitsLeftToReturn(tx: Tx, orderId: number, productId: number) {
  const [row] = await tx
    .select({ left: sql<number>`${orderItems.quantity} - ${orderItems.returnedQuantity}` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  return row ? Number(row.left) : undefined;
}

export async function orderHasLine(tx: Tx, orderId: number, productId: number) {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export type NewOrderPayment = Omit<typeof orderPayments.$inferInsert, 'id' | 'createdAt'>;

/** The order's payment moves to `payment.status`, and the change is recorded: one statement. */
export async function recordPayment(tx: Tx, payment: NewOrderPayment) {
  const update = tx
    .update(orders)
    .set({ paymentStatus: payment.status, updatedAt: new Date() })
    .where(eq(orders.id, payment.orderId))
    .getSQL();
  const insert = tx.insert(orderPayments).values(payment).getSQL();
  await tx.execute(sql`with moved as (${update}) ${insert}`);
}
