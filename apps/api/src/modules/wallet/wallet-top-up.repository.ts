import type { WalletTopUp } from '@farm/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { walletTopUps } from './wallet.table.js';

export type TopUpRow = typeof walletTopUps.$inferSelect;

export function toTopUp(row: TopUpRow): WalletTopUp {
  const { id, amount, status, createdAt, paidAt } = row;
  return { id, amountPaise: amount, status, createdAt: iso(createdAt), paidAt: paidAt ? iso(paidAt) : null };
}

/** A new top-up; none when the customer's key names one already (its row is then found by key). */
export async function insertTopUp(
  db: DbOrTx,
  values: { customerId: number; amount: number; idempotencyKey: string | null; provider: string },
): Promise<TopUpRow | undefined> {
  const [row] = await db.insert(walletTopUps).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findTopUpByKey(db: DbOrTx, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(walletTopUps)
    .where(and(eq(walletTopUps.customerId, customerId), eq(walletTopUps.idempotencyKey, key)));
  return row;
}

export async function findTopUp(db: DbOrTx, id: number) {
  const [row] = await db.select().from(walletTopUps).where(eq(walletTopUps.id, id));
  return row;
}

export async function setProviderOrder(db: DbOrTx, id: number, providerOrderId: string) {
  await db.update(walletTopUps).set({ providerOrderId }).where(eq(walletTopUps.id, id));
}

/** The top-up behind a provider order, locked: its payment credits the wallet once. */
export async function lockTopUpByProviderOrder(tx: Tx, provider: string, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(walletTopUps)
    .where(and(eq(walletTopUps.provider, provider), eq(walletTopUps.providerOrderId, providerOrderId)))
    .for('update');
  return row;
}

export async function markTopUpPaid(tx: Tx, id: number, providerPaymentId: string, now: Date) {
  await tx
    .update(walletTopUps)
    .set({ status: 'PAID', providerPaymentId, failure: null, paidAt: now })
    .where(eq(walletTopUps.id, id));
}

/** A failed payment of a top-up still waiting; a paid top-up stays paid, whatever arrives later. */
export async function markTopUpFailed(
  db: DbOrTx,
  provider: string,
  providerOrderId: string,
  failure: string | null,
) {
  await db
    .update(walletTopUps)
    .set({ status: 'FAILED', failure })
    .where(
      and(
        eq(walletTopUps.provider, provider),
        eq(walletTopUps.providerOrderId, providerOrderId),
        eq(walletTopUps.status, 'PENDING'),
      ),
    );
}
