import { STOP_OUTCOMES } from '@farm/contract/plain/delivery';
import { DOOR_CREDIT_KINDS } from '@farm/contract/plain/subscription';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { orders } from '../order/order.table.js';

/**
 * The delivery person's marks at a subscription's stop (issue 34.5), one row per mark, never
 * rewritten: what they found, when and who, and what the shop's door rule gave back for it then:
 * the day credited to the wallet (`WALLET`, with its ledger key `door:<subscriptions>:<day>`) or
 * taken off the monthly bill (`BILL`, the statement subtracts it). At most one credit per order.
 */
export const subscriptionDoorMarks = pgTable(
  'subscription_door_marks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The subscriptions' day the order delivers. */
    day: date('day', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: STOP_OUTCOMES }).notNull(),
    creditKind: text('credit_kind', { enum: DOOR_CREDIT_KINDS }),
    /** Paise given back by this mark: 0 without a credit. */
    creditAmount: integer('credit_amount').notNull().default(0),
    markedById: integer('marked_by_id'),
    markedByName: text('marked_by_name'),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscription_door_marks_customer_idx').on(t.customerId, t.day),
    uniqueIndex('subscription_door_marks_credit_once').on(t.orderId).where(sql`${t.creditKind} is not null`),
    check('subscription_door_marks_outcome_check', sql`${t.outcome} in ('DELIVERED','NOT_HOME','REFUSED')`),
    check(
      'subscription_door_marks_credit_check',
      sql`(${t.creditKind} is null and ${t.creditAmount} = 0) or (${t.creditKind} in ('WALLET','BILL') and ${t.creditAmount} > 0)`,
    ),
  ],
);
