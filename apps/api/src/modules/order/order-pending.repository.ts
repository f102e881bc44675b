import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { orders } from './order.table.js';

/** What paying an order online needs to know of it: whose, where it stands, how much. */
export async function findOrderForPayment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      cartBundleId: orders.cartBundleId,
      createdAt: orders.createdAt,
      customerName: customers.name,
      customerMobile: customers.mobileNumber,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}
export type OrderForPayment = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>;

/** Online orders placed before `before` and still waiting for their payment, oldest first. */
export async function findUnpaidOrdersBefore(db: DbOrTx, before: Date, limit = 100) {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
