import type { Db } from '../../db/client.js';
import { findIdsContaining, readSearchCatalogue, readSearchPage } from './product-search.repository.js';
import type { SearchIndex, SearchResult } from './product-search-index.js';
import { searchIndexBuilder } from './product-search-index-builder.js';

/**
 * Names, codes and categories find fewer than this: the descriptions are searched too (in the
 * database). With more, the description-only matches would rank after a page of better ones.
 */
const DESCRIPTION_WHEN_FEWER_THAN = 24;
const DESCRIPTION_MATCHES_AT_MOST = 1000;

type LoadedIndex = { promise: Promise<SearchIndex>; built?: SearchIndex };
/** One index per database this process serves (tests open many). */
const indexes = new WeakMap<Db, LoadedIndex>();

/** The index, built once and again whenever `stale` (one that missed a write) is the one held. */
function indexFor(db: Db, stale?: SearchIndex): Promise<SearchIndex> {
  const held = indexes.get(db);
  // A build in flight started after the stale one was found stale: wait for it instead.
  if (held && (held.built === undefined || held.built !== stale)) return held.promise;
  const loading: LoadedIndex = {
    promise: buildFromDatabase(db).then((index) => {
      loading.built = index;
      return index;
    }),
  };
  loading.promise.catch(() => {
    if (indexes.get(db) === loading) indexes.delete(db);
  });
  indexes.set(db, loading);
  return loading.promise;
}

/** The index, built from the catalogue as its pages are read (never the whole catalogue at once). */
async function buildFromDatabase(db: Db): Promise<SearchIndex> {
  const builder = searchIndexBuilder();
  const { generation, categories } = await readSearchCatalogue(db, (page) => {
    for (const product of page) builder.add(product);
  });
  return builder.finish(generation, categories);
}

/** Builds the index when the API starts, so that the first customer's search does not wait for it. */
export async function prepareSearchIndex(db: Db): Promise<void> {
  await indexFor(db);
}

/** Whether this process holds a built index for `db` (the start's readiness). */
export function hasSearchIndex(db: Db): boolean {
  return indexes.get(db)?.built !== undefined;
}

/**
 * Products whose name, code or category contains the words, or whose name resembles them (one
 * letter wrong or missing), ranked: exact name, name prefix, name contains, other text contains
 * (each shortest name first, then newest), then typos by the share of the words' trigrams the
 * name has. A short word (3–5 letters) that a name holds only across two of its words ("gee" in
 * "Heritage Erode") ranks after the names with a word one letter from it ("ghee", decision 0059).
 * Descriptions are searched only when those find fewer than a page (decision 0036).
 * `keywords` is already normalised: lower case, no whitespace, at least 3 characters.
 *
 * Matching runs on an index in this process's memory (product-search-index.ts), ~1 ms for a
 * whole product name on 100,000 products where the database's trigram indexes took 15–50 ms;
 * the database reads only the page. The page's statement also reads the search generation, which
 * triggers bump on every write to what search reads: when it moved past the index's, any API
 * process rebuilds its index and answers again, so every answer matches the data it shows.
 */
export async function searchProducts(
  db: Db,
  keywords: string,
  onlyPublic: boolean,
  page: { limit: number; offset: number },
) {
  return readWhatSearchFinds(db, keywords, onlyPublic, async (found) => {
    const read = await readSearchPage(db, found.page(page.offset, page.limit));
    return { ...read, total: found.total };
  });
}

/**
 * Every product the words find, best first, handed to `read` (which reads its rows and the
 * search generation in one statement): the one matching and ranking of the search box, for the
 * lists that filter, sort or page it themselves (product-search-list.service.ts). Read again on
 * a rebuilt index when the generation read says the index missed a write.
 */
export async function readWhatSearchFinds<T extends { generation: number }>(
  db: Db,
  keywords: string,
  onlyPublic: boolean,
  read: (found: SearchResult) => Promise<T>,
): Promise<T> {
  let index = await indexFor(db);
  for (let attempt = 1; ; attempt++) {
    let found = index.find(keywords, onlyPublic);
    if (found.total < DESCRIPTION_WHEN_FEWER_THAN) {
      const byDescription = await findIdsContaining(db, keywords, DESCRIPTION_MATCHES_AT_MOST);
      found = index.find(keywords, onlyPublic, byDescription);
    }
    const answer = await read(found);
    // A second miss means writes keep coming: the rows are current, the ranking one write behind.
    if (answer.generation === index.generation || attempt === 2) return answer;
    index = await indexFor(db, index);
  }
}
