import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { customers } from '../customer/customer.table.js';
import { products } from '../product/product.table.js';
import { staffUsers } from '../user/user.table.js';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The reviewer's name as it was when the review was written. */
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.hidden, t.createdAt),
    uniqueIndex('reviews_product_customer_key')
      .on(t.productId, t.customerId)
      .where(sql`${t.customerId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewReplies = pgTable(
  'review_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The replying staff member's name as it was when the reply was written. */
    userName: text('user_name').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId)],
);
