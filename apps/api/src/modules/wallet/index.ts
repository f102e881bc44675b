/**
 * The prepaid wallet (decision 0054): an append-only ledger in paise whose balance never goes below
 * zero; every money event names itself with an idempotency key and moves money once.
 */

export { credit, debit, type MoneyEvent, type MoneyMoved, moveMoney, readWallet } from './wallet.service.js';
export { readBalances } from './wallet-balances.repository.js';
