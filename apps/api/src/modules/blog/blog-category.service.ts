import type { BlogCategoryCreate, BlogCategoryListQuery, BlogCategoryUpdate } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import { mergeTranslations } from '../../lib/translations.js';
import {
  countBlogsInCategory,
  deleteBlogCategoryRow,
  findBlogCategory,
  findBlogCategoryIdByName,
  insertBlogCategory,
  listBlogCategories,
  updateBlogCategory,
} from './blog-category.repository.js';

export async function listBlogCategoryPage(db: Db, query: BlogCategoryListQuery) {
  const { items, total } = await listBlogCategories(db, query);
  return { items, page: pageInfo(query, total) };
}

export async function getBlogCategory(db: Db, id: number) {
  const category = await findBlogCategory(db, id);
  if (!category) throw notFound('Blog category');
  return category;
}

export async function createBlogCategory(db: Db, input: BlogCategoryCreate) {
  await assertNameFree(db, input.name);
  const id = await insertBlogCategory(db, {
    ...input,
    translations: mergeTranslations({}, input.translations),
  }).catch(nameConflictOf);
  return getBlogCategory(db, id);
}

export async function editBlogCategory(db: Db, id: number, input: BlogCategoryUpdate) {
  const current = await getBlogCategory(db, id);
  if (input.name && input.name.toLowerCase() !== current.name.toLowerCase()) {
    await assertNameFree(db, input.name);
  }
  await updateBlogCategory(db, id, {
    ...input,
    ...(input.translations
      ? { translations: mergeTranslations(current.translations, input.translations) }
      : {}),
  }).catch(nameConflictOf);
  return getBlogCategory(db, id);
}

/** Blogs must not lose their category: a category still in use is refused, not cascaded. */
export async function removeBlogCategory(db: Db, id: number) {
  await getBlogCategory(db, id);
  const inUse = await countBlogsInCategory(db, id);
  if (inUse > 0) throw inUseConflict(inUse);
  await deleteBlogCategoryRow(db, id).catch((err: unknown) => {
    // A blog was filed under it between the count and the delete.
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION) throw inUseConflict(1);
    throw err;
  });
}

function inUseConflict(blogCount: number) {
  const blogsText = blogCount === 1 ? '1 blog' : `${blogCount} blogs`;
  return conflict(
    'BLOG_CATEGORY_IN_USE',
    `This blog category still has ${blogsText}; move or delete them before deleting the category`,
  ).worded({ blogs: blogCount }, 'BLOG_CATEGORY_STILL_HAS');
}

async function assertNameFree(db: DbOrTx, name: string) {
  if (await findBlogCategoryIdByName(db, name)) throw duplicateName();
}

/** Two staff saving the same name at once: the unique index decides, the answer stays the same. */
function nameConflictOf(err: unknown): never {
  if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) throw duplicateName();
  throw err;
}

function duplicateName() {
  return conflict('DUPLICATE_NAME', 'A blog category with this name already exists', [
    { field: 'name', code: 'IN_USE', message: 'is already in use' },
  ]).worded({}, 'BLOG_CATEGORY_NAME_ALREADY_EXISTS');
}
