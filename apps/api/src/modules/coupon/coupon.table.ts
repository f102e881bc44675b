import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';

/**
 * Coupon codes (decision 0030): a percentage or an amount off an order's items after offers, at most
 * one per order. How often one was used is counted from the orders that name it (`orders.coupon_id`),
 * cancelled ones aside, so a cancelled order gives its use back without any bookkeeping.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** In capitals: customers' codes are compared in capitals. */
    code: text('code').notNull(),
    description: text('description'),
    discountPercent: integer('discount_percent'),
    discountAmount: integer('discount_amount'),
    /** The most a percentage coupon takes off one order (paise). */
    maxDiscount: integer('max_discount'),
    minOrderValue: integer('min_order_value'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    translations: translationsColumn<'description'>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_code_check', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_discount_check',
      sql`(${t.discountPercent} is null) <> (${t.discountAmount} is null)
        and (${t.discountPercent} is null or ${t.discountPercent} between 1 and 100)
        and (${t.discountAmount} is null or ${t.discountAmount} > 0)
        and (${t.maxDiscount} is null or (${t.maxDiscount} > 0 and ${t.discountPercent} is not null))`,
    ),
    check(
      'coupons_limits_check',
      sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)
        and (${t.minOrderValue} is null or ${t.minOrderValue} > 0)`,
    ),
    check(
      'coupons_period_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
