import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { orders } from '../order/order.table.js';
import { paymentAttempts, paymentRefundRequests, paymentRefunds } from './payment.table.js';

/**
 * Cancelled orders still holding money received online: what their paid attempts took in is more
 * than what Razorpay has refunded (issue 30.4). Counted from the money itself, not the order's
 * payment status, which other rows could have turned (cash recorded by mistake; money arriving
 * after a full refund leaves it REFUNDED). Pending refunds do not count as refunded: the job sends
 * them again first. Only online orders have attempts; each sum is one index lookup by order.
 */
export async function findCancelledOrdersHoldingMoney(db: DbOrTx, limit = 100): Promise<number[]> {
  const paid = sql`coalesce((select sum(${paymentAttempts.amount}) from ${paymentAttempts}
    where ${paymentAttempts.orderId} = ${orders.id} and ${paymentAttempts.status} = 'paid'), 0)`;
  const refunded = sql`coalesce((select sum(${paymentRefunds.amount}) from ${paymentRefunds}
    where ${paymentRefunds.orderId} = ${orders.id} and ${paymentRefunds.status} = 'processed'), 0)`;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, 'CANCELLED'), eq(orders.paymentMethod, 'ONLINE'), sql`${paid} > ${refunded}`),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims a refund request's key: true when this transaction holds it now, false when a request
 * already did (its hash is then read with `findRefundRequest`). A same key sent at once waits
 * here for the first transaction to end.
 */
export async function claimRefundRequest(
  tx: Tx,
  claim: { staffId: number; key: string; requestHash: string; orderId: number },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentRefundRequests)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: paymentRefundRequests.key });
  return rows.length > 0;
}

export async function findRefundRequest(tx: Tx, staffId: number, key: string) {
  const [row] = await tx
    .select({ requestHash: paymentRefundRequests.requestHash, orderId: paymentRefundRequests.orderId })
    .from(paymentRefundRequests)
    .where(and(eq(paymentRefundRequests.staffId, staffId), eq(paymentRefundRequests.key, key)))
    .limit(1);
  return row;
}

/**
 * What staff who are not admins have refunded (pending or processed) on an order: counted against
 * `staffRefundMax` as one amount, however it was split (issue 30.2).
 */
export async function sumStaffRefundsOnOrder(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.orderId, orderId),
        eq(paymentRefunds.actorKind, 'staff'),
        sql`${paymentRefunds.actorRole} is distinct from 'admin'`,
      ),
    );
  return row?.sum ?? 0;
}

/** What one staff member has refunded since `since` (the start of India's day), on any order. */
export async function sumRefundsBySince(tx: Tx, staffId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.actorKind, 'staff'),
        eq(paymentRefunds.actorId, staffId),
        gte(paymentRefunds.createdAt, since),
      ),
    );
  return row?.sum ?? 0;
}

/** The advisory lock space of staff refunds (otp.repository.ts uses 1 and 2). */
const STAFF_REFUNDS_LOCK = 30_002;

/**
 * Holds one staff member's refunds until the transaction ends: two refunds of theirs on different
 * orders (each under its own order's lock) cannot both fit the same day's room.
 */
export async function lockStaffRefunds(tx: Tx, staffId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_REFUNDS_LOCK}::int, ${staffId}::int)`);
}
