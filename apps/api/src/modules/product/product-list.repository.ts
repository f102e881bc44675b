import type { ProductSort, ProductStatus, TranslatedLanguage } from '@farm/contract';
import { and, asc, count, desc, eq, gt, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { products } from './product.table.js';
import { escapeLike, onSale, productSelection, toProduct } from './product-row.js';
import { readGeneration, searchGeneration } from './product-search.repository.js';

export type ProductFilter = {
  /** true: the public's view (active products of live categories); false: staff see everything. */
  publicOnly: boolean;
  categoryId?: number | undefined;
  /** Already normalised (lower case, no whitespace): a substring of the search text. */
  text?: string | undefined;
  /** Only these products (what search found: product-search-list.service.ts). */
  ids?: readonly number[] | undefined;
  status?: ProductStatus | undefined;
  inStock?: boolean | undefined;
  /** Staff's "missing Tamil": products whose name has no translation in this language. */
  missing?: TranslatedLanguage | undefined;
};

/**
 * Which conditions a list has, not their values: each shape is one prepared statement, built by
 * Drizzle once and, on PostgreSQL, parsed and planned once per connection (a named statement).
 */
type ListShape = {
  visibility: 'public' | 'status' | 'all';
  category: boolean;
  text: boolean;
  ids: boolean;
  inStock: 'yes' | 'no' | 'any';
  missing: boolean;
};

/** The values of a shape's placeholders. */
type ListParams = {
  status?: ProductStatus;
  categoryId?: number;
  pattern?: string;
  language?: string;
  /** An array literal: one parameter whatever the number of ids, so one prepared statement. */
  ids?: string;
};

function shapeOf(filter: ProductFilter): ListShape {
  return {
    visibility: filter.publicOnly ? 'public' : filter.status ? 'status' : 'all',
    category: filter.categoryId !== undefined,
    text: Boolean(filter.text),
    ids: filter.ids !== undefined,
    inStock: filter.inStock === true ? 'yes' : filter.inStock === false ? 'no' : 'any',
    missing: filter.missing !== undefined,
  };
}

function paramsOf(filter: ProductFilter): ListParams {
  return {
    ...(!filter.publicOnly && filter.status ? { status: filter.status } : {}),
    ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
    ...(filter.text ? { pattern: `%${escapeLike(filter.text)}%` } : {}),
    ...(filter.missing ? { language: filter.missing } : {}),
    ...(filter.ids ? { ids: `{${filter.ids.join(',')}}` } : {}),
  };
}

/** A short name per shape: PostgreSQL's name of the prepared statement, and the counts' key. */
function keyOf(shape: ListShape): string {
  const conditions = `${shape.category ? 'c' : ''}${shape.text ? 't' : ''}${shape.ids ? 'i' : ''}${shape.missing ? 'm' : ''}`;
  return `${shape.visibility}_${conditions}_${shape.inStock}`;
}

/** The filter as text: what a kept count is remembered by. */
export function filterKey(filter: ProductFilter): string {
  const p = paramsOf(filter);
  return `${keyOf(shapeOf(filter))}|${p.status ?? ''}|${p.categoryId ?? ''}|${p.pattern ?? ''}|${p.language ?? ''}|${p.ids ?? ''}`;
}

function whereOf(shape: ListShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.visibility === 'public') conditions.push(onSale());
  if (shape.visibility === 'status') conditions.push(eq(products.status, sql.placeholder('status')));
  if (shape.category) conditions.push(eq(products.categoryId, sql.placeholder('categoryId')));
  if (shape.text) conditions.push(like(products.searchText, sql.placeholder('pattern')));
  if (shape.ids) conditions.push(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`);
  if (shape.inStock === 'yes') conditions.push(gt(products.stock, 0));
  if (shape.inStock === 'no') conditions.push(eq(products.stock, 0));
  if (shape.missing) {
    const name = sql`${products.translations} -> ${sql.placeholder('language')}::text ->> 'name'`;
    conditions.push(sql`coalesce(${name}, '') = ''`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A running offer as the shelf applies it (pricing's `LiveOffer` fits): a whole percentage, halves
 * rounded up, or an amount, off each unit, at most the price, on the shop, categories or products.
 */
export type ShelfOffer = {
  discountPercent: number | null;
  discountAmount: number | null;
  appliesTo: 'shop' | 'categories' | 'products';
  categoryIds: number[];
  productIds: number[];
};

/** A whole number written into the statement (offers are few and change seldom; see `signatureOf`). */
const literal = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * The price a customer pays on the shelf, in SQL: the list price less the offer that takes most
 * off it (offer-rules.ts `shelfDiscount`), so that "Price: low to high" is the order the cards'
 * prices show. With no offer running it is the list price, which the price indexes serve.
 */
function shelfPrice(offers: readonly ShelfOffer[]): SQL {
  const price = products.price;
  const prices = offers.flatMap((offer) => {
    const targets = offer.appliesTo === 'categories' ? offer.categoryIds : offer.productIds;
    if (offer.appliesTo !== 'shop' && targets.length === 0) return [];
    const cut =
      offer.discountPercent != null
        ? sql`least(${price}, (${price} * ${literal(offer.discountPercent)} + 50) / 100)`
        : offer.discountAmount != null
          ? sql`least(${price}, ${literal(offer.discountAmount)})`
          : undefined;
    if (!cut) return [];
    if (offer.appliesTo === 'shop') return [sql`${price} - ${cut}`];
    const column = offer.appliesTo === 'categories' ? products.categoryId : products.id;
    const applies = sql`${column} in (${sql.join(targets.map(literal), sql`, `)})`;
    return [sql`case when ${applies} then ${price} - ${cut} else ${price} end`];
  });
  return prices.length ? sql`least(${price}, ${sql.join(prices, sql`, `)})` : sql`${price}`;
}

/** A short name for a set of offers: a price order's statement is prepared once per set. */
function signatureOf(offers: readonly ShelfOffer[]): string {
  const text = JSON.stringify(
    offers.map((o) => [o.discountPercent, o.discountAmount, o.appliesTo, o.categoryIds, o.productIds]),
  );
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33 + text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** Ids grow with time, so "newest" is the (status, id) index order. */
function orderOf(sort: ProductSort, offers: readonly ShelfOffer[]): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(products.recentSales), desc(products.id)];
    case 'price_asc':
      return [asc(shelfPrice(offers)), desc(products.id)];
    case 'price_desc':
      return [desc(shelfPrice(offers)), desc(products.id)];
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    default:
      return [desc(products.id)];
  }
}

function preparePage(
  db: DbOrTx,
  shape: ListShape,
  sort: ProductSort,
  offers: readonly ShelfOffer[],
  name: string,
) {
  return db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(shape))
    .orderBy(...orderOf(sort, offers))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`product_page_${name}`);
}

function prepareCount(db: DbOrTx, shape: ListShape) {
  return db
    .select({ n: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(shape))
    .prepare(`product_count_${keyOf(shape)}`);
}

function prepareIds(db: DbOrTx, shape: ListShape) {
  return db
    .select({ id: products.id, generation: searchGeneration })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(shape))
    .prepare(`product_ids_${keyOf(shape)}`);
}

type Prepared = {
  pages: Map<string, ReturnType<typeof preparePage>>;
  counts: Map<string, ReturnType<typeof prepareCount>>;
  ids: Map<string, ReturnType<typeof prepareIds>>;
};
/** Per database handle: a prepared statement belongs to the session it was prepared on. */
const preparedOf = new WeakMap<DbOrTx, Prepared>();

function prepared(db: DbOrTx): Prepared {
  let statements = preparedOf.get(db);
  if (!statements) {
    statements = { pages: new Map(), counts: new Map(), ids: new Map() };
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

/**
 * One page of a list: one statement, prepared once per shape and sort (and, for a price order,
 * per set of running shelf offers, `offers`, whose prices it sorts by).
 */
export async function listProductRows(
  db: DbOrTx,
  filter: ProductFilter,
  sort: ProductSort,
  page: { limit: number; offset: number },
  offers: readonly ShelfOffer[] = [],
) {
  const shape = shapeOf(filter);
  const byPrice = (sort === 'price_asc' || sort === 'price_desc') && offers.length > 0;
  const name = `${keyOf(shape)}_${sort}${byPrice ? `_${signatureOf(offers)}` : ''}`;
  const statement = preparedOnce(prepared(db).pages, name, () =>
    preparePage(db, shape, sort, byPrice ? offers : [], name),
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

/**
 * The ids of the products the filter lets through (in no order), and the search generation in
 * the same statement: a list of what search found (`filter.ids`) sees whether the index that
 * found them is as new as the rows.
 */
export async function findListedIds(db: DbOrTx, filter: ProductFilter) {
  if (filter.ids?.length === 0) return { ids: [], generation: await readGeneration(db) };
  const shape = shapeOf(filter);
  const statement = preparedOnce(prepared(db).ids, keyOf(shape), () => prepareIds(db, shape));
  const rows = await statement.execute(paramsOf(filter));
  return { ids: rows.map((row) => row.id), generation: rows[0]?.generation ?? (await readGeneration(db)) };
}
