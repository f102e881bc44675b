import type { PageQuery, WalletEntry } from '@farm/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { walletAccounts, walletEntries } from './wallet.table.js';

export type EntryRow = typeof walletEntries.$inferSelect;
export type NewEntry = Omit<typeof walletEntries.$inferInsert, 'id' | 'balanceAfter' | 'createdAt'>;

export function toEntry(row: EntryRow): WalletEntry {
  const { id, amount, reason, actor, note, balanceAfter, createdAt } = row;
  return { id, amount, reason, actor, note, balanceAfter, createdAt: iso(createdAt) };
}

/** The ledger row of a money event, written first: nothing when its key was already used. */
export async function insertEntry(tx: Tx, entry: NewEntry): Promise<EntryRow | undefined> {
  // balance_after is known once the balance has moved, in the same transaction (setBalanceAfter).
  const [row] = await tx
    .insert(walletEntries)
    .values({ ...entry, balanceAfter: 0 })
    .onConflictDoNothing({ target: walletEntries.idempotencyKey })
    .returning();
  return row;
}

export async function findEntryByKey(db: DbOrTx, key: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, key));
  return row;
}

export async function setBalanceAfter(tx: Tx, id: number, balanceAfter: number): Promise<EntryRow> {
  const [row] = await tx
    .update(walletEntries)
    .set({ balanceAfter })
    .where(eq(walletEntries.id, id))
    .returning();
  if (!row) throw new Error(`wallet entry ${id} vanished inside its transaction`);
  return row;
}

/** Makes sure the customer's account row exists (at zero), so that every event has a row to lock. */
export async function openAccount(tx: Tx, customerId: number): Promise<void> {
  await tx.insert(walletAccounts).values({ customerId, balance: 0 }).onConflictDoNothing();
}

/**
 * Moves the balance by `amount` in one guarded statement: no row when it would go below zero. The
 * row's lock orders concurrent events of one customer, and PostgreSQL re-checks the guard on the
 * row version it waited for (decision 0054).
 */
export async function moveBalance(tx: Tx, customerId: number, amount: number): Promise<number | undefined> {
  const [row] = await tx
    .update(walletAccounts)
    .set({ balance: sql`${walletAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(walletAccounts.customerId, customerId), sql`${walletAccounts.balance} + ${amount} >= 0`))
    .returning({ balance: walletAccounts.balance });
  return row?.balance;
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
