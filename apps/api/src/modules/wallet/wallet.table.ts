import { WALLET_ACTORS, WALLET_REASONS } from '@farm/contract/plain/wallet';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { staffUsers } from '../user/user.table.js';

/**
 * A customer's prepaid balance in paise: the sum of their ledger, kept beside it so that a debit can
 * be refused by a guard in one statement (decision 0054). Never below zero, by the check too.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'restrict' }),
    balance: integer('balance').notNull().default(0),
    /**
     * A trusted customer on a monthly bill (postpaid), set by staff: their deliveries accrue on the
     * bill instead of being debited (decision 0054, addendum).
     */
    monthlyBill: boolean('monthly_bill').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallet_accounts_balance_check', sql`${t.balance} >= 0`)],
);

/** The ledger: one row per money event, never updated or deleted; `amount` is signed paise. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => walletAccounts.customerId, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: WALLET_REASONS }).notNull(),
    /** Names the money event (`staff:<uuid>`, `topup:<payment>`, `delivery:<sub>:<day>`): once each. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The balance right after this event. */
    balanceAfter: integer('balance_after').notNull(),
    /** Who moved the money: the customer (a top-up), staff, or the shop itself (a job). */
    actor: text('actor', { enum: WALLET_ACTORS }).notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** What staff typed (a credit's reason in their words); the only words stored. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_idempotency_key').on(t.idempotencyKey),
    index('wallet_entries_customer_idx').on(t.customerId, t.id),
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);
