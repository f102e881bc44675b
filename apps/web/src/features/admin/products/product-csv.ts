import type { Product } from '@farm/contract';
import Papa from 'papaparse';
import { paiseToRupees } from '@/features/admin/form/rupees';
import type { FileProblem } from './csv-problems';

/** The file's columns, in this order; `productCode` says which product a row changes. */
export const CSV_COLUMNS = [
  'productCode',
  'name',
  'category',
  'price',
  'mrp',
  'unit',
  'stock',
  'lowStockLimit',
  'status',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * Products → CSV text with rupee prices and category names. `escapeFormulae` puts a `'` before
 * cells a spreadsheet would run as formulas (`=`, `+`, `-`, `@`); the import takes it off again.
 */
export function productsToCsv(products: Product[]): string {
  const rows = products.map((p) => [
    p.productCode,
    p.name,
    p.category.name,
    paiseToRupees(p.price),
    paiseToRupees(p.mrp),
    p.unit,
    String(p.stock),
    String(p.lowStockLimit),
    p.status,
  ]);
  // The byte-order mark makes Excel read the file as UTF-8 (Tamil names stay readable).
  return `\ufeff${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** One parsed cell: the `'` that the export put before a formula-like value comes off. */
export function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** CSV text → records (header row included), as a spreadsheet numbers them. */
export function parseCsv(text: string): { records: string[][]; problem?: FileProblem } {
  const result = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: false });
  // An unclosed quote swallows the rest of the file; other notes (one column, odd quotes) are harmless.
  const fatal = result.errors.find((e) => e.code === 'MissingQuotes');
  if (fatal) return { records: [], problem: { code: 'unclosedQuote', row: (fatal.row ?? 0) + 1 } };
  return { records: result.data };
}
