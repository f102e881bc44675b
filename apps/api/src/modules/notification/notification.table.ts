import {
  CUSTOMER_MESSAGE_STATUSES,
  MESSAGE_ATTEMPT_RESULTS,
  MESSAGE_CHANNELS,
  MESSAGE_FAILURES,
  ORDER_MESSAGE_EVENTS,
} from '@farm/contract/plain/notification';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { orders } from '../order/order.table.js';

/**
 * What a message tells: an order's event, a product back in stock, a one-time code, or (issue 34) a
 * subscription's delivery not generated (the wallet could not cover it, or stock, the slot or the
 * area refused it), its evening reminder with
 * the skip link, and a wallet's low balance.
 */
export const CUSTOMER_MESSAGE_EVENTS = [
  ...ORDER_MESSAGE_EVENTS,
  'backInStock',
  'code',
  'deliveryNotGenerated',
  'deliveryRefused',
  'subscriptionReminder',
  'lowBalance',
  'monthlyStatement',
] as const;
export type CustomerMessageEvent = (typeof CUSTOMER_MESSAGE_EVENTS)[number];

/**
 * The transactional outbox of every message to a customer (decisions 0034, 0046): one row per
 * order, event and channel, or per subject (a back-in-stock request, a code) for messages about no
 * order, written in the transaction that caused it, sent later by the sending job (a code at once
 * after its commit). The row keeps its template's key and values, as they were at that moment; the
 * sender picks the template of that key in the row's language and renders it.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** None for a message about no order (back in stock, a code). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event', { enum: CUSTOMER_MESSAGE_EVENTS }).notNull(),
    /**
     * Tells apart two events of one kind on one order (a second partial refund: its reference); for a
     * message about no order, its subject (`notify-<request id>`, `otp-<code id>`): one message each.
     */
    eventKey: text('event_key').notNull().default(''),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    toNumber: text('to_number').notNull(),
    /** The template's key (`placed`, `backInStock`, `code`…): the sender picks its text by this and `language`. */
    templateKey: text('template_key').notNull().default(''),
    /** The template's values by name, as they were when the row was written (a code: masked once sent). */
    values: jsonb('template_values').$type<Record<string, string>>().notNull().default({}),
    /** The customer's language; none: English. The sender falls back to English for a missing template. */
    language: text('language'),
    /** A code is not worth sending after it expired: the row is then given up (`failed`). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** SMS: the DLT template id; WhatsApp: the approved template's name (as written; staff read it). */
    template: text('template').notNull(),
    /**
     * A row written before rows kept their key (decision 0046): its values in order and its text, sent
     * as written. Rows with a key keep no text (issue 31): the sender and staff's screens render it.
     */
    variables: text('variables').array().notNull().default(sql`'{}'::text[]`),
    body: text('body'),
    status: text('status', { enum: CUSTOMER_MESSAGE_STATUSES }).notNull().default('pending'),
    /** Attempts made so far (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** A retry's time; none: due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** While `sending`: the claim ends then; a sender that died is replaced after it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Who holds the claim: a late sender whose lease ran out cannot overwrite a newer claim's outcome. */
    claimToken: text('claim_token'),
    /** Why it was not sent (a `MESSAGE_FAILURES` code) and the detail: a value's name, the gateway's answer. */
    error: text('error', { enum: MESSAGE_FAILURES }),
    errorDetail: text('error_detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_messages_once_key').on(t.orderId, t.event, t.eventKey, t.channel),
    uniqueIndex('customer_messages_once_subject_key')
      .on(t.event, t.eventKey, t.channel)
      .where(sql`${t.orderId} is null`),
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
    error: text('error', { enum: MESSAGE_FAILURES }),
    errorDetail: text('error_detail'),
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
  /** The evening reminder before each subscription delivery, with its skip link: opt-in. */
  eveningReminders: boolean('evening_reminders').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
