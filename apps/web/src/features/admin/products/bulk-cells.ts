import { type Product, type ProductBulkRow, productStatusSchema } from '@farm/contract';
import { paiseToRupees, parseRupees } from '@/features/admin/form/rupees';

/** The columns the grid edits in place. */
export const BULK_FIELDS = ['price', 'mrp', 'stock', 'lowStockLimit', 'status'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

/** Counts of units, typed as whole numbers. */
const COUNT_FIELDS: readonly BulkField[] = ['stock', 'lowStockLimit'];
export const isCountField = (field: BulkField) => COUNT_FIELDS.includes(field);

/** What is wrong with a cell's text, worded by the grid (adminCatalogue.bulk.cellErrors). */
export type CellError = 'required' | 'rupees' | 'whole' | 'status';

type Parsed = { ok: true; value: number | string | null } | { ok: false; error: CellError };

/** How a product's value reads in its cell. */
export function originalText(product: Product, field: BulkField): string {
  switch (field) {
    case 'price':
      return paiseToRupees(product.price);
    case 'mrp':
      return paiseToRupees(product.mrp);
    case 'stock':
      return String(product.stock);
    case 'lowStockLimit':
      return String(product.lowStockLimit);
    case 'status':
      return product.status;
  }
}

/**
 * A cell's text as the API's value, checking only its form (a rupee amount, a whole number); the
 * rules between fields (MRP ≥ price) are the API's, which names the row when one is broken.
 */
export function parseCell(field: BulkField, text: string): Parsed {
  const trimmed = text.trim();
  if (field === 'mrp' && trimmed === '') return { ok: true, value: null };
  if (trimmed === '') return { ok: false, error: 'required' };
  if (field === 'price' || field === 'mrp') {
    const paise = parseRupees(trimmed);
    return paise === undefined ? { ok: false, error: 'rupees' } : { ok: true, value: paise };
  }
  if (isCountField(field)) {
    return /^\d{1,7}$/.test(trimmed) ? { ok: true, value: Number(trimmed) } : { ok: false, error: 'whole' };
  }
  const status = productStatusSchema.safeParse(trimmed);
  return status.success ? { ok: true, value: status.data } : { ok: false, error: 'status' };
}

export type CellState = { changed: boolean; error?: CellError | undefined };

/** Changed means a different value (`12.5` for `12.50` is no change); text that does not parse is both. */
export function cellState(product: Product, field: BulkField, text: string | undefined): CellState {
  if (text === undefined) return { changed: false };
  const parsed = parseCell(field, text);
  if (!parsed.ok) return { changed: true, error: parsed.error };
  const original = parseCell(field, originalText(product, field));
  return { changed: !original.ok || original.value !== parsed.value };
}

/** One product's changed cells as a row of `PUT /product/bulk`, or undefined when nothing changed. */
export function bulkRowOf(product: Product, draft: Partial<Record<BulkField, string>>) {
  const row: Record<string, unknown> = { id: product.id };
  for (const field of BULK_FIELDS) {
    const text = draft[field];
    if (text === undefined || !cellState(product, field, text).changed) continue;
    const parsed = parseCell(field, text);
    if (parsed.ok) row[field] = parsed.value;
  }
  return Object.keys(row).length > 1 ? (row as ProductBulkRow) : undefined;
}
