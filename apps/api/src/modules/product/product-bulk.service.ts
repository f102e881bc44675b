import { type ProductBulkResult, type ProductBulkRow, productBulkRowSchema } from '@farm/contract';
import { schemaWords } from '@farm/contract/plain/schema-words';
import type { Db, Tx } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { AppError, type FieldError } from '../../lib/app-error.js';
import type { StockAlerts } from '../stock-alert/index.js';
import {
  existingCategoryIds,
  findProductsByIds,
  lockProducts,
  updateProductRow,
} from './product.repository.js';
import { mrpErrorOf, onStockRaised, uniqueProductSlug } from './product.service.js';

type RowError = FieldError & { index: number; conflict: boolean };
type ValidRow = { index: number; label: string; row: ProductBulkRow };
type Target = Awaited<ReturnType<typeof lockProducts>>[number];

/**
 * `PUT /product/bulk`: every row is checked first (shape, target product, category, MRP,
 * duplicates); if any is bad nothing changes and every bad row is named (`3.price`, with its id
 * or code). Otherwise all rows are applied in one transaction, with the target rows locked.
 */
export async function bulkUpdateProducts(
  db: Db,
  alerts: StockAlerts,
  body: Record<string, unknown>[],
): Promise<ProductBulkResult> {
  const errors: RowError[] = [];
  const valid: ValidRow[] = [];
  body.forEach((raw, index) => {
    const label = labelOf(index, raw);
    const parsed = productBulkRowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // An unknown column is named itself, not the row.
        const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'row'];
        for (const field of fields) {
          errors.push({
            index,
            conflict: false,
            field: `${index}.${field}`,
            ...schemaWords(issue),
            message: `${label}: ${issue.message}`,
          });
        }
      }
      return;
    }
    if ((parsed.data.id === undefined) === (parsed.data.productCode === undefined)) {
      errors.push({
        index,
        conflict: false,
        field: `${index}.id`,
        code: 'ID_OR_CODE',
        message: `${label}: give exactly one of id and productCode`,
      });
      return;
    }
    valid.push({ index, label, row: parsed.data });
  });

  const ids = await transactionRetryingDeadlocks(db, async (tx) => {
    const targets = await resolveTargets(tx, valid, errors);
    await checkRows(tx, targets, errors);
    if (errors.length) throw bulkError(errors, body.length);
    const { ids, raised } = await applyRows(tx, targets);
    // In the same transaction: the waiting customers are told with the stock change, or not at all.
    for (const [productId, previousStock] of raised)
      await onStockRaised(tx, alerts, { productId, previousStock });
    return ids;
  });

  const products = await findProductsByIds(db, ids);
  return { updated: products.length, products };
}

async function resolveTargets(tx: Tx, rows: ValidRow[], errors: RowError[]) {
  const ids = rows.flatMap(({ row }) => (row.id === undefined ? [] : [row.id]));
  const codes = rows.flatMap(({ row }) => (row.productCode === undefined ? [] : [row.productCode]));
  const locked = await lockProducts(tx, ids, codes);
  const byId = new Map(locked.map((p) => [p.id, p]));
  const byCode = new Map(locked.map((p) => [p.productCode.toLowerCase(), p]));
  const firstRowOf = new Map<number, number>();
  const targets: (ValidRow & { target: Target })[] = [];
  for (const valid of rows) {
    const { index, label, row } = valid;
    const key = row.id === undefined ? 'productCode' : 'id';
    const target = row.id === undefined ? byCode.get(row.productCode?.toLowerCase() ?? '') : byId.get(row.id);
    if (!target) {
      errors.push({
        index,
        conflict: false,
        field: `${index}.${key}`,
        code: 'NO_SUCH_PRODUCT',
        message: `${label}: no such product`,
      });
      continue;
    }
    const first = firstRowOf.get(target.id);
    if (first !== undefined) {
      const message = `${label}: the same product as row ${first}; give each product once`;
      const params = { row: first };
      errors.push({
        index,
        conflict: true,
        field: `${index}.${key}`,
        code: 'SAME_PRODUCT_AS_ROW',
        params,
        message,
      });
      continue;
    }
    firstRowOf.set(target.id, index);
    targets.push({ ...valid, target });
  }
  return targets;
}

async function checkRows(tx: Tx, rows: (ValidRow & { target: Target })[], errors: RowError[]) {
  const categoryIds = [...new Set(rows.flatMap(({ row }) => (row.categoryId ? [row.categoryId] : [])))];
  const categories = await existingCategoryIds(tx, categoryIds);
  for (const { index, label, row, target } of rows) {
    if (row.categoryId !== undefined && !categories.has(row.categoryId)) {
      const message = `${label}: no category with id ${row.categoryId}`;
      const params = { id: row.categoryId };
      errors.push({
        index,
        conflict: false,
        field: `${index}.categoryId`,
        code: 'NO_CATEGORY_WITH_ID',
        params,
        message,
      });
    }
    const mrp = mrpErrorOf(row, target, `${index}.mrp`);
    if (mrp) errors.push({ index, conflict: false, ...mrp, message: `${label}: ${mrp.message}` });
  }
}

async function applyRows(tx: Tx, rows: (ValidRow & { target: Target })[]) {
  const raised = new Map<number, number>();
  for (const { row, target } of rows) {
    const { id: _id, productCode: _code, ...changes } = row;
    const slug =
      changes.name && changes.name !== target.name
        ? await uniqueProductSlug(tx, changes.name, target.productCode, target.id)
        : undefined;
    await updateProductRow(tx, target.id, { ...changes, ...(slug ? { slug } : {}) });
    if (target.stock === 0 && (changes.stock ?? 0) > 0) raised.set(target.id, target.stock);
  }
  return { ids: rows.map(({ target }) => target.id), raised };
}

function labelOf(index: number, raw: Record<string, unknown>): string {
  const { id, productCode } = raw;
  if (typeof id === 'number' || typeof id === 'string') return `row ${index} (id ${String(id).slice(0, 40)})`;
  if (typeof productCode === 'string') return `row ${index} (code ${productCode.slice(0, 40)})`;
  return `row ${index}`;
}

/** 409 when the only problem is the same product twice; any other bad row makes it a 400. */
function bulkError(errors: RowError[], total: number) {
  const sorted = [...errors].sort((a, b) => a.index - b.index);
  const badRows = new Set(sorted.map((e) => e.index)).size;
  const allConflicts = sorted.every((e) => e.conflict);
  return new AppError(
    allConflicts ? 409 : 400,
    allConflicts ? 'BULK_CONFLICT' : 'VALIDATION_FAILED',
    `${badRows} of ${total} rows are invalid; nothing was changed`,
    sorted.map(({ index: _index, conflict: _conflict, ...error }) => error),
  ).worded({ badRows, total }, 'ROWS_INVALID_NOTHING_CHANGED');
}
