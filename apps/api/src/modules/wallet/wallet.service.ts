import type { PageQuery, Wallet, WalletActor, WalletEntry, WalletReason } from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { AppError } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import {
  type EntryRow,
  findEntryByKey,
  listEntries,
  moveBalanceOf,
  openAccountAndInsertEntry,
  readBalance,
  toEntry,
} from './wallet.repository.js';
import { tooLow } from './wallet-refusal.js';

/** One money event: `amount` is positive paise; `credit` adds it, `debit` takes it away. */
export type MoneyEvent = {
  customerId: number;
  amount: number;
  reason: WalletReason;
  /** Names the event once: a repeat answers the first event and moves nothing (decision 0054). */
  idempotencyKey: string;
  actor: WalletActor;
  staffUserId?: number | null;
  note?: string | null;
};

/** The event as recorded, and whether this call repeated an event already recorded. */
export type MoneyMoved = { entry: WalletEntry; repeated: boolean };

/**
 * Records one money event inside the caller's transaction (the subscription job debits in its
 * checkout's): the ledger row, then the balance in one guarded statement. A debit the balance
 * cannot cover throws WALLET_BALANCE_TOO_LOW, and the caller's rollback takes the ledger row too.
 */
export async function moveMoney(tx: Tx, event: MoneyEvent, direction: 1 | -1): Promise<MoneyMoved> {
  const amount = event.amount * direction;
  const inserted = await openAccountAndInsertEntry(tx, {
    customerId: event.customerId,
    amount,
    reason: event.reason,
    idempotencyKey: event.idempotencyKey,
    actor: event.actor,
    staffUserId: event.staffUserId ?? null,
    note: event.note ?? null,
  });
  if (!inserted) return { entry: toEntry(await firstEvent(tx, event, amount)), repeated: true };
  const entry = await moveBalanceOf(tx, { customerId: event.customerId, amount, entryId: inserted.id });
  if (!entry) throw tooLow(await readBalance(tx, event.customerId), event.amount);
  return { entry, repeated: false };
}

/** The event a repeated key first named; the same key for another event is refused. */
async function firstEvent(tx: Tx, event: MoneyEvent, amount: number): Promise<EntryRow> {
  const first = await findEntryByKey(tx, event.idempotencyKey);
  if (!first) throw new Error(`wallet key ${event.idempotencyKey} conflicted but is not there`);
  if (first.customerId !== event.customerId || first.amount !== amount || first.reason !== event.reason) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This key was used for a different money event; use a new key for a new one',
    ).worded({}, 'IDEMPOTENCY_KEY_USED_DIFFERENT_MONEY_EVENT');
  }
  return first;
}

/** Adds money to a wallet in a transaction of its own. */
export function credit(db: Db, event: MoneyEvent): Promise<MoneyMoved> {
  return transactionRetryingDeadlocks(db, (tx) => moveMoney(tx, event, 1));
}

/** Takes money from a wallet in a transaction of its own; never below zero. */
export function debit(db: Db, event: MoneyEvent): Promise<MoneyMoved> {
  return transactionRetryingDeadlocks(db, (tx) => moveMoney(tx, event, -1));
}

/** A customer's balance and one page of their ledger, newest first. */
export async function readWallet(db: Db, customerId: number, page: PageQuery): Promise<Wallet> {
  const [balance, { rows, total }] = await Promise.all([
    readBalance(db, customerId),
    listEntries(db, customerId, page),
  ]);
  return { customerId, balance, entries: rows.map(toEntry), page: pageInfo(page, total) };
}
