import type { Blog, BlogListQuery, BlogSummary } from '@farm/contract';
import type { Translations } from '@farm/contract/plain/languages';
import { and, count, desc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like.js';
import { offsetOf } from '../../lib/paging.js';
import { missingTranslation } from '../../lib/translations.js';
import { staffUsers } from '../user/user.table.js';
import { blogCategories, blogs } from './blog.table.js';
import { excerptOf } from './blog-excerpt.js';

type BlogRow = typeof blogs.$inferSelect;
type JoinedRow = Omit<BlogRow, 'content'> & {
  blogCategoryName: string;
  blogCategoryTranslations: Translations<'name' | 'description'>;
  authorName: string | null;
};
type BlogTranslations = BlogRow['translations'];

const { content: _content, ...summaryColumns } = getTableColumns(blogs);
const joinedColumns = {
  ...summaryColumns,
  blogCategoryName: blogCategories.name,
  blogCategoryTranslations: blogCategories.translations,
  authorName: staffUsers.name,
};
/** Enough of the content to derive an excerpt from, without shipping 50k characters per row. */
const contentHead = sql<string>`left(${blogs.content}, 1000)`;
const fullContent = sql<string>`${blogs.content}`;
/** The translations with each language's content cut as `contentHead` cuts the English. */
const translationsHead = sql<BlogTranslations>`(
  select coalesce(jsonb_object_agg(l.key, case when l.value ? 'content'
    then jsonb_set(l.value, '{content}', to_jsonb(left(l.value ->> 'content', 1000)))
    else l.value end), '{}'::jsonb)
  from jsonb_each(${blogs.translations}) l
)`;

/** Newest first: by publication date, drafts by their creation date. */
const newestFirst = [desc(sql`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`), desc(blogs.id)];

function toSummary(row: JoinedRow, content: string): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    blogCategoryId: row.blogCategoryId,
    blogCategory: {
      id: row.blogCategoryId,
      name: row.blogCategoryName,
      translations: pickTranslations(row.blogCategoryTranslations, (t) => ({ name: t.name })),
    },
    excerpt: row.excerpt ?? excerptOf(content),
    coverImageUrl: row.coverImageUrl,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    authorId: row.authorId,
    authorName: row.authorName,
    translations: pickTranslations(row.translations, (t) => ({
      title: t.title,
      excerpt: excerptOfTranslation(t),
    })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** As the English: the written excerpt, or one derived from the content. */
function excerptOfTranslation(fields: { content?: string; excerpt?: string }) {
  return fields.excerpt ?? (fields.content ? excerptOf(fields.content) : undefined);
}

/** Each language's fields as `pick` makes them, without the fields it leaves undefined. */
function pickTranslations<F extends string, G extends string>(
  translations: Translations<F>,
  pick: (fields: Partial<Record<F, string>>) => Partial<Record<G, string | undefined>>,
): Translations<G> {
  return Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => [
      language,
      Object.fromEntries(Object.entries(pick(fields ?? {})).filter(([, v]) => v !== undefined)),
    ]),
  ) as Translations<G>;
}

/**
 * Blogs with their category's and author's names, `text`: all or part of the content, and their
 * translations likewise.
 */
function joined(db: DbOrTx, text: SQL<string>, translations: SQL<BlogTranslations>) {
  return db
    .select({ ...joinedColumns, text, translations })
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.blogCategoryId))
    .leftJoin(staffUsers, eq(staffUsers.id, blogs.authorId));
}

export async function listBlogs(db: DbOrTx, query: BlogListQuery) {
  const filters: SQL[] = [];
  if (query.published !== undefined) filters.push(eq(blogs.published, query.published));
  if (query.blogCategoryId) filters.push(eq(blogs.blogCategoryId, query.blogCategoryId));
  if (query.q) filters.push(ilike(blogs.title, containsPattern(query.q)));
  if (query.missing) {
    const english = { title: blogs.title, content: blogs.content, excerpt: blogs.excerpt };
    filters.push(missingTranslation(blogs.translations, english, query.missing));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db, contentHead, translationsHead)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { items: rows.map((row) => toSummary(row, row.text)), total: total?.n ?? 0 };
}

async function findBlogWhere(db: DbOrTx, where: SQL): Promise<Blog | undefined> {
  const [row] = await joined(db, fullContent, sql<BlogTranslations>`${blogs.translations}`)
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const summary = toSummary(row, row.text);
  return {
    ...summary,
    content: row.text,
    translations: pickTranslations(row.translations, (t) => ({ ...t, excerpt: excerptOfTranslation(t) })),
  };
}

export function findBlog(db: DbOrTx, id: number) {
  return findBlogWhere(db, eq(blogs.id, id));
}

export function findBlogBySlug(db: DbOrTx, slug: string) {
  return findBlogWhere(db, eq(blogs.slug, slug));
}

/** What is stored, without derived excerpts: what an edit merges into. */
export async function findBlogTranslations(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ translations: blogs.translations })
    .from(blogs)
    .where(eq(blogs.id, id))
    .limit(1);
  return row?.translations ?? {};
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
