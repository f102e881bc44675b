import { between, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../invoice/invoice.table.js';
import { sumOf } from './report-period.js';

/** India days, both included: the papers are dated by India's calendar (`invoice_date`). */
export type DateSpan = { from: string; to: string };

/** +1 for an invoice, −1 for a credit note: what a credit note gives back comes off the month. */
const sign = sql`(case when ${invoices.series} = 'CREDIT_NOTE' then -1 else 1 end)`;

const countWhere = (condition: SQL) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);

type RateRow = {
  hsn_code: string | null;
  rate_percent: string | number;
  taxable_value: string | number;
  cgst: string | number;
  sgst: string | number;
  igst: string | number;
};

/**
 * GSTR-1's HSN summary: each paper's per-rate lines (`document.byRate`, as issued) summed per HSN
 * code and rate, credit notes taken off. One statement over the month's papers (`invoices_date_idx`).
 */
export async function gstByRate(db: DbOrTx, span: DateSpan) {
  const amount = (key: string) => sql.raw(`(rate_row ->> '${key}')::bigint`);
  const result = await db.execute(sql`
    select rate_row ->> 'hsnCode' as hsn_code,
      (rate_row ->> 'ratePercent')::numeric as rate_percent,
      sum(${sign} * ${amount('taxableValue')}) as taxable_value,
      sum(${sign} * ${amount('cgst')}) as cgst,
      sum(${sign} * ${amount('sgst')}) as sgst,
      sum(${sign} * ${amount('igst')}) as igst
    from ${invoices}, jsonb_array_elements(${invoices.document} -> 'byRate') as rate_row
    where ${between(invoices.invoiceDate, span.from, span.to)}
    group by 1, 2
    order by 1 nulls last, 2`);
  return (result as unknown as { rows: RateRow[] }).rows.map((row) => ({
    hsnCode: row.hsn_code,
    ratePercent: Number(row.rate_percent),
    taxableValue: Number(row.taxable_value),
    cgst: Number(row.cgst),
    sgst: Number(row.sgst),
    igst: Number(row.igst),
  }));
}

/** The month's totals from the papers' own columns, and how many invoices and credit notes. */
export async function gstTotals(db: DbOrTx, span: DateSpan) {
  const [row] = await db
    .select({
      taxableValue: sumOf(sql`${sign} * ${invoices.taxableValue}`),
      cgst: sumOf(sql`${sign} * ${invoices.cgst}`),
      sgst: sumOf(sql`${sign} * ${invoices.sgst}`),
      igst: sumOf(sql`${sign} * ${invoices.igst}`),
      invoices: countWhere(sql`${invoices.series} = 'INVOICE'`),
      creditNotes: countWhere(sql`${invoices.series} = 'CREDIT_NOTE'`),
    })
    .from(invoices)
    .where(between(invoices.invoiceDate, span.from, span.to));
  return row ?? { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, invoices: 0, creditNotes: 0 };
}
