import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { paymentAttempts, paymentEvents, paymentRefunds } from './payment.table.js';

type NewAttempt = Pick<
  typeof paymentAttempts.$inferInsert,
  'orderId' | 'provider' | 'providerOrderId' | 'amount'
>;

export async function insertAttempt(db: DbOrTx, attempt: NewAttempt) {
  const [row] = await db.insert(paymentAttempts).values(attempt).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The order's attempts, newest first. */
export async function findAttempts(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id));
}

/** The attempt behind a provider order, locked until the transaction ends: its payment is recorded once. */
export async function lockAttempt(tx: Tx, provider: string, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.providerOrderId, providerOrderId)))
    .for('update');
  return row;
}

export async function markAttemptPaid(tx: Tx, id: number, providerPaymentId: string) {
  await tx
    .update(paymentAttempts)
    .set({ status: 'paid', providerPaymentId, failure: null, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, id));
}

/**
 * A failed payment of an attempt still open; a paid attempt stays paid, whatever arrives later. The
 * callback and the webhook both report a failure, in either order: Razorpay's reason, from whichever
 * gives one, fills an attempt that failed without one.
 */
export async function markAttemptFailed(
  db: DbOrTx,
  provider: string,
  providerOrderId: string,
  /** Razorpay's reason, as it said it; none when it gave none (the API adds no English of its own). */
  failure: string | null,
) {
  await db
    .update(paymentAttempts)
    .set({
      status: 'failed',
      failure: sql`coalesce(${paymentAttempts.failure}, ${failure})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(paymentAttempts.provider, provider),
        eq(paymentAttempts.providerOrderId, providerOrderId),
        inArray(paymentAttempts.status, ['created', 'failed']),
      ),
    );
}

/** Records a webhook event's id; false when it was handled before (a duplicate delivery). */
export async function claimEvent(tx: Tx, provider: string, eventId: string, event: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ provider, eventId, event })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

type NewRefund = Omit<typeof paymentRefunds.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;

export async function insertRefund(tx: Tx, refund: NewRefund) {
  const [row] = await tx.insert(paymentRefunds).values(refund).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The order's refunds, oldest first: pending and processed. */
export async function findRefunds(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.id));
}

/** Marks a pending refund processed; false when it was already (another retry got there first). */
export async function markRefundProcessed(tx: Tx, id: number, providerRefundId: string): Promise<boolean> {
  const rows = await tx
    .update(paymentRefunds)
    .set({ status: 'processed', providerRefundId, updatedAt: new Date() })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/** The provider's payment ids (`pay_…`) of the orders' paid attempts, by order. */
export async function findPaidReferences(db: DbOrTx, orderIds: readonly number[]) {
  const byOrder = new Map<number, string[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: paymentAttempts.orderId, reference: paymentAttempts.providerPaymentId })
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.orderId, [...orderIds]), eq(paymentAttempts.status, 'paid')))
    .orderBy(asc(paymentAttempts.id));
  for (const { orderId, reference } of rows) {
    if (!reference) continue;
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), reference]);
  }
  return byOrder;
}
