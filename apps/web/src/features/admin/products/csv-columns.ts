import { type Category, type Product, productStatusSchema, stockSchema } from '@farm/contract';
import { paiseToRupees, parseRupees } from '@/features/admin/form/rupees';
import type { CellProblem } from './csv-problems';
import type { CsvColumn } from './product-csv';

/** A column other than the product code: what the file can change. */
export type ChangeColumn = Exclude<CsvColumn, 'productCode'>;
type Value = string | number | null;
export type ReadCell = { value: Value; shown: string } | { error: CellProblem };

/** The field of `PUT /product/bulk` each column sets. */
export const FIELD_OF: Record<ChangeColumn, string> = {
  name: 'name',
  category: 'categoryId',
  price: 'price',
  mrp: 'mrp',
  unit: 'unit',
  stock: 'stock',
  lowStockLimit: 'lowStockLimit',
  status: 'status',
};

const LIMITS: Partial<Record<ChangeColumn, number>> = { name: 120, unit: 40 };

/** A product's current value of a column, as the file shows it. */
export function currentOf(product: Product, column: ChangeColumn): { value: Value; shown: string } {
  switch (column) {
    case 'category':
      return { value: product.categoryId, shown: product.category.name };
    case 'price':
    case 'mrp':
      return { value: product[column], shown: paiseToRupees(product[column]) };
    case 'stock':
    case 'lowStockLimit':
      return { value: product[column], shown: String(product[column]) };
    default:
      return { value: product[column], shown: product[column] };
  }
}

/**
 * One cell of the file → the API's value, checking its form only (a known category, a rupee
 * amount, a whole number, a status); rules between fields (MRP ≥ price) stay with the API.
 * An empty MRP removes it; any other empty cell is a mistake, not "leave as it is".
 */
export function readCell(column: ChangeColumn, text: string, categories: Category[]): ReadCell {
  if (column === 'mrp' && text === '') return { value: null, shown: '' };
  if (text === '') return { error: { code: 'empty' } };
  const limit = LIMITS[column];
  if (limit !== undefined) {
    return text.length > limit ? { error: { code: 'tooLong', max: limit } } : { value: text, shown: text };
  }
  if (column === 'category') {
    const category = categories.find((c) => c.name.trim().toLowerCase() === text.toLowerCase());
    return category
      ? { value: category.id, shown: category.name }
      : { error: { code: 'notCategory', value: text } };
  }
  if (column === 'price' || column === 'mrp') {
    const paise = parseRupees(text);
    return paise === undefined
      ? { error: { code: 'rupees' } }
      : { value: paise, shown: paiseToRupees(paise) };
  }
  if (column === 'stock' || column === 'lowStockLimit') {
    const stock = /^\d{1,7}$/.test(text) ? stockSchema.safeParse(Number(text)) : undefined;
    return stock?.success
      ? { value: stock.data, shown: String(stock.data) }
      : { error: { code: 'wholeNumber' } };
  }
  const status = productStatusSchema.safeParse(text.toLowerCase());
  return status.success ? { value: status.data, shown: status.data } : { error: { code: 'status' } };
}
