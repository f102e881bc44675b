import type { Product } from '@farm/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { iso } from '../../lib/dates.js';
import { categories } from '../category/category.table.js';
import { reviews } from '../review/review.table.js';
import { products } from './product.table.js';

/**
 * What every product read selects: the row, its category, and its rating, in one statement
 * (correlated subqueries on the reviews index), so that a list never makes one query per row.
 */
export const productSelection = {
  id: products.id,
  productCode: products.productCode,
  name: products.name,
  slug: products.slug,
  description: products.description,
  categoryId: products.categoryId,
  price: products.price,
  mrp: products.mrp,
  unit: products.unit,
  hsnCode: products.hsnCode,
  stock: products.stock,
  lowStockLimit: products.lowStockLimit,
  status: products.status,
  imageUrls: products.imageUrls,
  translations: products.translations,
  searchWords: products.searchWords,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  category: {
    id: categories.id,
    name: categories.name,
    slug: categories.slug,
    translations: categories.translations,
  },
  rating: sql<number | null>`(
    select round(avg(${reviews.rating}), 1)::float8 from ${reviews}
    where ${reviews.productId} = ${products.id} and not ${reviews.hidden}
  )`.mapWith(Number),
  reviewCount: sql<number>`(
    select count(*)::int from ${reviews}
    where ${reviews.productId} = ${products.id} and not ${reviews.hidden}
  )`.mapWith(Number),
};

type ProductSelectionRow = Omit<typeof products.$inferSelect, 'searchText' | 'nameKey' | 'recentSales'> & {
  category: { id: number; name: string; slug: string; translations: Product['category']['translations'] };
  rating: number | null;
  reviewCount: number;
};

export function toProduct(row: ProductSelectionRow): Product {
  return {
    id: row.id,
    productCode: row.productCode,
    name: row.name,
    slug: row.slug,
    description: row.description,
    categoryId: row.categoryId,
    category: { ...row.category, translations: row.category.translations ?? {} },
    price: row.price,
    mrp: row.mrp,
    unit: row.unit,
    hsnCode: row.hsnCode,
    stock: row.stock,
    lowStockLimit: row.lowStockLimit,
    inStock: row.stock > 0,
    status: row.status,
    imageUrls: row.imageUrls,
    imageUrl: row.imageUrls[0] ?? null,
    rating: row.rating,
    reviewCount: row.reviewCount,
    translations: row.translations ?? {},
    searchWords: row.searchWords,
    // Set by the catalogue's reads (product-offers.ts), which know the running offers.
    offer: null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * On sale, what the public may see: an active product of a category that is not archived. A
 * condition (`where(onSale())`) or a column (`select({ onSale: onSale() })`); the query joins
 * `categories`.
 */
export function onSale(): SQL<boolean> {
  return sql<boolean>`(${products.status} = 'active' and ${categories.archivedAt} is null)`.mapWith(Boolean);
}

/** `%` and `_` typed by a person are plain characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The same normalisation as `normalizeSearchText` (lower case, no whitespace, no zero-width
 * joiners), in SQL. Text is stored NFC (the contract's schemas and the seed write it so).
 */
export function squashed(value: SQLWrapper | SQL): SQL {
  return sql`lower(regexp_replace(${value}, '[[:space:]\u200c\u200d]+', '', 'g'))`;
}

/** A value bound as a text parameter (typed, so that `||` resolves). */
export function boundText(value: string): SQL {
  return sql`${value}::text`;
}

/** A value bound as a jsonb parameter. */
export function boundJson(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

type SearchParts = {
  name: SQLWrapper;
  productCode: SQLWrapper;
  categoryId: SQLWrapper;
  description: SQLWrapper;
  /** Staff's search words (text) and the translations (jsonb): their words are found too. */
  searchWords: SQLWrapper;
  translations: SQLWrapper;
};

/** The translated texts search reads, as one text (jsonb in, '' when none). */
function translatedText(translations: SQLWrapper): SQL {
  return sql`coalesce(${translations}->'ta'->>'name', '') || ' ' || coalesce(${translations}->'ta'->>'description', '')`;
}

/**
 * `search_text` (name + code + category name + description + search words + Tamil name and
 * description) and `name_key` (name), computed by
 * the database in the same statement that writes the row, so they can never go stale. The parts
 * are bound values (insert), columns (refresh) or a mix (partial update).
 */
export function searchColumns(parts: SearchParts) {
  const categoryName = sql`coalesce((select ${categories.name} from ${categories} where ${categories.id} = ${parts.categoryId}), '')`;
  return {
    searchText: squashed(
      sql`${parts.name} || ' ' || ${parts.productCode} || ' ' || ${categoryName} || ' ' || ${parts.description} || ' ' || ${parts.searchWords} || ' ' || ${translatedText(parts.translations)}`,
    ),
    nameKey: squashed(sql`${parts.name}`),
  };
}
