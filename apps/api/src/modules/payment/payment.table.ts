import type { PaymentNote } from '@farm/contract';
import { DOOR_PAYMENT_KINDS } from '@farm/contract/plain/delivery';
import { PAYMENT_STATUSES } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { orders } from '../order/order.table.js';

export const PAYMENT_ATTEMPT_STATUSES = ['created', 'paid', 'failed'] as const;

/**
 * Each time a customer set out to pay an order online: the provider's order (Razorpay `order_…`),
 * then its payment (`pay_…`) when one was made. Which payments were recorded is kept here, so a
 * callback and its webhook, or a webhook sent twice, record a payment once (decision 0031). An order
 * with an attempt or a refund is never deleted (RESTRICT: issue 30, money must not cascade away).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('created'),
    /** Why the last payment of this attempt failed, as the provider said; null when it did not say. */
    failure: text('failure'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_attempts_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payment_attempts_order_idx').on(t.orderId),
    check('payment_attempts_status_check', sql`${t.status} in ('created','paid','failed')`),
    check('payment_attempts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Webhook events handled, by the provider's event id: a delivery seen before is answered and skipped. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const REFUND_STATUSES = ['pending', 'processed'] as const;

/**
 * Money given back for an order: written as `pending` with its idempotency key before Razorpay is
 * asked, so a retry after a lost answer sends the same key and refunds once; `processed` with
 * Razorpay's refund id when it answered.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerRefundId: text('provider_refund_id'),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    actorKind: text('actor_kind', { enum: ['staff', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    /** The staff member's role when they sent it: a non-admin's refunds count against the limits. */
    actorRole: text('actor_role'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_refunds_key_idx').on(t.idempotencyKey),
    index('payment_refunds_order_idx').on(t.orderId),
    // A staff member's refunds of a day (the daily limit, issue 30.2).
    index('payment_refunds_actor_idx').on(t.actorId, t.createdAt),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending','processed')`),
  ],
);

/**
 * A staff member's refund request by its `Idempotency-Key` (issue 30.1): claimed in the refund's
 * own transaction, under the order's lock, with the hash of what was asked (order, amount,
 * reason). A repeat answers the first result; the same key for another request is refused.
 */
export const paymentRefundRequests = pgTable(
  'payment_refund_requests',
  {
    staffId: integer('staff_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.key] })],
);

/**
 * Each change of an order's payment: who recorded it, how much, when (cash at the door, paid online,
 * refunded). Only this module writes it, with the order's `payment_status` in the same statement
 * (payment-record.repository.ts); the table keeps its first name, `order_payments`. Money: an order with any is
 * never deleted (RESTRICT, not CASCADE: a delete that slipped past the service is refused too).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    actorKind: text('actor_kind', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    /** What a person typed; old rows hold the shop's English here too (shown as they are). */
    note: text('note'),
    /** What the shop wrote (paid online, to be refunded, a refund), as a kind and values (issue 31.5). */
    noteKind: text('note_kind').$type<PaymentNote['kind']>(),
    noteValues: jsonb('note_values').$type<PaymentNote['values']>(),
    /** Money taken at the door: by cash or by UPI (issue 32.10); null for other rows. */
    collectedBy: text('collected_by', { enum: DOOR_PAYMENT_KINDS }),
    /** The UPI reference the customer's app showed, for the farm to match its bank statement. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
    check('order_payments_amount_check', sql`${t.amount} >= 0`),
    check('order_payments_collected_by_check', sql`${t.collectedBy} in ('CASH','UPI')`),
  ],
);
