import type { ProductSort, ProductStatus } from '@farm/contract';
import { and, asc, count, desc, eq, gt, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { products } from './product.table.js';
import { escapeLike, onSale, productSelection, toProduct } from './product-row.js';

export type ProductFilter = {
  /** true: the public's view (active products of live categories); false: staff see everything. */
  publicOnly: boolean;
  categoryId?: number | undefined;
  /** Already normalised (lower case, no whitespace). */
  text?: string | undefined;
  status?: ProductStatus | undefined;
  inStock?: boolean | undefined;
};

/**
 * Which conditions a list has, not their values: each shape is one prepared statement, built by
 * Drizzle once and, on PostgreSQL, parsed and planned once per connection (a named statement).
 */
type ListShape = {
  visibility: 'public' | 'status' | 'all';
  category: boolean;
  text: boolean;
  inStock: 'yes' | 'no' | 'any';
};

/** The values of a shape's placeholders. */
type ListParams = { status?: ProductStatus; categoryId?: number; pattern?: string };

function shapeOf(filter: ProductFilter): ListShape {
  return {
    visibility: filter.publicOnly ? 'public' : filter.status ? 'status' : 'all',
    category: filter.categoryId !== undefined,
    text: Boolean(filter.text),
    inStock: filter.inStock === true ? 'yes' : filter.inStock === false ? 'no' : 'any',
  };
}

function paramsOf(filter: ProductFilter): ListParams {
  return {
    ...(!filter.publicOnly && filter.status ? { status: filter.status } : {}),
    ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
    ...(filter.text ? { pattern: `%${escapeLike(filter.text)}%` } : {}),
  };
}

/** A short name per shape: PostgreSQL's name of the prepared statement, and the counts' key. */
function keyOf(shape: ListShape): string {
  return `${shape.visibility}_${shape.category ? 'c' : ''}${shape.text ? 't' : ''}_${shape.inStock}`;
}

/** The filter as text: what a kept count is remembered by. */
export function filterKey(filter: ProductFilter): string {
  const p = paramsOf(filter);
  return `${keyOf(shapeOf(filter))}|${p.status ?? ''}|${p.categoryId ?? ''}|${p.pattern ?? ''}`;
}

function whereOf(shape: ListShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.visibility === 'public') conditions.push(onSale());
  if (shape.visibility === 'status') conditions.push(eq(products.status, sql.placeholder('status')));
  if (shape.category) conditions.push(eq(products.categoryId, sql.placeholder('categoryId')));
  if (shape.text) conditions.push(like(products.searchText, sql.placeholder('pattern')));
  if (shape.inStock === 'yes') conditions.push(gt(products.stock, 0));
  if (shape.inStock === 'no') conditions.push(eq(products.stock, 0));
  return conditions.length ? and(...conditions) : undefined;
}

/** Ids grow with time, so "newest" is the (status, id) index order. */
function orderOf(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(products.recentSales), desc(products.id)];
    case 'price_asc':
      return [asc(products.price), desc(products.id)];
    case 'price_desc':
      return [desc(products.price), desc(products.id)];
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    default:
      return [desc(products.id)];
  }
}

function preparePage(db: DbOrTx, shape: ListShape, sort: ProductSort) {
  return db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(shape))
    .orderBy(...orderOf(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`product_page_${keyOf(shape)}_${sort}`);
}

function prepareCount(db: DbOrTx, shape: ListShape) {
  return db
    .select({ n: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(shape))
    .prepare(`product_count_${keyOf(shape)}`);
}

type Prepared = {
  pages: Map<string, ReturnType<typeof preparePage>>;
  counts: Map<string, ReturnType<typeof prepareCount>>;
};
/** Per database handle: a prepared statement belongs to the session it was prepared on. */
const preparedOf = new WeakMap<DbOrTx, Prepared>();

function prepared(db: DbOrTx): Prepared {
  let statements = preparedOf.get(db);
  if (!statements) {
    statements = { pages: new Map(), counts: new Map() };
    preparedOf.set(db, statements);
  }
  return statements;
}

/** The statement kept under `name`, prepared the first time it is asked for. */
function preparedOnce<T>(statements: Map<string, T>, name: string, prepare: () => T): T {
  let statement = statements.get(name);
  if (!statement) {
    statement = prepare();
    statements.set(name, statement);
  }
  return statement;
}

/** One page of a list: one statement, prepared once per shape and sort. */
export async function listProductRows(
  db: DbOrTx,
  filter: ProductFilter,
  sort: ProductSort,
  page: { limit: number; offset: number },
) {
  const shape = shapeOf(filter);
  const statement = preparedOnce(prepared(db).pages, `${keyOf(shape)}_${sort}`, () =>
    preparePage(db, shape, sort),
  );
  const rows = await statement.execute({ ...paramsOf(filter), ...page });
  return rows.map(toProduct);
}

/** How many products the list's filter matches (its pages' total). */
export async function countProducts(db: DbOrTx, filter: ProductFilter) {
  const shape = shapeOf(filter);
  const statement = preparedOnce(prepared(db).counts, keyOf(shape), () => prepareCount(db, shape));
  const [row] = await statement.execute(paramsOf(filter));
  return row?.n ?? 0;
}
