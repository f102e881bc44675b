import { normalizeSearchText } from '@farm/contract';
import { asc, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../category/category.table.js';
import { productSearchGeneration, products } from './product.table.js';
import { escapeLike, productSelection, toProduct } from './product-row.js';
import type { SearchableProduct, SearchCatalogue } from './product-search-index-builder.js';
import { wordsOfName } from './product-search-short-typos.js';
import { tanglishKey } from './product-search-tanglish.js';

/** The search generation (decision 0036), as a column of any statement. */
export const searchGeneration =
  sql<number>`(select ${productSearchGeneration.generation} from ${productSearchGeneration})`.mapWith(Number);

export async function readGeneration(db: Db): Promise<number> {
  const [row] = await db.select({ generation: searchGeneration }).from(productSearchGeneration);
  return row?.generation ?? 0;
}

/** Rows read at a time for the index: a page's rows die once mapped, not the whole catalogue's at once. */
const CATALOGUE_PAGE = 5000;

/**
 * What the search index is built from: the products a page at a time in id order, each page
 * handed to `takePage` before the next is read (the index keeps what it needs of them, and the
 * rows die), then the categories and the generation. The generation is read first: a write
 * committed after it (between two pages too) leaves the index labelled older than the data, and
 * the next search builds it again.
 */
export async function readSearchCatalogue(
  db: Db,
  takePage: (products: SearchableProduct[]) => void,
  pageSize = CATALOGUE_PAGE,
): Promise<Omit<SearchCatalogue, 'products'>> {
  const current = await readGeneration(db);
  for (let after = 0; ; ) {
    const page = await db
      .select({
        id: products.id,
        nameKey: products.nameKey,
        name: products.name,
        code: products.productCode,
        searchWords: products.searchWords,
        tamilName: sql<string>`coalesce(${products.translations}->'ta'->>'name', '')`,
        categoryId: products.categoryId,
        active: sql<boolean>`${products.status} = 'active'`.mapWith(Boolean),
      })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(pageSize);
    takePage(page.map(searchableProduct));
    const last = page.at(-1);
    if (!last || page.length < pageSize) break;
    after = last.id;
  }
  const categoryRows = await db
    .select({
      id: categories.id,
      name: categories.name,
      archived: sql<boolean>`${categories.archivedAt} is not null`.mapWith(Boolean),
    })
    .from(categories);
  // Normalised here, as the typed words are: no regular expression per row in the database.
  return {
    generation: current,
    categories: categoryRows.map(({ name, ...row }) => ({ ...row, nameKey: normalizeSearchText(name) })),
  };
}

/**
 * A product as the index holds it. Search words are separated by commas or new lines ("paal
 * podi, milk powder"); each is an alias, so a query never matches across two of them.
 */
function searchableProduct(row: {
  id: number;
  nameKey: string;
  name: string;
  code: string;
  searchWords: string;
  tamilName: string;
  categoryId: number;
  active: boolean;
}): SearchableProduct {
  const { name, code, searchWords, tamilName, ...rest } = row;
  const ownWords = searchWords.split(/[,;\n]+/).filter((word) => word.trim() !== '');
  // The Tamil name whole and word by word: a word that is the typed text ranks as an exact name
  // ("nei": நெய்). Staff's words stay whole, each the exact name they meant ("paal podi").
  const texts = [tamilName, ...tamilName.trim().split(/\s+/), ...ownWords];
  const aliases = texts.map(tanglishKey).filter((key) => key.length >= 3);
  return {
    ...rest,
    codeKey: normalizeSearchText(code),
    aliases: [...new Set(aliases)],
    words: [...new Set([...wordsOfName(name), ...ownWords.flatMap(wordsOfName)])],
    wordStarts: wordStartsOf(name),
  };
}

/** Where each word of `name` after the first begins in its key (`normalizeSearchText`, as `name_key`). */
function wordStartsOf(name: string): number[] {
  const starts: number[] = [];
  let length = 0;
  for (const word of name.trim().split(/\s+/)) {
    if (length > 0) starts.push(length);
    length += normalizeSearchText(word).length;
  }
  return starts;
}

/** Products whose whole search text (the description too) contains the words: the index's fallback. */
export async function findIdsContaining(db: Db, keywords: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(like(products.searchText, `%${escapeLike(keywords)}%`))
    .limit(limit);
  return rows.map((row) => row.id);
}

function preparePageRead(db: Db) {
  return db
    .select({ ...productSelection, generation: searchGeneration })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('product_search_page');
}
/** Prepared once per database: planning the page's statement cost more than running it (1.4 vs 0.5 ms). */
const pageReads = new WeakMap<Db, ReturnType<typeof preparePageRead>>();

/**
 * One page of products by id, in the order given, and the search generation in the same
 * statement: the caller sees whether its index was built from the data these rows come from.
 */
export async function readSearchPage(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { items: [], generation: await readGeneration(db) };
  let pageRead = pageReads.get(db);
  if (!pageRead) {
    pageRead = preparePageRead(db);
    pageReads.set(db, pageRead);
  }
  // One array parameter, whatever the page size, so the one prepared statement serves every page.
  const rows = await pageRead.execute({ ids: `{${ids.join(',')}}` });
  const rank = new Map(ids.map((id, at) => [id, at]));
  rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  // No row: every one was deleted since the index was built; the generation says so.
  return { items: rows.map(toProduct), generation: rows[0]?.generation ?? (await readGeneration(db)) };
}
