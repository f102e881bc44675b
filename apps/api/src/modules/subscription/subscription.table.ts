import {
  SUBSCRIPTION_CHANGE_KINDS,
  SUBSCRIPTION_PATTERNS,
  SUBSCRIPTION_STATUSES,
} from '@farm/contract/plain/subscription';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { addresses } from '../address/address.table.js';
import { customers } from '../customer/customer.table.js';
import { deliverySlots } from '../delivery/delivery.table.js';
import { products } from '../product/product.table.js';
import { staffUsers } from '../user/user.table.js';

/**
 * A standing order: one customer, one address, one delivery slot, from a start day (decision 0054).
 * What comes on a day is read from its patterns and changes, never from edits of this row; `status`
 * only mirrors the latest cancellation for lists.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'restrict' }),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('ACTIVE'),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId, t.id),
    index('subscriptions_slot_idx').on(t.slotId, t.status),
  ],
);

/** A pattern from a day on: the latest `from_day` not after a day is in force that day. */
export const subscriptionPatterns = pgTable(
  'subscription_patterns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: SUBSCRIPTION_PATTERNS }).notNull(),
    /** WEEKDAYS: ISO weekdays, Monday 1 … Sunday 7. */
    weekdays: integer('weekdays').array().notNull().default(sql`'{}'::integer[]`),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_patterns_subscription_idx').on(t.subscriptionId, t.fromDay)],
);

/** A product of a pattern: one quantity, or seven (PER_WEEKDAY, Monday first). */
export const subscriptionLines = pgTable(
  'subscription_lines',
  {
    patternId: integer('pattern_id')
      .notNull()
      .references(() => subscriptionPatterns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity'),
    weekdayQuantities: integer('weekday_quantities').array(),
  },
  (t) => [
    primaryKey({ columns: [t.patternId, t.productId] }),
    check(
      'subscription_lines_quantity_check',
      sql`(${t.quantity} is null) <> (${t.weekdayQuantities} is null) and coalesce(${t.quantity}, 1) > 0`,
    ),
  ],
);

/**
 * What a customer (or staff on their call) changed, as dated rows read in the order they were made:
 * SKIP and QUANTITY name a `day`; PAUSE from `day` until `until_day` (null: until resumed); RESUME
 * and CANCEL from `day` on.
 */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBSCRIPTION_CHANGE_KINDS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    untilDay: date('until_day', { mode: 'string' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity'),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_changes_subscription_idx').on(t.subscriptionId, t.id),
    check(
      'subscription_changes_quantity_check',
      sql`(${t.kind} = 'QUANTITY') = (${t.productId} is not null and ${t.quantity} is not null)`,
    ),
  ],
);

/**
 * The products staff let customers subscribe to: a row each (the flag lives here, not on `products`,
 * so that only this module writes it; decision 0054).
 */
export const subscriptionProducts = pgTable(
  'subscription_products',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The most of the product sold for one delivery day, subscribed and one-off together: one-off
     * orders stop at it, subscriptions never do (issue 34.6). Null: no limit.
     */
    dailyLimit: integer('daily_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_products_daily_limit_check', sql`${t.dailyLimit} is null or ${t.dailyLimit} > 0`),
  ],
);
