import type { Category, CategoryListQuery } from '@farm/contract';
import { and, asc, count, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like.js';
import { offsetOf } from '../../lib/paging.js';
import { missingTranslation } from '../../lib/translations.js';
import { products } from '../product/product.table.js';
import { categories } from './category.table.js';

type CategoryRow = typeof categories.$inferSelect;

// Qualified by hand: in a single-table select drizzle prints bare column names, and a bare "id"
// inside the subquery would mean products.id.
const productCount = sql<number>`(
  select count(*)::int from ${products}
  where ${products}.${sql.identifier('category_id')} = ${categories}.${sql.identifier('id')}
    and ${products}.${sql.identifier('status')} = 'active'
)`;

function toCategory(row: CategoryRow & { productCount: number }): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    productCount: row.productCount,
    archived: row.archivedAt !== null,
    translations: row.translations,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listCategories(db: DbOrTx, query: CategoryListQuery) {
  const filters: SQL[] = [];
  if (!query.includeArchived) filters.push(isNull(categories.archivedAt));
  if (query.q) filters.push(ilike(categories.name, containsPattern(query.q)));
  if (query.missing) filters.push(missingTranslation(categories.translations, englishOf(), query.missing));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...categoriesColumns(), productCount })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.name))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { items: rows.map(toCategory), total: total?.n ?? 0 };
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...categoriesColumns(), productCount })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row ? toCategory(row) : undefined;
}

export async function findCategoryIdByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, name.toLowerCase()))
    .limit(1);
  return row?.id;
}

export async function slugExists(db: DbOrTx, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<typeof categories.$inferInsert>,
) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return row?.id;
}

export async function countProductsInCategory(db: DbOrTx, id: number) {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return row?.n ?? 0;
}

export async function deleteCategoryRow(db: DbOrTx, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}

function categoriesColumns() {
  const { id, name, slug, description, imageUrl, archivedAt, translations, createdAt, updatedAt } =
    categories;
  return { id, name, slug, description, imageUrl, archivedAt, translations, createdAt, updatedAt };
}

function englishOf() {
  return { name: categories.name, description: categories.description };
}
