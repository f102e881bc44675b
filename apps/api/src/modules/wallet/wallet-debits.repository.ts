import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';

const v = (name: string) => sql.placeholder(name);

/** The wallets of these customers, locked (in id order) until the transaction ends, with their balances. */
const lockWallets = preparedStatement<{ customer_id: number; balance: number | string }>(
  'wallet_lock_many',
  () => sql`
    select customer_id, balance from wallet_accounts
    where customer_id = any((select ${v('customerIds')}::int[])::int[])
    order by customer_id
    for no key update`,
);

export async function lockBalances(tx: Tx, customerIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await lockWallets(tx, { customerIds: [...customerIds].sort((a, b) => a - b) });
  return new Map(rows.map((r) => [Number(r.customer_id), Number(r.balance)]));
}

/**
 * Many debits in one statement, on wallets this transaction locked (`lockBalances`): each ledger row
 * with the balance it leaves (worked out by the caller from the locked balances), and each account's
 * balance moved by its customer's sum. Answers how many ledger rows were new and how many accounts
 * moved; a key used before writes no row, and the caller refuses the whole.
 */
const debitMany = preparedStatement<{ entries: number | string; accounts: number | string }>(
  'wallet_debit_many',
  () => sql`
    with entries as (
      insert into wallet_entries (customer_id, amount, reason, idempotency_key, balance_after, actor)
      select e.customer_id, -e.amount, e.reason, e.idempotency_key, e.balance_after, e.actor
      from unnest((select ${v('customerIds')}::int[]), (select ${v('amounts')}::int[]),
        (select ${v('reasons')}::text[]), (select ${v('keys')}::text[]),
        (select ${v('balancesAfter')}::int[]), (select ${v('actors')}::text[]))
        as e(customer_id, amount, reason, idempotency_key, balance_after, actor)
      on conflict (idempotency_key) do nothing
      returning id),
    accounts as (
      update wallet_accounts a set balance = a.balance - d.amount, updated_at = now()
      from unnest((select ${v('accountIds')}::int[]), (select ${v('accountAmounts')}::int[]))
        as d(customer_id, amount)
      where a.customer_id = d.customer_id and a.balance - d.amount >= 0
      returning a.customer_id)
    select (select count(*) from entries) as entries, (select count(*) from accounts) as accounts`,
);

export type DebitRow = {
  customerId: number;
  amount: number;
  reason: string;
  idempotencyKey: string;
  balanceAfter: number;
  actor: string;
};

export async function insertDebits(tx: Tx, debits: readonly DebitRow[]): Promise<boolean> {
  if (debits.length === 0) return true;
  const byCustomer = new Map<number, number>();
  for (const d of debits) byCustomer.set(d.customerId, (byCustomer.get(d.customerId) ?? 0) + d.amount);
  const [row] = await debitMany(tx, {
    customerIds: debits.map((d) => d.customerId),
    amounts: debits.map((d) => d.amount),
    reasons: debits.map((d) => d.reason),
    keys: debits.map((d) => d.idempotencyKey),
    balancesAfter: debits.map((d) => d.balanceAfter),
    actors: debits.map((d) => d.actor),
    accountIds: [...byCustomer.keys()],
    accountAmounts: [...byCustomer.values()],
  });
  return Number(row?.entries) === debits.length && Number(row?.accounts) === byCustomer.size;
}
