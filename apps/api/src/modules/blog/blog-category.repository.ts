import type { BlogCategory, BlogCategoryListQuery } from '@farm/contract';
import { and, asc, count, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like.js';
import { offsetOf } from '../../lib/paging.js';
import { missingTranslation } from '../../lib/translations.js';
import { blogCategories, blogs } from './blog.table.js';

type BlogCategoryRow = typeof blogCategories.$inferSelect;

/**
 * Blog categories with their count of published blogs. A join, not a correlated `(select ...)`:
 * drizzle prints the columns of a one-table select unqualified, so `blog_category_id = id` inside
 * such a subquery would compare two columns of `blogs`.
 */
function withBlogCount(db: DbOrTx) {
  const counts = db
    .select({ blogCategoryId: blogs.blogCategoryId, n: count().as('n') })
    .from(blogs)
    .where(eq(blogs.published, true))
    .groupBy(blogs.blogCategoryId)
    .as('blog_counts');
  return db
    .select({ ...getTableColumns(blogCategories), blogCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(blogCategories)
    .leftJoin(counts, eq(counts.blogCategoryId, blogCategories.id));
}

function toBlogCategory(row: BlogCategoryRow & { blogCount: number }): BlogCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    blogCount: row.blogCount,
    translations: row.translations,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listBlogCategories(db: DbOrTx, query: BlogCategoryListQuery) {
  const english = { name: blogCategories.name, description: blogCategories.description };
  const where = and(
    query.q ? ilike(blogCategories.name, containsPattern(query.q)) : undefined,
    query.missing ? missingTranslation(blogCategories.translations, english, query.missing) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withBlogCount(db)
      .where(where)
      .orderBy(asc(blogCategories.name), asc(blogCategories.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(blogCategories).where(where),
  ]);
  return { items: rows.map(toBlogCategory), total: total?.n ?? 0 };
}

export async function findBlogCategory(db: DbOrTx, id: number) {
  const [row] = await withBlogCount(db).where(eq(blogCategories.id, id)).limit(1);
  return row ? toBlogCategory(row) : undefined;
}

export async function blogCategoryExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id))
    .limit(1);
  return row !== undefined;
}

export async function findBlogCategoryIdByName(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(sql`lower(${blogCategories.name})`, name.toLowerCase()))
    .limit(1);
  return row?.id;
}

export async function insertBlogCategory(db: DbOrTx, values: typeof blogCategories.$inferInsert) {
  const [row] = await db.insert(blogCategories).values(values).returning({ id: blogCategories.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateBlogCategory(
  db: DbOrTx,
  id: number,
  values: Partial<typeof blogCategories.$inferInsert>,
) {
  // updatedAt is set explicitly so that an empty PUT is a valid (no-op) update, not an empty SET.
  const [row] = await db
    .update(blogCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogCategories.id, id))
    .returning({ id: blogCategories.id });
  return row?.id;
}

/** Every blog in the category, drafts included (they too would lose their category). */
export async function countBlogsInCategory(db: DbOrTx, id: number) {
  const [row] = await db.select({ n: count() }).from(blogs).where(eq(blogs.blogCategoryId, id));
  return row?.n ?? 0;
}

export async function deleteBlogCategoryRow(db: DbOrTx, id: number) {
  await db.delete(blogCategories).where(eq(blogCategories.id, id));
}
