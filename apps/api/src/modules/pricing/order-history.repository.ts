import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../order/order.table.js';

/** Whether the customer has placed an order that still counts (cancelled ones do not). */
export async function hasOrdered(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'CANCELLED')))
    .limit(1);
  return row !== undefined;
}
