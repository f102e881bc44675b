import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

/**
 * The GST rate of an HSN code from a date on (India time), until the next row of the same code:
 * rates change (ghee 0405 went 12 % → 5 % on 22 Sep 2025), and an invoice takes the rate of its
 * own date. In basis points (5 % = 500), so fractional rates (0.25 %, 3 %) stay integers.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hsnCode: text('hsn_code').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    /** What the goods are, for the staff's list ("Ghee", "Toilet soap"). */
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('gst_rates_hsn_from_key').on(t.hsnCode, t.effectiveFrom),
    check('gst_rates_rate_check', sql`${t.rateBasisPoints} between 0 and 10000`),
    check('gst_rates_hsn_check', sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
  ],
);
