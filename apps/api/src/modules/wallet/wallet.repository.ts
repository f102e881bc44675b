import type { PageQuery, WalletEntry } from '@farm/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { walletAccounts, walletEntries } from './wallet.table.js';

export type EntryRow = typeof walletEntries.$inferSelect;
export type NewEntry = Omit<typeof walletEntries.$inferInsert, 'id' | 'balanceAfter' | 'createdAt'>;

export function toEntry(row: EntryRow): WalletEntry {
  const { id, amount, reason, actor, note, balanceAfter, createdAt } = row;
  return { id, amount, reason, actor, note, balanceAfter, createdAt: iso(createdAt) };
}

const v = (name: string) => sql.placeholder(name);

const openAndInsert = preparedStatement<{ id: number }>(
  'wallet_open_account_insert_entry',
  () => sql`
    with account as (
      insert into ${walletAccounts} (customer_id, balance) values (${v('customerId')}::int, 0)
      on conflict do nothing)
    insert into ${walletEntries}
      (customer_id, amount, reason, idempotency_key, balance_after, actor, staff_user_id, note)
    values (${v('customerId')}::int, ${v('amount')}::int, ${v('reason')}::text, ${v('idempotencyKey')}::text,
      0, ${v('actor')}::text, ${v('staffUserId')}::int, ${v('note')}::text)
    on conflict (idempotency_key) do nothing
    returning id`,
);

/**
 * The ledger row of a money event, written first (balance_after is known once the balance has
 * moved: `moveBalanceOf`), with the customer's account opened at zero if they had none, so that
 * every event has a row to lock; one statement (the subscription job sends it for each of a
 * morning's orders). Nothing when the event's key was already used.
 */
export async function openAccountAndInsertEntry(
  tx: Tx,
  entry: NewEntry,
): Promise<{ id: number } | undefined> {
  const [row] = await openAndInsert(tx, {
    customerId: entry.customerId,
    amount: entry.amount,
    reason: entry.reason,
    idempotencyKey: entry.idempotencyKey,
    actor: entry.actor,
    staffUserId: entry.staffUserId ?? null,
    note: entry.note ?? null,
  });
  return row && { id: Number(row.id) };
}

type MovedRow = {
  id: number;
  amount: number;
  reason: EntryRow['reason'];
  actor: EntryRow['actor'];
  note: string | null;
  balance_after: number;
  created_at: string | Date;
};

const moveAndSet = preparedStatement<MovedRow>(
  'wallet_move_balance',
  () => sql`
    with moved as (
      update ${walletAccounts} set balance = balance + ${v('amount')}::int, updated_at = now()
      where customer_id = ${v('customerId')}::int and balance + ${v('amount')}::int >= 0
      returning balance)
    update ${walletEntries} e set balance_after = moved.balance from moved
    where e.id = ${v('entryId')}::int
    returning e.id, e.amount, e.reason, e.actor, e.note, e.balance_after, e.created_at`,
);

/**
 * Moves the balance by `amount` in one guarded statement and writes the balance it left on the
 * event's ledger row: nothing when it would go below zero. The account row's lock orders concurrent
 * events of one customer, and PostgreSQL re-checks the guard on the row version it waited for
 * (decision 0054).
 */
export async function moveBalanceOf(
  tx: Tx,
  move: { customerId: number; amount: number; entryId: number },
): Promise<WalletEntry | undefined> {
  const [row] = await moveAndSet(tx, move);
  if (!row) return undefined;
  const { id, amount, reason, actor, note } = row;
  return {
    id: Number(id),
    amount: Number(amount),
    reason,
    actor,
    note,
    balanceAfter: Number(row.balance_after),
    createdAt: iso(new Date(row.created_at)),
  };
}

export async function findEntryByKey(db: DbOrTx, key: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, key));
  return row;
}

export async function readBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.customerId, customerId));
  return row?.balance ?? 0;
}

/** One page of a customer's ledger, newest first, and how many rows it has in all. */
export async function listEntries(db: DbOrTx, customerId: number, page: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.customerId, customerId))
      .orderBy(desc(walletEntries.id))
      .limit(page.size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(walletEntries).where(eq(walletEntries.customerId, customerId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Balance and the sum of the ledger, per customer: the property test's invariant. */
export async function ledgerSums(db: DbOrTx, customerId: number) {
  const [sum] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.customerId, customerId));
  return { balance: await readBalance(db, customerId), ledger: sum?.sum ?? 0 };
}
