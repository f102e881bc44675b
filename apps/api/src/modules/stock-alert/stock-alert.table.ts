import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { products } from '../product/product.table.js';

/** "Notify me when it is back in stock" requests (the spec's notify-product). */
export const stockAlertRequests = pgTable(
  'notify_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'notified'] })
      .notNull()
      .default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notify_requests_waiting_key')
      .on(t.customerId, t.productId)
      .where(sql`${t.status} = 'waiting'`),
    index('notify_requests_product_idx').on(t.productId, t.status),
    check('notify_requests_status_check', sql`${t.status} in ('waiting', 'notified')`),
  ],
);
