import { and, asc, between, eq, exists, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { customers } from '../customer/customer.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { subscriptionDeliveries } from '../subscription/subscription-generation.table.js';
import { billCredits, billOnlinePayments, billPayments, billStatements } from './monthly-bill.table.js';

/** Orders that were never delivered as a sale: not billed. */
const NOT_BILLED = ['PENDING_PAYMENT', 'CANCELLED', 'RETURNED'] as const;

/** Day bounds as India's instants: `from`'s midnight up to the end of `to`. */
const startOf = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * A subscription's days placed on the monthly bill: orders the generation job placed (a
 * `subscription_deliveries` row names them) still unpaid (the `MONTHLY_BILL` settlement; a wallet's
 * are paid when placed), not cancelled or returned, delivered on the days `from`…`to`.
 */
function billedOrders(customerId: number, from: string, to: string) {
  return and(
    eq(orders.customerId, customerId),
    between(orders.deliveryDate, from, to),
    eq(orders.paymentStatus, 'UNPAID'),
    notInArray(orders.status, [...NOT_BILLED]),
    exists(
      sql`(select 1 from ${subscriptionDeliveries} where ${subscriptionDeliveries.orderId} = ${orders.id})`,
    ),
  );
}

/** The bill's deliveries of the days `from`…`to`, each with its lines, by day. */
export async function billedDays(db: DbOrTx, customerId: number, from: string, to: string) {
  const rows = await db
    .select({ id: orders.id, day: orders.deliveryDate, total: orders.total })
    .from(orders)
    .where(billedOrders(customerId, from, to))
    .orderBy(asc(orders.deliveryDate), asc(orders.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            name: orderItems.name,
            translations: orderItems.translations,
            quantity: orderItems.quantity,
            lineTotal: orderItems.lineTotal,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  return rows.map((row) => ({ ...row, lines: lines.filter((l) => l.orderId === row.id) }));
}

/** The sum of the bill's deliveries on the days `from`…`to`. */
export async function billedSum(db: DbOrTx, customerId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(billedOrders(customerId, from, to));
  return row?.sum ?? 0;
}

/**
 * Staff credits (spoilt milk, a missed delivery) on the bill between two instants: taken off what
 * is owed. The wallet's own credits are the wallet's (decision 0054's addendum): never counted here.
 */
export async function creditsBetween(db: DbOrTx, customerId: number, start: Date, end: Date) {
  return db
    .select({ at: billCredits.createdAt, amount: billCredits.amount, note: billCredits.note })
    .from(billCredits)
    .where(
      and(
        eq(billCredits.customerId, customerId),
        sql`${billCredits.createdAt} >= ${start.toISOString()}`,
        lt(billCredits.createdAt, end),
      ),
    )
    .orderBy(asc(billCredits.id));
}

export type BillCreditRow = typeof billCredits.$inferSelect;

/** Records a staff credit on the bill once: nothing when its key was already used. */
export async function insertBillCredit(db: DbOrTx, credit: typeof billCredits.$inferInsert) {
  const [row] = await db.insert(billCredits).values(credit).onConflictDoNothing().returning();
  return row;
}

export async function findBillCreditByKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(billCredits).where(eq(billCredits.idempotencyKey, key));
  return row;
}

/** Payments received between two instants. */
export async function paymentsBetween(db: DbOrTx, customerId: number, start: Date, end: Date) {
  return db
    .select()
    .from(billPayments)
    .where(
      and(
        eq(billPayments.customerId, customerId),
        sql`${billPayments.receivedAt} >= ${start.toISOString()}`,
        lt(billPayments.receivedAt, end),
      ),
    )
    .orderBy(asc(billPayments.id));
}

export type BillPaymentRow = typeof billPayments.$inferSelect;

/** The instant a day begins in India, and the instant after `to` ends. */
export function instantsOf(from: string, toExclusive: string) {
  return { start: startOf(from), end: startOf(toExclusive) };
}

/** Records a payment once: nothing when its key was already used. */
export async function insertBillPayment(db: DbOrTx, payment: typeof billPayments.$inferInsert) {
  const [row] = await db.insert(billPayments).values(payment).onConflictDoNothing().returning();
  return row;
}

export async function findBillPaymentByKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(billPayments).where(eq(billPayments.idempotencyKey, key));
  return row;
}

/** The name and number a statement is addressed to, and the customer's language. */
export async function statementCustomer(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ name: customers.name, mobileNumber: customers.mobileNumber, locale: customers.locale })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** Writes a month's closed statement once; answers the row when this call wrote it. */
export async function insertStatement(tx: Tx, row: typeof billStatements.$inferInsert) {
  const [inserted] = await tx.insert(billStatements).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function closedStatements(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(billStatements)
    .where(eq(billStatements.customerId, customerId))
    .orderBy(sql`${billStatements.month} desc`);
}

export async function findStatement(db: DbOrTx, customerId: number, month: string) {
  const [row] = await db
    .select()
    .from(billStatements)
    .where(and(eq(billStatements.customerId, customerId), eq(billStatements.month, month)));
  return row;
}

export type OnlinePaymentRow = typeof billOnlinePayments.$inferSelect;

export async function insertOnlinePayment(db: DbOrTx, row: typeof billOnlinePayments.$inferInsert) {
  const [inserted] = await db.insert(billOnlinePayments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findOnlinePayment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(billOnlinePayments).where(eq(billOnlinePayments.id, id));
  return row;
}

export async function findOnlinePaymentByKey(db: DbOrTx, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(billOnlinePayments)
    .where(and(eq(billOnlinePayments.customerId, customerId), eq(billOnlinePayments.idempotencyKey, key)));
  return row;
}

export async function setOnlineProviderOrder(db: DbOrTx, id: number, providerOrderId: string) {
  await db.update(billOnlinePayments).set({ providerOrderId }).where(eq(billOnlinePayments.id, id));
}

/** The online payment of a provider order, locked: its callback and webhooks record it once. */
export async function lockOnlinePaymentByProviderOrder(tx: Tx, provider: string, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(billOnlinePayments)
    .where(
      and(eq(billOnlinePayments.provider, provider), eq(billOnlinePayments.providerOrderId, providerOrderId)),
    )
    .for('update');
  return row;
}

export async function markOnlinePaid(tx: Tx, id: number, paymentId: string, now: Date) {
  await tx
    .update(billOnlinePayments)
    .set({ status: 'PAID', providerPaymentId: paymentId, paidAt: now })
    .where(eq(billOnlinePayments.id, id));
}

export async function markOnlineFailed(db: DbOrTx, provider: string, providerOrderId: string) {
  await db
    .update(billOnlinePayments)
    .set({ status: 'FAILED' })
    .where(
      and(
        eq(billOnlinePayments.provider, provider),
        eq(billOnlinePayments.providerOrderId, providerOrderId),
        eq(billOnlinePayments.status, 'PENDING'),
      ),
    );
}
