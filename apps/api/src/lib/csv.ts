import { stringify } from 'csv-stringify/sync';

/** A column's header, or a column of paise written as rupees with two decimals (`1250.00`). */
export type CsvColumn = string | { header: string; rupees: true };

export const rupeesColumn = (header: string): CsvColumn => ({ header, rupees: true });

/**
 * Rows as CSV with a header row, for the accountant's spreadsheet. A text cell that starts like a
 * formula (`=`, `+`, `-`, `@`) gets a leading `'` from the library, so a customer's name cannot
 * run in a spreadsheet. Amounts go through as numbers, which the library leaves alone, so a
 * negative one (a month's GST net of credit notes) stays a number the spreadsheet can add up.
 */
export function toCsv(columns: readonly CsvColumn[], rows: readonly (readonly unknown[])[]): string {
  const inRupees = new Set(columns.flatMap((c, i) => (typeof c === 'string' ? [] : [i])));
  return stringify(
    rows.map((row) => [...row]),
    {
      header: true,
      columns: columns.map((c) => (typeof c === 'string' ? c : c.header)),
      escape_formulas: true,
      cast: {
        number: (value, context) =>
          typeof context.index === 'number' && inRupees.has(context.index)
            ? (value / 100).toFixed(2)
            : String(value),
      },
    },
  );
}
