/**
 * The prepaid wallet (decision 0054): an append-only ledger in paise whose balance never goes below
 * zero; every money event names itself with an idempotency key and moves money once. Staff may put a
 * customer on a monthly bill instead (postpaid).
 */

export { credit, debit, type MoneyEvent, type MoneyMoved, moveMoney, readWallet } from './wallet.service.js';
export { readBalances } from './wallet-balances.repository.js';
export { closeWallet } from './wallet-close.service.js';
export { debitMany } from './wallet-debits.service.js';
export {
  allCustomersOnMonthlyBill,
  customersOnMonthlyBill,
  monthlyBillTerms,
  setMonthlyBill,
} from './wallet-terms.repository.js';
