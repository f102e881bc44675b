import { OFFER_SCOPES } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';
import { categories } from '../category/category.table.js';
import { products } from '../product/product.table.js';

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    discountPercent: integer('discount_percent'),
    /** Paise off each unit; an offer has a percentage or an amount, not both. */
    discountAmount: integer('discount_amount'),
    /** 'products' with no targets discounts nothing: what offers made before targets were. */
    appliesTo: text('applies_to', { enum: OFFER_SCOPES }).notNull().default('products'),
    /** Applies only when the items at list price come to at least this (paise). */
    minOrderValue: integer('min_order_value'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    translations: translationsColumn<'title' | 'description'>(),
    ...timestamps,
  },
  (t) => [
    check(
      'offers_discount_check',
      sql`${t.discountPercent} is null or (${t.discountPercent} between 1 and 100)`,
    ),
    check(
      'offers_amount_check',
      sql`(${t.discountAmount} is null or ${t.discountAmount} > 0) and (${t.discountAmount} is null or ${t.discountPercent} is null)`,
    ),
    check('offers_scope_check', sql`${t.appliesTo} in ('shop','categories','products')`),
    check('offers_min_order_check', sql`${t.minOrderValue} is null or ${t.minOrderValue} > 0`),
    check(
      'offers_period_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/** The categories or products an offer applies to (by its `applies_to`): one of the two per row. */
export const offerTargets = pgTable(
  'offer_targets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('offer_targets_offer_idx').on(t.offerId),
    check('offer_targets_one_check', sql`(${t.categoryId} is null) <> (${t.productId} is null)`),
  ],
);
