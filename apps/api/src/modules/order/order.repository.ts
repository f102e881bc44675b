import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { orderEvents, orderItems, orders } from './order.table.js';

/** The customer an order is for (the address and cart are read through their own modules). */
export async function findCustomerForOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, active: customers.active })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row;
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertOrderItems(tx: Tx, rows: (typeof orderItems.$inferInsert)[]) {
  if (rows.length) await tx.insert(orderItems).values(rows);
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
      createdAt: orders.createdAt,
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

/** Who an order belongs to (ownership checks of the read paths). */
export async function findOrderOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row?.customerId;
}

export async function customerExists(db: DbOrTx, id: number) {
  return (await findCustomerForOrder(db, id)) !== undefined;
}
