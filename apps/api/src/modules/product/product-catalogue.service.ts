import {
  type BestSellingQuery,
  normalizeSearchText,
  type ProductCategoryQuery,
  type ProductListQuery,
  type ProductSearchQuery,
  SEARCH_MIN_CHARS,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { KeptReads } from '../../lib/kept-reads.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { withShelfOffers } from '../pricing/index.js';
import { findCategoryState, findProduct } from './product.repository.js';
import { countProducts, filterKey, listProductRows, type ProductFilter } from './product-list.repository.js';
import { bestSellingProducts } from './product-ranking.repository.js';
import { searchProducts } from './product-search.repository.js';

/** Who is reading: the public sees active products of live categories; staff see everything. */
export type Viewer = { staff: boolean };

const limitOf = (query: { page: number; size: number }) => ({ limit: query.size, offset: offsetOf(query) });

/** A page of products and its total; the total and the running offers are kept until a write (lib/kept-reads.ts). */
async function listPage(
  db: Db,
  kept: KeptReads,
  filter: ProductFilter,
  query: { sort: ProductListQuery['sort']; page: number; size: number },
) {
  const [items, total] = await Promise.all([
    listProductRows(db, filter, query.sort, limitOf(query)),
    kept.get(`count ${filterKey(filter)}`, () => countProducts(db, filter)),
  ]);
  return { items: await withShelfOffers(db, items, kept), page: pageInfo(query, total) };
}

export async function listProductPage(db: Db, kept: KeptReads, query: ProductListQuery, viewer: Viewer) {
  const text = query.q ? normalizeSearchText(query.q) : '';
  const filter = {
    publicOnly: !viewer.staff,
    categoryId: query.categoryId,
    text: text || undefined,
    status: query.status,
    inStock: query.inStock,
  };
  return listPage(db, kept, filter, query);
}

export async function listCategoryProductPage(
  db: Db,
  kept: KeptReads,
  categoryId: number,
  query: ProductCategoryQuery,
  viewer: Viewer,
) {
  const category = await findCategoryState(db, categoryId);
  if (!category || (category.archived && !viewer.staff)) throw notFound('Category');
  return listPage(db, kept, { publicOnly: !viewer.staff, categoryId }, query);
}

export async function getProduct(db: Db, kept: KeptReads, id: number, viewer: Viewer) {
  const product = await findProduct(db, { id }, !viewer.staff);
  if (!product) throw notFound('Product');
  const [priced] = await withShelfOffers(db, [product], kept);
  return priced ?? product;
}

export async function getProductByCode(db: Db, kept: KeptReads, code: string, viewer: Viewer) {
  const product = await findProduct(db, { code }, !viewer.staff);
  if (!product) throw notFound('Product');
  const [priced] = await withShelfOffers(db, [product], kept);
  return priced ?? product;
}

/** The search box's query: under 3 characters (once whitespace is gone) it finds nothing, asking nothing. */
export async function searchProductPage(db: Db, kept: KeptReads, query: ProductSearchQuery, viewer: Viewer) {
  const keywords = normalizeSearchText(query.keywords);
  if (keywords.length < SEARCH_MIN_CHARS) return { items: [], page: pageInfo(query, 0) };
  const { items, total } = await searchProducts(db, keywords, !viewer.staff, limitOf(query));
  return { items: await withShelfOffers(db, items, kept), page: pageInfo(query, total) };
}

export async function listBestSelling(db: Db, kept: KeptReads, query: BestSellingQuery) {
  return withShelfOffers(db, await bestSellingProducts(db, query.size), kept);
}
