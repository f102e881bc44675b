import type { PaymentNote, PaymentStatus } from '@farm/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { paymentStatusUpdate } from '../order/index.js';
import { orderPayments } from './payment.table.js';
import { MONEY_BACK, MONEY_IN } from './payment-money.repository.js';

/** A payment row: `note` is only what a person typed; what the shop says goes in `systemNote`. */
export type NewPaymentRecord = Omit<
  typeof orderPayments.$inferInsert,
  'id' | 'createdAt' | 'noteKind' | 'noteValues' | 'status'
> & { status: PaymentStatus; systemNote?: PaymentNote | null };

/**
 * The order's payment moves to `record.status` and the change is recorded: one statement. The
 * order's column is moved by the order module's own update (`paymentStatusUpdate`); the caller
 * holds the order's lock.
 */
export async function recordPayment(tx: Tx, { systemNote, ...record }: NewPaymentRecord) {
  const update = paymentStatusUpdate(tx, record.orderId, record.status);
  const row = { ...record, noteKind: systemNote?.kind ?? null, noteValues: systemNote?.values ?? null };
  const insert = tx.insert(orderPayments).values(row).getSQL();
  await tx.execute(sql`with moved as (${update}) ${insert}`);
}

/** What the shop keeps of one order's money: what came in (online, cash) less what went back. */
export async function moneyKeptOf(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({
      kept: sql<number>`coalesce(sum(case
        when ${inArray(orderPayments.status, [...MONEY_IN])} then ${orderPayments.amount}
        when ${inArray(orderPayments.status, [...MONEY_BACK])} then -${orderPayments.amount}
        else 0 end), 0)::int`.mapWith(Number),
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return row?.kept ?? 0;
}
