import type { BlogCreate, BlogListQuery, BlogUpdate } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { slugify } from '../../lib/slug.js';
import { mergeTranslations } from '../../lib/translations.js';
import {
  deleteBlogRow,
  findBlog,
  findBlogBySlug,
  findBlogTranslations,
  insertBlog,
  listBlogs,
  slugExists,
  updateBlog,
} from './blog.repository.js';
import { blogCategoryExists } from './blog-category.repository.js';

/** Who is reading: staff see drafts too, the public only published blogs. */
export type Viewer = { staff: boolean };

export async function listBlogPage(db: Db, query: BlogListQuery, viewer: Viewer) {
  // The public asking for drafts finds none rather than an error.
  if (!viewer.staff && query.published === false) return { items: [], page: pageInfo(query, 0) };
  const { items, total } = await listBlogs(db, viewer.staff ? query : { ...query, published: true });
  return { items, page: pageInfo(query, total) };
}

export async function getBlog(db: Db, id: number, viewer: Viewer) {
  const blog = await findBlog(db, id);
  if (!blog || (!blog.published && !viewer.staff)) throw notFound('Blog');
  return blog;
}

export async function getBlogBySlug(db: Db, slug: string, viewer: Viewer) {
  const blog = await findBlogBySlug(db, slug);
  if (!blog || (!blog.published && !viewer.staff)) throw notFound('Blog');
  return blog;
}

export async function createBlog(db: Db, input: BlogCreate, authorId: number) {
  await assertCategoryExists(db, input.blogCategoryId);
  const published = input.published ?? true;
  const id = await insertBlog(db, {
    ...input,
    published,
    publishedAt: published ? new Date() : null,
    slug: await uniqueSlug(db, input.title),
    authorId,
    translations: mergeTranslations({}, input.translations),
  });
  return getBlog(db, id, { staff: true });
}

export async function editBlog(db: Db, id: number, input: BlogUpdate) {
  const current = await getBlog(db, id, { staff: true });
  if (input.blogCategoryId !== undefined) await assertCategoryExists(db, input.blogCategoryId);
  // Once a blog has been out, its address stays: links and search engines keep working.
  const neverPublished = current.publishedAt === null;
  const newTitle = input.title !== current.title ? input.title : undefined;
  await updateBlog(db, id, {
    ...input,
    ...(input.published && neverPublished ? { publishedAt: new Date() } : {}),
    ...(newTitle && neverPublished ? { slug: await uniqueSlug(db, newTitle, id) } : {}),
    ...(input.translations ? { translations: await mergedTranslations(db, id, input) } : {}),
  });
  return getBlog(db, id, { staff: true });
}

export async function removeBlog(db: Db, id: number) {
  if (!(await deleteBlogRow(db, id))) throw notFound('Blog');
}

async function assertCategoryExists(db: DbOrTx, blogCategoryId: number) {
  if (!(await blogCategoryExists(db, blogCategoryId))) {
    throw badRequest('Unknown blog category', [
      { field: 'blogCategoryId', code: 'NO_BLOG_CATEGORY', message: 'no blog category has this id' },
    ]).worded({}, 'UNKNOWN_BLOG_CATEGORY');
  }
}

async function uniqueSlug(db: DbOrTx, title: string, exceptId?: number) {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugExists(db, slug, exceptId))) return slug;
  }
}

async function mergedTranslations(db: DbOrTx, id: number, input: BlogUpdate) {
  return mergeTranslations(await findBlogTranslations(db, id), input.translations);
}
