import { type Category, type Product, type ProductBulkRow, productCodeSchema } from '@farm/contract';
import { type ChangeColumn, currentOf, FIELD_OF, readCell } from './csv-columns';
import type { CellProblem, FileProblem, RowProblem } from './csv-problems';
import { CSV_COLUMNS, type CsvColumn, cellText } from './product-csv';

export type PlanCell = {
  column: ChangeColumn;
  before: string;
  after: string;
  changed: boolean;
  error?: CellProblem;
};

/** One data row of the file: `line` as a spreadsheet numbers it (the header is row 1). */
export type PlanRow = {
  line: number;
  code: string;
  product?: Product | undefined;
  cells: PlanCell[];
  problems: RowProblem[];
  request?: ProductBulkRow;
};

export type ImportPlan = { columns: ChangeColumn[]; rows: PlanRow[]; headerProblem?: FileProblem };

/** The header row → which column is where; unknown or missing columns are a problem of the file. */
export function readHeader(header: string[]): { at: Map<CsvColumn, number>; problem?: FileProblem } {
  const at = new Map<CsvColumn, number>();
  for (const [index, raw] of header.entries()) {
    const name = CSV_COLUMNS.find((c) => c.toLowerCase() === cellText(raw).toLowerCase());
    if (!name) {
      if (cellText(raw) === '') continue;
      const problem = {
        code: 'unknownColumn',
        column: cellText(raw),
        columns: CSV_COLUMNS.join(', '),
      } as const;
      return { at, problem };
    }
    if (at.has(name)) return { at, problem: { code: 'twice', column: name } };
    at.set(name, index);
  }
  if (!at.has('productCode')) return { at, problem: { code: 'noCodeColumn' } };
  return { at };
}

/** The product codes the rows name, to look up before planning. */
export function codesOf(records: string[][], at: Map<CsvColumn, number>): string[] {
  const index = at.get('productCode') ?? 0;
  const codes = records.slice(1).map((r) => cellText(r[index]));
  return [...new Set(codes.filter((code) => productCodeSchema.safeParse(code).success))];
}

/**
 * What importing the file would do, row by row: each cell's old → new value, and every problem
 * (unknown code, a code twice, a bad value). Rows with changes and no problem become bulk rows.
 */
export function planImport(
  records: string[][],
  products: Map<string, Product>,
  categories: Category[],
): ImportPlan {
  const { at, problem } = readHeader(records[0] ?? []);
  const columns = CSV_COLUMNS.filter((c): c is ChangeColumn => c !== 'productCode' && at.has(c));
  if (problem) return { columns, rows: [], headerProblem: problem };
  const seen = new Map<string, number>();
  const rows: PlanRow[] = [];
  for (const [offset, record] of records.slice(1).entries()) {
    if (record.every((cell) => cellText(cell) === '')) continue;
    const line = offset + 2;
    const code = cellText(record[at.get('productCode') ?? 0]);
    const product = products.get(code.toLowerCase());
    const problems: RowProblem[] = [];
    if (code === '') problems.push({ code: 'noCode' });
    else if (!productCodeSchema.safeParse(code).success) problems.push({ code: 'notACode', value: code });
    else if (!product) problems.push({ code: 'unknownCode', value: code });
    const earlier = seen.get(code.toLowerCase());
    if (code && earlier !== undefined) problems.push({ code: 'sameAs', row: earlier });
    seen.set(code.toLowerCase(), line);

    const request: Record<string, unknown> = {};
    const cells = columns.map((column): PlanCell => {
      const text = cellText(record[at.get(column) ?? -1]);
      const read = readCell(column, text, categories);
      const before = product ? currentOf(product, column) : undefined;
      if ('error' in read) {
        problems.push({ code: 'cell', column, problem: read.error });
        return { column, before: before?.shown ?? '', after: text, changed: false, error: read.error };
      }
      const changed = before !== undefined && before.value !== read.value;
      if (changed) request[FIELD_OF[column]] = read.value;
      return { column, before: before?.shown ?? '', after: read.shown, changed };
    });
    const hasChanges = Object.keys(request).length > 0;
    rows.push({
      line,
      code,
      product,
      cells,
      problems,
      ...(product && hasChanges && problems.length === 0
        ? { request: { id: product.id, ...request } as ProductBulkRow }
        : {}),
    });
  }
  return { columns, rows };
}
