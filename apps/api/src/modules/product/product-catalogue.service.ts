import {
  type BestSellingQuery,
  normalizeSearchText,
  type ProductCategoryQuery,
  type ProductListQuery,
  type ProductSearchQuery,
  type ProductSort,
  SEARCH_MIN_CHARS,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { shelfOffers, withShelfOffers } from '../pricing/index.js';
import type { KeptCounts } from './kept-counts.js';
import { findCategoryState, findProduct } from './product.repository.js';
import { countProducts, filterKey, listProductRows, type ProductFilter } from './product-list.repository.js';
import { bestSellingProducts } from './product-ranking.repository.js';
import { searchProducts } from './product-search.service.js';
import { listSearchMatches } from './product-search-list.service.js';

/** Who is reading: the public sees active products of live categories; staff see everything. */
export type Viewer = { staff: boolean };

const limitOf = (query: { page: number; size: number }) => ({ limit: query.size, offset: offsetOf(query) });

/** A page of products and its total; the total is kept until a write (kept-counts.ts). */
async function listPage(
  db: Db,
  counts: KeptCounts,
  filter: ProductFilter,
  query: { sort: ProductSort; page: number; size: number },
) {
  const offers = await offersToSortBy(db, query.sort);
  const [items, total] = await Promise.all([
    listProductRows(db, filter, query.sort, limitOf(query), offers),
    counts.count(filterKey(filter), () => countProducts(db, filter)),
  ]);
  return { items: await withShelfOffers(db, items), page: pageInfo(query, total) };
}

/** A price order is the order of the prices the cards show: after the running shelf offers. */
async function offersToSortBy(db: Db, sort: ProductSort | undefined) {
  return sort === 'price_asc' || sort === 'price_desc' ? shelfOffers(db) : [];
}

export async function listProductPage(db: Db, counts: KeptCounts, query: ProductListQuery, viewer: Viewer) {
  const text = query.q ? normalizeSearchText(query.q) : '';
  const filter = {
    publicOnly: !viewer.staff,
    categoryId: query.categoryId,
    status: query.status,
    inStock: query.inStock,
    // Staff's work list; the public has every product, translated or not.
    missing: viewer.staff ? query.missing : undefined,
  };
  // Words the search box would search: found as it finds them (Tamil, Tanglish, typos), in its
  // order unless a sort is asked for. Shorter text is part of a name or code (staff's finder).
  if (text.length >= SEARCH_MIN_CHARS) {
    const offers = await offersToSortBy(db, query.sort);
    const { items, total } = await listSearchMatches(db, text, filter, query.sort, limitOf(query), offers);
    return { items: await withShelfOffers(db, items), page: pageInfo(query, total) };
  }
  return listPage(
    db,
    counts,
    { ...filter, text: text || undefined },
    { ...query, sort: query.sort ?? 'newest' },
  );
}

export async function listCategoryProductPage(
  db: Db,
  counts: KeptCounts,
  categoryId: number,
  query: ProductCategoryQuery,
  viewer: Viewer,
) {
  const category = await findCategoryState(db, categoryId);
  if (!category || (category.archived && !viewer.staff)) throw notFound('Category');
  return listPage(db, counts, { publicOnly: !viewer.staff, categoryId }, query);
}

export async function getProduct(db: Db, id: number, viewer: Viewer) {
  const product = await findProduct(db, { id }, !viewer.staff);
  if (!product) throw notFound('Product');
  const [priced] = await withShelfOffers(db, [product]);
  return priced ?? product;
}

export async function getProductByCode(db: Db, code: string, viewer: Viewer) {
  const product = await findProduct(db, { code }, !viewer.staff);
  if (!product) throw notFound('Product');
  const [priced] = await withShelfOffers(db, [product]);
  return priced ?? product;
}

/** The search box's query: under 3 characters (once whitespace is gone) it finds nothing, asking nothing. */
export async function searchProductPage(db: Db, query: ProductSearchQuery, viewer: Viewer) {
  const keywords = normalizeSearchText(query.keywords);
  if (keywords.length < SEARCH_MIN_CHARS) return { items: [], page: pageInfo(query, 0) };
  const { items, total } = await searchProducts(db, keywords, !viewer.staff, limitOf(query));
  return { items: await withShelfOffers(db, items), page: pageInfo(query, total) };
}

export async function listBestSelling(db: Db, query: BestSellingQuery) {
  return withShelfOffers(db, await bestSellingProducts(db, query.size));
}
