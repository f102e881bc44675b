import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { products } from '../product/product.table.js';

export const cartItems = pgTable(
  'cart_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * The coupon code a customer applied to their cart, as typed (in capitals): checked again each time
 * the cart is read, so a coupon that ended or no longer fits the cart says why.
 */
export const cartCoupons = pgTable('cart_coupons', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
