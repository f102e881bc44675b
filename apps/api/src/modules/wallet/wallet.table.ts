import { WALLET_ACTORS, WALLET_REASONS, WALLET_TOP_UP_STATUSES } from '@farm/contract/plain/wallet';
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
    /** When staff last put the customer on the monthly bill or took them off it, and who. */
    monthlyBillChangedAt: timestamp('monthly_bill_changed_at', { withTimezone: true }),
    monthlyBillChangedBy: integer('monthly_bill_changed_by').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
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

/**
 * A top-up by online payment (decision 0054's addendum): the provider's order made for it, and its
 * payment once captured. The wallet is credited once per top-up, with key `topup:<payment id>`,
 * by whichever of the callback and the webhooks reports the payment first (the row's lock).
 */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** The customer's Idempotency-Key: a repeat answers this top-up and makes no second charge. */
    idempotencyKey: text('idempotency_key'),
    provider: text('provider').notNull(),
    /** Null until the provider made its order (it may not have answered). */
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: WALLET_TOP_UP_STATUSES }).notNull().default('PENDING'),
    /** Why the last payment failed, as the provider said it. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_top_ups_key_idx').on(t.customerId, t.idempotencyKey),
    uniqueIndex('wallet_top_ups_provider_order_idx').on(t.provider, t.providerOrderId),
    check('wallet_top_ups_amount_check', sql`${t.amount} > 0`),
    check('wallet_top_ups_status_check', sql`${t.status} in ('PENDING','PAID','FAILED')`),
  ],
);
