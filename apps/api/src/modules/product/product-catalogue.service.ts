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
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { withShelfOffers } from '../pricing/index.js';
import { findCategoryState, findProduct, listProducts } from './product.repository.js';
import { bestSellingProducts } from './product-ranking.repository.js';
import { searchProducts } from './product-search.service.js';

/** Who is reading: the public sees active products of live categories; staff see everything. */
export type Viewer = { staff: boolean };

const limitOf = (query: { page: number; size: number }) => ({ limit: query.size, offset: offsetOf(query) });

export async function listProductPage(db: Db, query: ProductListQuery, viewer: Viewer) {
  const text = query.q ? normalizeSearchText(query.q) : '';
  const { items, total } = await listProducts(
    db,
    {
      publicOnly: !viewer.staff,
      categoryId: query.categoryId,
      text: text || undefined,
      status: query.status,
      inStock: query.inStock,
    },
    query.sort,
    limitOf(query),
  );
  return { items: await withShelfOffers(db, items), page: pageInfo(query, total) };
}

export async function listCategoryProductPage(
  db: Db,
  categoryId: number,
  query: ProductCategoryQuery,
  viewer: Viewer,
) {
  const category = await findCategoryState(db, categoryId);
  if (!category || (category.archived && !viewer.staff)) throw notFound('Category');
  const { items, total } = await listProducts(
    db,
    { publicOnly: !viewer.staff, categoryId },
    query.sort,
    limitOf(query),
  );
  return { items: await withShelfOffers(db, items), page: pageInfo(query, total) };
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
