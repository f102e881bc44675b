import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
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
