import type { CategoryCreate, CategoryListQuery, CategoryUpdate } from '@farm/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { slugify } from '../../lib/slug.js';
import { mergeTranslations } from '../../lib/translations.js';
import { refreshProductSearchTextForCategory } from '../product/index.js';
import {
  countProductsInCategory,
  deleteCategoryRow,
  findCategory,
  findCategoryIdByName,
  insertCategory,
  listCategories,
  slugExists,
  updateCategory,
} from './category.repository.js';

export async function listCategoryPage(db: Db, query: CategoryListQuery) {
  const { items, total } = await listCategories(db, query);
  return { items, page: pageInfo(query, total) };
}

export async function getCategory(db: Db, id: number) {
  const category = await findCategory(db, id);
  if (!category) throw notFound('Category');
  return category;
}

export async function createCategory(db: Db, input: CategoryCreate) {
  await assertNameFree(db, input.name);
  const id = await insertCategory(db, {
    ...input,
    slug: await uniqueSlug(db, input.name),
    translations: mergeTranslations({}, input.translations),
  });
  return getCategory(db, id);
}

export async function editCategory(db: Db, id: number, input: CategoryUpdate) {
  const current = await getCategory(db, id);
  if (input.name && input.name.toLowerCase() !== current.name.toLowerCase()) {
    await assertNameFree(db, input.name);
  }
  await db.transaction(async (tx) => {
    await updateCategory(tx, id, {
      ...input,
      ...(input.name ? { slug: await uniqueSlug(tx, input.name, id) } : {}),
      ...(input.translations
        ? { translations: mergeTranslations(current.translations, input.translations) }
        : {}),
    });
    // Search matches category names too: products of a renamed category must be found by the new name.
    if (input.name) await refreshProductSearchTextForCategory(tx, id);
  });
  return getCategory(db, id);
}

/** A category that still has products is archived, so that orders and links keep working. */
export async function removeCategory(db: Db, id: number): Promise<'deleted' | 'archived'> {
  await getCategory(db, id);
  if ((await countProductsInCategory(db, id)) > 0) {
    await updateCategory(db, id, { archivedAt: sql`now()` as unknown as Date });
    return 'archived';
  }
  await deleteCategoryRow(db, id);
  return 'deleted';
}

/** An archived category back in the shop, as it was (its products never left it). */
export async function restoreCategory(db: Db, id: number) {
  await getCategory(db, id);
  await updateCategory(db, id, { archivedAt: null });
  return getCategory(db, id);
}

async function assertNameFree(db: DbOrTx, name: string) {
  if (await findCategoryIdByName(db, name)) {
    throw conflict('DUPLICATE_NAME', 'A category with this name already exists', [
      { field: 'name', code: 'IN_USE', message: 'is already in use' },
    ]).worded({}, 'CATEGORY_NAME_ALREADY_EXISTS');
  }
}

async function uniqueSlug(db: DbOrTx, name: string, exceptId?: number) {
  const base = slugify(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugExists(db, slug, exceptId))) return slug;
  }
}
