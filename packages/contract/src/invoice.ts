import { z } from 'zod';
import { idSchema, paiseSchema, timestampSchema } from './common';

export const INVOICE_SERIES = ['INVOICE', 'CREDIT_NOTE'] as const;

/** A GST paper of an order (issue 17): its tax invoice or bill of supply, or a credit note. */
export const invoiceSummarySchema = z.object({
  id: idSchema,
  series: z.enum(INVOICE_SERIES),
  /** "Tax invoice", "Bill of supply", "Invoice-cum-bill of supply" or "Credit note". */
  title: z.string(),
  number: z.string(),
  invoiceDate: z.iso.date(),
  orderId: idSchema,
  buyerName: z.string(),
  placeOfSupply: z.string(),
  taxableValue: paiseSchema,
  tax: paiseSchema,
  /** The paper's total as printed: what was paid (or credited), to the paisa (decision 0044). */
  invoiceTotal: paiseSchema,
  /** A credit note's invoice number. */
  credits: z.string().nullable(),
  issuedAt: timestampSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** An order's paper as the order shows it: what it is, its number and day, where its PDF is (by id). */
export const invoiceLinkSchema = z.object({
  id: idSchema,
  series: z.enum(INVOICE_SERIES),
  title: z.string(),
  number: z.string(),
  invoiceDate: z.iso.date(),
});
export type InvoiceLink = z.infer<typeof invoiceLinkSchema>;

/** `GET /invoices?date=`: the papers issued on one India day (the day's bulk print). */
export const invoiceDayQuerySchema = z.object({
  date: z.iso.date({ error: 'Enter a day, e.g. 2026-11-24' }),
});
