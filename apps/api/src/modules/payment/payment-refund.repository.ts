import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../order/order.table.js';
import { paymentAttempts, paymentRefunds } from './payment.table.js';

/**
 * Cancelled orders still holding money received online: what their paid attempts took in is more
 * than what Razorpay has refunded (issue 30.4). Counted from the money itself, not the order's
 * payment status, which other rows (cash recorded by mistake) could have turned. Pending refunds do
 * not count as refunded: the job sends them again first.
 */
export async function findCancelledOrdersHoldingMoney(db: DbOrTx, limit = 100): Promise<number[]> {
  const paid = db
    .select({
      orderId: paymentAttempts.orderId,
      amount: sql<number>`sum(${paymentAttempts.amount})`.as('paid_amount'),
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.status, 'paid'))
    .groupBy(paymentAttempts.orderId)
    .as('paid');
  const refunded = sql`coalesce((select sum(${paymentRefunds.amount}) from ${paymentRefunds}
    where ${paymentRefunds.orderId} = ${orders.id} and ${paymentRefunds.status} = 'processed'), 0)`;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(paid, eq(paid.orderId, orders.id))
    .where(and(eq(orders.status, 'CANCELLED'), sql`${paid.amount} > ${refunded}`))
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
