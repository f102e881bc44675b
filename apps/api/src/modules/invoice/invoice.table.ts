import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.table.js';
import { orders } from '../order/order.table.js';
import type { InvoiceDocument } from './invoice-document.js';

export const INVOICE_SERIES = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];

/**
 * Tax invoices, bills of supply and credit notes as they were issued: numbered, dated, and never
 * changed afterwards (`document` is the whole paper: supplier, buyer, lines, taxes). An order has at
 * most one invoice; a credit note names the invoice it credits.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    series: text('series', { enum: INVOICE_SERIES }).notNull(),
    number: text('number').notNull(),
    /** `2026-27`: the financial year (1 April to 31 March, India) the number belongs to. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    creditsInvoiceId: integer('credits_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    /** India's date of the supply (payment or delivery); the rates are this day's. */
    invoiceDate: date('invoice_date').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxableValue: integer('taxable_value').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    /** What was paid (the sum of the tax-inclusive lines): the paper's total (decision 0044). */
    amount: integer('amount').notNull(),
    /** 0 since decision 0044; papers issued before were rounded to the rupee and keep theirs. */
    roundOff: integer('round_off').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_year_sequence_key').on(t.series, t.financialYear, t.sequence),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`${t.series} = 'INVOICE'`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_date_idx').on(t.invoiceDate),
    check('invoices_series_check', sql`${t.series} in ('INVOICE','CREDIT_NOTE')`),
    check('invoices_number_length_check', sql`char_length(${t.number}) <= 16`),
  ],
);

/**
 * The last number given in each series and financial year. Taking a number updates this row in the
 * issuing transaction, which holds its lock until commit: numbers are consecutive, never repeated,
 * and a rolled-back invoice gives its number back (CGST rule 46: consecutive serial numbers).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series', { enum: INVOICE_SERIES }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
