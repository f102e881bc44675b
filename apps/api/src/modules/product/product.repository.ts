import { and, asc, eq, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { orderItems } from '../order/order.table.js';
import { products } from './product.table.js';
import { boundJson, boundText, onSale, productSelection, searchColumns, toProduct } from './product-row.js';

export type ProductWrite = Omit<typeof products.$inferInsert, 'id' | 'searchText' | 'nameKey'>;

export async function findProduct(db: DbOrTx, by: { id: number } | { code: string }, onlyPublic: boolean) {
  const match =
    'id' in by ? eq(products.id, by.id) : eq(sql`lower(${products.productCode})`, by.code.toLowerCase());
  const [row] = await db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(onlyPublic ? and(match, onSale()) : match)
    .limit(1);
  return row ? toProduct(row) : undefined;
}

/** Full products for these ids, in the order of the ids. */
export async function findProductsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findProductIdByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(sql`lower(${products.productCode})`, code.toLowerCase()))
    .limit(1);
  return row?.id;
}

/** The rows a bulk update targets, locked until the transaction ends. */
export async function lockProducts(db: DbOrTx, ids: number[], codes: string[]) {
  const targets: SQL[] = [];
  if (ids.length) targets.push(inArray(products.id, ids));
  if (codes.length) {
    targets.push(
      inArray(
        sql`lower(${products.productCode})`,
        codes.map((c) => c.toLowerCase()),
      ),
    );
  }
  if (targets.length === 0) return [];
  const { id, productCode, name, price, mrp, stock } = products;
  return db
    .select({ id, productCode, name, price, mrp, stock })
    .from(products)
    .where(sql.join(targets, sql` or `))
    .orderBy(asc(products.id))
    .for('update');
}

/** The category a product list is asked for: undefined if unknown. */
export async function findCategoryState(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ archivedAt: categories.archivedAt })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row ? { archived: row.archivedAt !== null } : undefined;
}

export async function existingCategoryIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: number) {
  const match = eq(products.slug, slug);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId === undefined ? match : and(match, ne(products.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertProduct(db: DbOrTx, values: ProductWrite) {
  const search = searchColumns({
    name: boundText(values.name),
    productCode: boundText(values.productCode),
    categoryId: sql`${values.categoryId}::int`,
    description: boundText(values.description),
    searchWords: boundText(values.searchWords ?? ''),
    translations: boundJson(values.translations ?? {}),
  });
  const [row] = await db
    .insert(products)
    .values({ ...values, ...search })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Updates the given fields; search_text and name_key follow in the same statement. */
export async function updateProductRow(db: DbOrTx, id: number, values: Partial<ProductWrite>) {
  const part = (value: string | undefined, column: SQLWrapper) =>
    value === undefined ? sql`${column}` : boundText(value);
  const search = searchColumns({
    name: part(values.name, products.name),
    productCode: part(values.productCode, products.productCode),
    categoryId:
      values.categoryId === undefined ? sql`${products.categoryId}` : sql`${values.categoryId}::int`,
    description: part(values.description, products.description),
    searchWords: part(values.searchWords, products.searchWords),
    translations:
      values.translations === undefined ? sql`${products.translations}` : boundJson(values.translations),
  });
  const [row] = await db
    .update(products)
    .set({ ...values, ...search })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return row?.id;
}

/** After a category is renamed: its products' search_text names the new category. */
export async function refreshProductSearchTextForCategory(db: DbOrTx, categoryId: number) {
  const search = searchColumns({
    name: products.name,
    productCode: products.productCode,
    categoryId: products.categoryId,
    description: products.description,
    searchWords: products.searchWords,
    translations: products.translations,
  });
  await db
    .update(products)
    // Keeps updated_at: the products themselves did not change.
    .set({ ...search, updatedAt: sql`${products.updatedAt}` })
    .where(eq(products.categoryId, categoryId));
}

export async function productHasOrders(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, id))
    .limit(1);
  return row !== undefined;
}

export async function deleteProductRow(db: DbOrTx, id: number) {
  await db.delete(products).where(eq(products.id, id));
}
