import { DOOR_CREDIT_RULES } from '@farm/contract/plain/subscription';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { translationsColumn } from '../../db/columns.js';

/** The farm's identity and shop rules: one row (id = 1), edited by admins. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    farmName: text('farm_name').notNull(),
    tagline: text('tagline').notNull().default(''),
    about: text('about').notNull().default(''),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    careEmail: text('care_email').notNull(),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    privacyPolicy: text('privacy_policy').notNull().default(''),
    termsAndConditions: text('terms_and_conditions').notNull().default(''),
    shippingPolicy: text('shipping_policy').notNull().default(''),
    refundPolicy: text('refund_policy').notNull().default(''),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    freeDeliveryThreshold: integer('free_delivery_threshold'),
    /** Cash-on-delivery orders a customer may have open (placed, not yet delivered or cancelled). */
    maxOpenCodOrders: integer('max_open_cod_orders').notNull().default(3),
    /** The most a storefront cash-on-delivery order may total (paise); null: no ceiling. */
    codMaxTotal: integer('cod_max_total'),
    /**
     * What one customer's orders waiting for their online payment may hold together (issue 30): units,
     * and the goods' value (paise); null: no cap. The defaults let a family's basket or two goats
     * through and stop one customer from holding the shelf while the payment page is open.
     */
    unpaidHoldMaxUnits: integer('unpaid_hold_max_units').default(20),
    unpaidHoldMaxValue: integer('unpaid_hold_max_value').default(5_000_000),
    /** Refunds above this (paise) are an admin's to send (DESIGN §8); null: staff may refund any amount. */
    staffRefundMax: integer('staff_refund_max').default(200_000),
    /** What one staff member (not an admin) may refund in a day, India's day (paise); null: no limit. */
    staffRefundDailyMax: integer('staff_refund_daily_max'),
    /** GST (issue 17): the registered business on invoices; empty: the farm's name. */
    legalName: text('legal_name').notNull().default(''),
    /** Null: not registered for GST (no tax invoices, bills only). */
    gstin: text('gstin'),
    /** FSSAI licence or registration number: the footer and invoices of food. */
    fssaiNumber: text('fssai_number'),
    /** Invoice numbers read `PREFIX/26-27/000123` (at most 16 characters, CGST rule 46). */
    invoicePrefix: text('invoice_prefix').notNull().default('INV'),
    /** Subscriptions: the low-balance message goes when the wallet will not cover this many days. */
    lowBalanceDays: integer('low_balance_days').notNull().default(3),
    /**
     * The door's rule (issue 34.5): a subscription's day the customer was not home for, or asked to
     * skip at the door, is credited back (`DAY`) or not (`NONE`).
     */
    doorNotHomeCredit: text('door_not_home_credit', { enum: DOOR_CREDIT_RULES }).notNull().default('NONE'),
    doorSkipCredit: text('door_skip_credit', { enum: DOOR_CREDIT_RULES }).notNull().default('DAY'),
    translations: translationsColumn<
      | 'farmName'
      | 'tagline'
      | 'about'
      | 'privacyPolicy'
      | 'termsAndConditions'
      | 'shippingPolicy'
      | 'refundPolicy'
    >(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('shop_settings_singleton', sql`${t.id} = 1`),
    check('shop_settings_delivery_fee_check', sql`${t.deliveryFee} >= 0`),
    check('shop_settings_max_open_cod_orders_check', sql`${t.maxOpenCodOrders} between 1 and 100`),
    check('shop_settings_cod_max_total_check', sql`${t.codMaxTotal} is null or ${t.codMaxTotal} > 0`),
    check(
      'shop_settings_unpaid_hold_check',
      sql`(${t.unpaidHoldMaxUnits} is null or ${t.unpaidHoldMaxUnits} > 0) and (${t.unpaidHoldMaxValue} is null or ${t.unpaidHoldMaxValue} > 0)`,
    ),
    check(
      'shop_settings_staff_refund_max_check',
      sql`${t.staffRefundMax} is null or ${t.staffRefundMax} > 0`,
    ),
    check(
      'shop_settings_staff_refund_daily_max_check',
      sql`${t.staffRefundDailyMax} is null or ${t.staffRefundDailyMax} > 0`,
    ),
    check('shop_settings_low_balance_days_check', sql`${t.lowBalanceDays} between 1 and 14`),
    check(
      'shop_settings_door_credit_check',
      sql`${t.doorNotHomeCredit} in ('NONE','DAY') and ${t.doorSkipCredit} in ('NONE','DAY')`,
    ),
    check(
      'shop_settings_threshold_check',
      sql`${t.freeDeliveryThreshold} is null or ${t.freeDeliveryThreshold} >= 0`,
    ),
  ],
);
