import { PRODUCT_STATUSES } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';
import { categories } from '../category/category.table.js';

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Paise, GST included. */
    price: integer('price').notNull(),
    mrp: integer('mrp'),
    unit: text('unit').notNull(),
    /** GST: the goods' HSN code; its rate on a date is in `gst_rates`. */
    hsnCode: text('hsn_code'),
    stock: integer('stock').notNull().default(0),
    /** Running low at this many or fewer in stock (the dashboard's list); live animals: 1. */
    lowStockLimit: integer('low_stock_limit').notNull().default(5),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased, whitespace-free name + code + category + description: what search matches. */
    searchText: text('search_text').notNull().default(''),
    /** Lower-cased, whitespace-free name: ranks exact and prefix matches first. */
    nameKey: text('name_key').notNull().default(''),
    /**
     * Units sold in the last 90 days (orders not cancelled or returned): the best sellers' and
     * `sort=popular`'s measure. Checkout adds, a cancellation or return takes away, and
     * `refreshRecentSales` recounts it from the orders (at start and every few hours), which
     * lets orders older than 90 days drop out (decision 0020).
     */
    recentSales: integer('recent_sales').notNull().default(0),
    /** Words staff add so a product is found as people type it, in either script ("nei", "நெய்"). */
    searchWords: text('search_words').notNull().default(''),
    translations: translationsColumn<'name' | 'description' | 'unit'>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_product_code_key').on(sql`lower(${t.productCode})`),
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId, t.status, t.id),
    index('products_status_idx').on(t.status, t.id),
    // The staff dashboard's "running low" and "sold out" lists: only the few near-empty rows.
    index('products_active_stock_idx').on(t.stock, t.id).where(sql`${t.status} = 'active'`),
    // "Running low" compares each row's stock with its own limit: only rows at or under it are here.
    index('products_low_stock_idx')
      .on(t.stock, t.id)
      .where(sql`${t.status} = 'active' and ${t.stock} <= ${t.lowStockLimit}`),
    // Sorted lists read their page straight off these (price or name order; ties by id are sorted
    // incrementally), instead of sorting every product of a category or of the shop (decision 0018).
    index('products_category_price_idx').on(t.categoryId, t.status, t.price),
    index('products_status_price_idx').on(t.status, t.price),
    index('products_category_name_idx').on(t.categoryId, t.status, sql`lower(${t.name})`),
    index('products_status_name_idx').on(t.status, sql`lower(${t.name})`),
    // Best sellers and `sort=popular` read their page straight off these, like the sorted lists.
    index('products_status_sales_idx').on(t.status, t.recentSales.desc(), t.id.desc()),
    index('products_category_sales_idx').on(t.categoryId, t.status, t.recentSales.desc(), t.id.desc()),
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_name_key_trgm').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_mrp_check', sql`${t.mrp} is null or ${t.mrp} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_low_stock_limit_check', sql`${t.lowStockLimit} >= 0`),
    check('products_recent_sales_check', sql`${t.recentSales} >= 0`),
    check('products_status_check', sql`${t.status} in ('draft', 'active', 'archived')`),
  ],
);

/**
 * One row counting the writes that change what search finds (a product's name, code, category or
 * status; a category's name or archiving), bumped by triggers (migration 0022) whatever the code
 * path. Each API process keeps its own search index in memory and reads this count with every
 * search, so an index built before another process's write is rebuilt (decision 0036).
 */
export const productSearchGeneration = pgTable(
  'product_search_generation',
  {
    id: integer('id').primaryKey().default(1),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('product_search_generation_one_row', sql`${t.id} = 1`)],
);
