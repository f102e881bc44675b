import type { Tx } from '../../db/client.js';
import type { AppError } from '../../lib/app-error.js';
import type { MoneyEvent } from './wallet.service.js';
import { insertDebits, lockBalances } from './wallet-debits.repository.js';
import { tooLow } from './wallet-refusal.js';

/**
 * Many debits in the caller's transaction, in two statements whatever their number (the
 * subscription job's batch of a morning's orders, decision 0054's third addendum): the wallets
 * locked and read, then, in the events' order, each debit the balance covers written with the
 * balance it leaves, the same rule as `moveMoney`'s (never below zero). Answers, by position, the
 * events the balance could not cover (WALLET_BALANCE_TOO_LOW, as `moveMoney` throws it); nothing is
 * written for them. A key used before throws (the batch's caller then moves them one by one).
 */
export async function debitMany(tx: Tx, events: readonly MoneyEvent[]): Promise<Map<number, AppError>> {
  const refused = new Map<number, AppError>();
  if (events.length === 0) return refused;
  const balances = await lockBalances(tx, [...new Set(events.map((e) => e.customerId))]);
  const debits = events.flatMap((event, index) => {
    const held = balances.get(event.customerId) ?? 0;
    if (held < event.amount) {
      refused.set(index, tooLow(held, event.amount));
      return [];
    }
    balances.set(event.customerId, held - event.amount);
    const { customerId, amount, reason, idempotencyKey, actor } = event;
    return [{ customerId, amount, reason, idempotencyKey, actor, balanceAfter: held - event.amount }];
  });
  if (!(await insertDebits(tx, debits))) throw new Error('a debit of the batch was recorded before');
  return refused;
}
