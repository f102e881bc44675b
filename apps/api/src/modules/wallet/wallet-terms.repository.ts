import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { walletAccounts } from './wallet.table.js';

/** Of these customers, those staff put on a monthly bill (postpaid; decision 0054, addendum). */
export async function customersOnMonthlyBill(
  db: DbOrTx,
  customerIds: readonly number[],
): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .select({ customerId: walletAccounts.customerId })
    .from(walletAccounts)
    .where(and(inArray(walletAccounts.customerId, [...customerIds]), eq(walletAccounts.monthlyBill, true)));
  return new Set(rows.map((r) => r.customerId));
}

/** Puts a customer on the monthly bill or back on the prepaid wallet (the account row made if none). */
export async function setMonthlyBill(db: DbOrTx, customerId: number, monthlyBill: boolean): Promise<void> {
  await db
    .insert(walletAccounts)
    .values({ customerId, balance: 0, monthlyBill })
    .onConflictDoUpdate({ target: walletAccounts.customerId, set: { monthlyBill } });
}
