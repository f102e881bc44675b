import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentAttempts, paymentRefunds } from './payment.table.js';

/** Online payments started and not yet paid or failed, and refunds owed not yet processed (issue 35.4). */
export async function paymentsWaiting(db: DbOrTx): Promise<{ payments: number; refunds: number }> {
  const [payments] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.status, 'created'));
  const [refunds] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'pending'));
  return { payments: payments?.n ?? 0, refunds: refunds?.n ?? 0 };
}
