import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { walletAccounts } from './wallet.table.js';

/** The balances of many customers in paise (none yet: 0), for lists and the low-balance check. */
export async function readBalances(db: DbOrTx, customerIds: readonly number[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>(customerIds.map((id) => [id, 0]));
  if (customerIds.length === 0) return balances;
  const rows = await db
    .select({ customerId: walletAccounts.customerId, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(inArray(walletAccounts.customerId, [...customerIds]));
  for (const row of rows) balances.set(row.customerId, row.balance);
  return balances;
}
