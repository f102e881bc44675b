import type { Tx } from '../../db/client.js';
import { readBalance } from './wallet.repository.js';
import { type MoneyMoved, moveMoney } from './wallet.service.js';
import { setMonthlyBill } from './wallet-terms.repository.js';

/**
 * Closes a customer's wallet when their account is erased (decision 0054, addendum), inside the
 * erasure's transaction: a closed-system prepaid balance is never paid out in cash or moved to
 * anyone else (INDIA.md), so what remains leaves the wallet as a `REFUND` entry, the refund the shop
 * owes back to the original payments, recorded once (`close:<customer>`); the monthly bill ends.
 * The ledger stays: it is the record of money held and owed.
 */
export async function closeWallet(tx: Tx, customerId: number): Promise<MoneyMoved | null> {
  await setMonthlyBill(tx, customerId, false);
  const balance = await readBalance(tx, customerId);
  if (balance <= 0) return null;
  return moveMoney(
    tx,
    {
      customerId,
      amount: balance,
      reason: 'REFUND',
      idempotencyKey: `close:${customerId}`,
      actor: 'SHOP',
    },
    -1,
  );
}
