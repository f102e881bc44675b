import type { InvoiceSeries } from './invoice.table.js';

/**
 * India's financial year of a day (`2026-03-31` → 2025-26, `2026-04-01` → 2026-27): invoice numbers
 * start again each 1 April (GSTN advisory).
 */
export function financialYearOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * `AGF/26-27/000123` for invoices, `AGFC/26-27/00012` for credit notes: at most 16 characters (CGST
 * rule 46) with a prefix of up to 3 (settings), in one series each per financial year.
 */
export function invoiceNumber(
  prefix: string,
  series: InvoiceSeries,
  financialYear: string,
  sequence: number,
) {
  const year = financialYear.slice(2);
  if (series === 'CREDIT_NOTE') return `${prefix}C/${year}/${String(sequence).padStart(5, '0')}`;
  return `${prefix}/${year}/${String(sequence).padStart(6, '0')}`;
}
