import type { OrderStatus } from '@farm/contract';
import { and, asc, eq, gt, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../order/order.table.js';
import { customers } from './customer.table.js';

/** An order in one of these is done with: nothing more is delivered, collected or given back. */
const SETTLED: OrderStatus[] = ['DELIVERED', 'CANCELLED', 'RETURNED'];

/** The customer's orders that are neither delivered nor cancelled (read across: decision 0022). */
export async function findOpenOrders(db: DbOrTx, customerId: number) {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, SETTLED)))
    .orderBy(asc(orders.id));
}

/** Closes an open account; a second close keeps the first date. Answers the row, if it exists. */
export async function markClosed(db: DbOrTx, customerId: number) {
  const [row] = await db
    .update(customers)
    .set({ closedAt: sql`coalesce(${customers.closedAt}, now())` })
    .where(and(eq(customers.id, customerId), isNull(customers.erasedAt)))
    .returning();
  return row;
}

/**
 * Re-opens an account closed after `closedAfter` (within the grace period), in one statement: an
 * account the sweep erased meanwhile, or whose grace ran out, is not re-opened (undefined).
 */
export async function reopenAccount(db: DbOrTx, customerId: number, closedAfter: Date) {
  const [row] = await db
    .update(customers)
    .set({ closedAt: null })
    .where(
      and(
        eq(customers.id, customerId),
        gt(customers.closedAt, closedAfter),
        isNull(customers.erasedAt),
        eq(customers.active, true),
      ),
    )
    .returning();
  return row;
}

/** Locks the customer's row for an erasure (until the transaction ends); undefined if there is none. */
export async function lockCustomerForErasure(tx: DbOrTx, customerId: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

/**
 * Accounts closed on or before `closedBy` and not yet erased, by id after `afterId` (the sweep
 * walks them in batches, so that one it must skip is not met again).
 */
export async function findLapsedClosedAccounts(db: DbOrTx, closedBy: Date, afterId: number, limit: number) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        isNotNull(customers.closedAt),
        lte(customers.closedAt, closedBy),
        isNull(customers.erasedAt),
        gt(customers.id, afterId),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
