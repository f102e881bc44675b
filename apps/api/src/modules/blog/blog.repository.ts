import type { Blog, BlogListQuery, BlogSummary } from '@farm/contract';
import { and, count, desc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like.js';
import { offsetOf } from '../../lib/paging.js';
import { staffUsers } from '../user/user.table.js';
import { blogCategories, blogs } from './blog.table.js';
import { excerptOf } from './blog-excerpt.js';

type BlogRow = typeof blogs.$inferSelect;
type JoinedRow = Omit<BlogRow, 'content'> & { blogCategoryName: string; authorName: string | null };

const { content: _content, ...summaryColumns } = getTableColumns(blogs);
const joinedColumns = {
  ...summaryColumns,
  blogCategoryName: blogCategories.name,
  authorName: staffUsers.name,
};
/** Enough of the content to derive an excerpt from, without shipping 50k characters per row. */
const contentHead = sql<string>`left(${blogs.content}, 1000)`;
const fullContent = sql<string>`${blogs.content}`;

/** Newest first: by publication date, drafts by their creation date. */
const newestFirst = [desc(sql`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`), desc(blogs.id)];

function toSummary(row: JoinedRow, content: string): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    blogCategoryId: row.blogCategoryId,
    blogCategory: { id: row.blogCategoryId, name: row.blogCategoryName },
    excerpt: row.excerpt ?? excerptOf(content),
    coverImageUrl: row.coverImageUrl,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Blogs with their category's and author's names, and `text`: all or part of the content. */
function joined(db: DbOrTx, text: SQL<string>) {
  return db
    .select({ ...joinedColumns, text })
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.blogCategoryId))
    .leftJoin(staffUsers, eq(staffUsers.id, blogs.authorId));
}

export async function listBlogs(db: DbOrTx, query: BlogListQuery) {
  const filters: SQL[] = [];
  if (query.published !== undefined) filters.push(eq(blogs.published, query.published));
  if (query.blogCategoryId) filters.push(eq(blogs.blogCategoryId, query.blogCategoryId));
  if (query.q) filters.push(ilike(blogs.title, containsPattern(query.q)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db, contentHead)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { items: rows.map((row) => toSummary(row, row.text)), total: total?.n ?? 0 };
}

async function findBlogWhere(db: DbOrTx, where: SQL): Promise<Blog | undefined> {
  const [row] = await joined(db, fullContent).where(where).limit(1);
  return row ? { ...toSummary(row, row.text), content: row.text } : undefined;
}

export function findBlog(db: DbOrTx, id: number) {
  return findBlogWhere(db, eq(blogs.id, id));
}

export function findBlogBySlug(db: DbOrTx, slug: string) {
  return findBlogWhere(db, eq(blogs.slug, slug));
}

export async function slugExists(db: DbOrTx, slug: string, exceptId?: number) {
  const [row] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function insertBlog(db: DbOrTx, values: typeof blogs.$inferInsert) {
  const [row] = await db.insert(blogs).values(values).returning({ id: blogs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateBlog(db: DbOrTx, id: number, values: Partial<typeof blogs.$inferInsert>) {
  // updatedAt is set explicitly so that an empty PUT is a valid (no-op) update, not an empty SET.
  const [row] = await db
    .update(blogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning({ id: blogs.id });
  return row?.id;
}

export async function deleteBlogRow(db: DbOrTx, id: number) {
  const rows = await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
  return rows.length > 0;
}
