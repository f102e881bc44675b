import { SUBSCRIPTION_DELIVERY_OUTCOMES } from '@farm/contract/plain/subscription';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../order/order.table.js';
import { subscriptions } from './subscription.table.js';

/**
 * What the generation job did with each subscription's day, once (decision 0054, addendum): the
 * order it placed (`GENERATED`), or none and why (`BALANCE_TOO_LOW`). The unique (subscription,
 * day) is the "exactly once": the row is written in the order's own transaction, so a second run, a
 * second process or a rerun after a crash finds it, or waits for it and then finds it.
 */
export const subscriptionDeliveries = pgTable(
  'subscription_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: SUBSCRIPTION_DELIVERY_OUTCOMES }).notNull(),
    /** The order placed for the day (staff may delete an order; the day stays generated). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the day cost when it was generated (paise; the order's total, or what was short of). */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_deliveries_once').on(t.subscriptionId, t.day),
    index('subscription_deliveries_order_idx').on(t.orderId),
    check('subscription_deliveries_amount_check', sql`${t.amount} >= 0`),
  ],
);
