import type { ProductCreate, ProductUpdate } from '@farm/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { badRequest, conflict, type FieldError, notFound } from '../../lib/app-error.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import { slugify } from '../../lib/slug.js';
import { notifyWaitingCustomers, type StockAlerts } from '../stock-alert/index.js';
import {
  deleteProductRow,
  existingCategoryIds,
  findProduct,
  findProductIdByCode,
  insertProduct,
  productHasOrders,
  slugTaken,
  updateProductRow,
} from './product.repository.js';

/** A product's stock went from 0 to above 0 (in the transaction that raised it). */
export type StockRaised = { productId: number; previousStock: number };

/**
 * "Notify me": every product update (single and bulk) calls this in its transaction when stock
 * rises from 0: each customer waiting for the product is marked told and their SMS written to the
 * outbox with the stock change, all or nothing (decision 0046).
 */
export async function onStockRaised(tx: Tx, alerts: StockAlerts, event: StockRaised): Promise<void> {
  await notifyWaitingCustomers(tx, alerts, event.productId);
}

export async function createProduct(db: Db, input: ProductCreate) {
  await assertCategoryExists(db, input.categoryId, 'categoryId');
  await assertCodeFree(db, input.productCode);
  const id = await insertProduct(db, {
    ...input,
    mrp: input.mrp ?? null,
    imageUrls: input.imageUrls ?? [],
    slug: await uniqueProductSlug(db, input.name, input.productCode),
  }).catch(rethrowCodeConflict);
  return readProduct(db, id);
}

/** Applies a partial update; answers the product and its stock before, for the stock hook. */
export async function updateProduct(db: DbOrTx, id: number, input: ProductUpdate) {
  const current = await readProduct(db, id);
  if (input.categoryId !== undefined && input.categoryId !== current.categoryId) {
    await assertCategoryExists(db, input.categoryId, 'categoryId');
  }
  if (input.productCode && input.productCode.toLowerCase() !== current.productCode.toLowerCase()) {
    await assertCodeFree(db, input.productCode);
  }
  const mrpError = mrpErrorOf(input, current, 'mrp');
  if (mrpError) throw badRequest('Invalid mrp', [mrpError]).worded({}, 'INVALID_MRP');
  const slug =
    input.name && input.name !== current.name
      ? await uniqueProductSlug(db, input.name, input.productCode ?? current.productCode, id)
      : undefined;
  await updateProductRow(db, id, { ...input, ...(slug ? { slug } : {}) }).catch(rethrowCodeConflict);
  return { product: await readProduct(db, id), previousStock: current.stock };
}

/**
 * The route's PUT: the update and, when it raises the stock from 0, the "back in stock" hook, in one
 * transaction. Run again whole when it is a deadlock's victim (checkouts and cancellations hold the
 * row's queue).
 */
export async function editProduct(db: Db, alerts: StockAlerts, id: number, input: ProductUpdate) {
  return transactionRetryingDeadlocks(db, async (tx) => {
    const { product, previousStock } = await updateProduct(tx, id, input);
    if (previousStock === 0 && product.stock > 0)
      await onStockRaised(tx, alerts, { productId: id, previousStock });
    return product;
  });
}

/** A product that orders refer to is archived, so that order history keeps its lines. */
export async function removeProduct(db: Db, id: number): Promise<'deleted' | 'archived'> {
  await readProduct(db, id);
  if (!(await productHasOrders(db, id))) {
    try {
      await deleteProductRow(db, id);
      return 'deleted';
    } catch (err) {
      // An order arrived between the check and the delete: archive after all.
      if (pgErrorOf(err)?.code !== PG_FOREIGN_KEY_VIOLATION) throw err;
    }
  }
  await updateProductRow(db, id, { status: 'archived' });
  return 'archived';
}

async function readProduct(db: DbOrTx, id: number) {
  const product = await findProduct(db, { id }, false);
  if (!product) throw notFound('Product');
  return product;
}

async function assertCategoryExists(db: DbOrTx, categoryId: number, field: string) {
  if (!(await existingCategoryIds(db, [categoryId])).has(categoryId)) {
    throw badRequest('Unknown category', [
      {
        field,
        code: 'NO_CATEGORY_WITH_ID',
        params: { id: categoryId },
        message: `no category with id ${categoryId}`,
      },
    ]).worded({}, 'UNKNOWN_CATEGORY');
  }
}

async function assertCodeFree(db: DbOrTx, code: string) {
  if (await findProductIdByCode(db, code)) throw duplicateCode();
}

function duplicateCode() {
  return conflict('DUPLICATE_PRODUCT_CODE', 'A product with this code already exists', [
    { field: 'productCode', code: 'IN_USE', message: 'is already in use' },
  ]).worded({}, 'PRODUCT_CODE_ALREADY_EXISTS');
}

/** Two staff saving the same new code at once: the unique index decides, the answer stays a 409. */
function rethrowCodeConflict(err: unknown): never {
  const pg = pgErrorOf(err);
  if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'products_product_code_key') {
    throw duplicateCode();
  }
  throw err;
}

/** MRP (when there is one) must not be below the price, judged on the product as it will be. */
export function mrpErrorOf(
  change: { price?: number | undefined; mrp?: number | null | undefined },
  current: { price: number; mrp: number | null },
  field: string,
): FieldError | undefined {
  const price = change.price ?? current.price;
  const mrp = change.mrp === undefined ? current.mrp : change.mrp;
  if (mrp === null || mrp >= price) return undefined;
  return {
    field,
    code: 'MRP_BELOW_PRICE',
    params: { pricePaise: price, mrpPaise: mrp },
    message: `must be at least the price (${price} paise), is ${mrp}`,
  };
}

/** "goat-milk", then "goat-milk-gm-500", then numbered: product names repeat across sizes. */
export async function uniqueProductSlug(db: DbOrTx, name: string, code: string, exceptId?: number) {
  const base = slugify(name);
  const candidates = [base, `${base}-${slugify(code)}`];
  for (let n = 0; ; n++) {
    const slug = candidates[n] ?? `${base}-${slugify(code)}-${n}`;
    if (!(await slugTaken(db, slug, exceptId))) return slug;
  }
}
