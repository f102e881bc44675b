import type { GstExportQuery, GstReport } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { rupeesColumn, toCsv } from '../../lib/csv.js';
import { periodInvoices } from '../invoice/index.js';
import { gstByRate, gstTotals } from './report-gst.repository.js';
import { type CsvFile, csvName, monthSpan } from './report-period.js';

/**
 * A month's GST as GSTR-1 asks for it (issue 17.4): per HSN code and rate from the papers as they
 * were issued, credit notes taken off, with the totals from the papers' own columns and the list of
 * the papers themselves.
 */
export async function gstReport(db: DbOrTx, month: string): Promise<GstReport> {
  const span = monthSpan(month);
  const [rows, totals, documents] = await Promise.all([
    gstByRate(db, span),
    gstTotals(db, span),
    periodInvoices(db, span.from, span.to),
  ]);
  const withTax = <T extends { taxableValue: number; cgst: number; sgst: number; igst: number }>(row: T) => {
    const tax = row.cgst + row.sgst + row.igst;
    return { ...row, tax, value: row.taxableValue + tax };
  };
  return { month, ...span, rates: rows.map(withTax), totals: withTax(totals), documents };
}

const MONEY = ['Taxable value (₹)', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)'].map(rupeesColumn);

export async function gstCsv(db: DbOrTx, query: GstExportQuery): Promise<CsvFile> {
  const report = await gstReport(db, query.month);
  const fileName = csvName(`gst-${query.table}-${query.month}`);
  if (query.table === 'rates') {
    return {
      fileName,
      csv: toCsv(
        ['HSN', 'Rate (%)', ...MONEY, rupeesColumn('Total tax (₹)'), rupeesColumn('Value (₹)')],
        report.rates.map((r) => [
          r.hsnCode ?? 'None',
          r.ratePercent,
          r.taxableValue,
          r.cgst,
          r.sgst,
          r.igst,
          r.tax,
          r.value,
        ]),
      ),
    };
  }
  return {
    fileName,
    csv: toCsv(
      [
        'Paper',
        'Number',
        'Date',
        'Order',
        'Buyer',
        'Place of supply',
        rupeesColumn('Taxable value (₹)'),
        rupeesColumn('Tax (₹)'),
        rupeesColumn('Total (₹)'),
        'Credits invoice',
      ],
      report.documents.map((d) => [
        d.title,
        d.number,
        d.invoiceDate,
        d.orderId,
        d.buyerName,
        d.placeOfSupply,
        d.taxableValue,
        d.tax,
        d.invoiceTotal,
        d.credits ?? '',
      ]),
    ),
  };
}
