import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffUsers } from '../user/user.table.js';
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

/** Every customer on the monthly bill now. */
export async function allCustomersOnMonthlyBill(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ customerId: walletAccounts.customerId })
    .from(walletAccounts)
    .where(eq(walletAccounts.monthlyBill, true))
    .orderBy(walletAccounts.customerId);
  return rows.map((r) => r.customerId);
}

/**
 * Puts a customer on the monthly bill or back on the prepaid wallet (the account row made if none),
 * recording who changed it (none: the shop, as when an account is erased) and when.
 */
export async function setMonthlyBill(
  db: DbOrTx,
  customerId: number,
  monthlyBill: boolean,
  staffUserId: number | null = null,
): Promise<void> {
  const changed = { monthlyBill, monthlyBillChangedAt: sql`now()`, monthlyBillChangedBy: staffUserId };
  await db
    .insert(walletAccounts)
    .values({ customerId, balance: 0, ...changed })
    .onConflictDoUpdate({ target: walletAccounts.customerId, set: changed });
}

/** Whether a customer is on the monthly bill, when it last changed and the name of who changed it. */
export async function monthlyBillTerms(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      monthlyBill: walletAccounts.monthlyBill,
      changedAt: walletAccounts.monthlyBillChangedAt,
      changedByName: staffUsers.name,
    })
    .from(walletAccounts)
    .leftJoin(staffUsers, eq(staffUsers.id, walletAccounts.monthlyBillChangedBy))
    .where(eq(walletAccounts.customerId, customerId));
  return row ?? { monthlyBill: false, changedAt: null, changedByName: null };
}
