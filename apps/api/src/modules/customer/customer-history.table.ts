import { CUSTOMER_HISTORY_KINDS } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customer.table.js';

/**
 * A customer's history, as their page shows it: who (the staff member's id and name as it was),
 * what (from and to), when. Erasing the customer's data clears the numbers kept here.
 */
export const customerHistory = pgTable(
  'customer_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CUSTOMER_HISTORY_KINDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    staffUserId: integer('staff_user_id'),
    staffName: text('staff_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_history_customer_idx').on(t.customerId, t.createdAt),
    check('customer_history_kind_check', sql`${t.kind} in ('created', 'mobile_changed')`),
  ],
);
