import { BOTTLE_MOVEMENT_KINDS } from '@farm/contract/plain/bottle';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { orders } from '../order/order.table.js';
import { products } from '../product/product.table.js';

/**
 * The products delivered in the farm's returnable bottles (issue 34.5), a row each: this module's own
 * table, so the product's forms, bulk update and CSV stay as they are (as `subscription_products`).
 */
export const bottleProducts = pgTable('bottle_products', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bottle ledger, never updated or deleted: bottles given with a delivered order (+) and empties
 * collected at a stop (−; a recount at the same stop appends the difference). A customer's balance
 * is the sum of their rows.
 */
export const bottleMovements = pgTable(
  'bottle_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: BOTTLE_MOVEMENT_KINDS }).notNull(),
    change: integer('change').notNull(),
    /** Who counted the empties (a delivery person); null for bottles given with a delivery. */
    staffUserId: integer('staff_user_id'),
    staffName: text('staff_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bottle_movements_customer_idx').on(t.customerId, t.id),
    index('bottle_movements_order_idx').on(t.orderId),
    // An order gives its bottles once, however often its delivery is announced.
    uniqueIndex('bottle_movements_given_once').on(t.orderId).where(sql`${t.kind} = 'GIVEN'`),
    check('bottle_movements_kind_check', sql`${t.kind} in ('GIVEN','COLLECTED')`),
    check('bottle_movements_change_check', sql`${t.change} <> 0`),
  ],
);
