import {
  CUSTOMER_MESSAGE_STATUSES,
  MESSAGE_ATTEMPT_RESULTS,
  MESSAGE_CHANNELS,
  ORDER_MESSAGE_EVENTS,
} from '@farm/contract/plain/notification';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { orders } from '../order/order.table.js';

/**
 * The transactional outbox of messages to customers (decision 0034): one row per order, event and
 * channel, written in the transaction that moved the order, sent later by the sending job. The
 * text is rendered when the row is written: the message says what was true at that moment.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ORDER_MESSAGE_EVENTS }).notNull(),
    /** Tells apart two events of one kind on one order (a second partial refund: its reference). */
    eventKey: text('event_key').notNull().default(''),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    toNumber: text('to_number').notNull(),
    /** SMS: the DLT template id; WhatsApp: the approved template's name. */
    template: text('template').notNull(),
    /** The template's values, in order (what a gateway that fills templates itself is given). */
    variables: text('variables').array().notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: CUSTOMER_MESSAGE_STATUSES }).notNull().default('pending'),
    /** Attempts made so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** A retry's time; none: due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While `sending`: the claim ends then; a sender that died is replaced after it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Who holds the claim: a late sender whose lease ran out cannot overwrite a newer claim's outcome. */
    claimToken: text('claim_token'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_messages_once_key').on(t.orderId, t.event, t.eventKey, t.channel),
    index('customer_messages_due_idx').on(t.id).where(sql`${t.status} in ('pending', 'sending')`),
    index('customer_messages_channel_idx').on(t.channel, t.createdAt),
    check('customer_messages_channel_check', sql`${t.channel} in ('sms', 'whatsapp')`),
    check(
      'customer_messages_status_check',
      sql`${t.status} in ('pending', 'sending', 'sent', 'stored', 'failed', 'refused')`,
    ),
  ],
);

/** Every attempt to hand a message to its gateway: when, through which provider, and what came of it. */
export const customerMessageAttempts = pgTable(
  'customer_message_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => customerMessages.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    result: text('result', { enum: MESSAGE_ATTEMPT_RESULTS }).notNull(),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_message_attempts_message_idx').on(t.messageId)],
);

/** A customer's message choices (absent: SMS only, every order update). */
export const messagePreferences = pgTable('message_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  whatsapp: boolean('whatsapp').notNull().default(false),
  orderUpdates: boolean('order_updates').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
