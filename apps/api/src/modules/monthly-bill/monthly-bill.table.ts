import { BILL_ONLINE_PAYMENT_STATUSES, BILL_PAYMENT_METHODS } from '@farm/contract/plain/monthly-bill';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { staffUsers } from '../user/user.table.js';

/**
 * Money received against a customer's monthly bill (issue 34.3): cash or UPI recorded by staff with
 * its reference, or an online payment through the statement's link. Never updated or deleted; the
 * key names the event (`staff:<uuid>`, `online:<payment id>`), so a retry or a replay records once.
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: BILL_PAYMENT_METHODS }).notNull(),
    /** The UPI transaction id or receipt number staff typed; the provider's payment id online. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_payments_idempotency_key').on(t.idempotencyKey),
    index('bill_payments_customer_idx').on(t.customerId, t.receivedAt),
    check('bill_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A month closed on the 1st for a monthly-bill customer: the sums as they stood then, written
 * once (the unique customer and month), with the message and its payment link queued beside it.
 */
export const billStatements = pgTable(
  'bill_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** `2026-11`. */
    month: text('month').notNull(),
    broughtForward: integer('brought_forward').notNull(),
    delivered: integer('delivered').notNull(),
    credits: integer('credits').notNull(),
    payments: integer('payments').notNull(),
    due: integer('due').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bill_statements_once').on(t.customerId, t.month)],
);

/**
 * Paying the amount due online (the statement's link): the provider's order made for it, and its
 * payment once captured, recorded once as a `bill_payments` row under this row's lock.
 */
export const billOnlinePayments = pgTable(
  'bill_online_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: BILL_ONLINE_PAYMENT_STATUSES }).notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bill_online_payments_key_idx').on(t.customerId, t.idempotencyKey),
    uniqueIndex('bill_online_payments_provider_order_idx').on(t.provider, t.providerOrderId),
    check('bill_online_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A staff credit to a monthly-bill customer (spoilt milk, a missed delivery; decision 0054's
 * addendum): it comes off what they owe, never into the wallet they do not use. Never updated or
 * deleted; the key (`staff:<form key>`) records a retry once; stamped by the shop's clock.
 */
export const billCredits = pgTable(
  'bill_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** What staff typed: the credit's reason in their words, shown on the statement. */
    note: text('note').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bill_credits_idempotency_key').on(t.idempotencyKey),
    index('bill_credits_customer_idx').on(t.customerId, t.createdAt),
    check('bill_credits_amount_check', sql`${t.amount} > 0`),
  ],
);
