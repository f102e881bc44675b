import type { ProductSort } from '@farm/contract';
import type { Db } from '../../db/client.js';
import {
  findListedIds,
  listProductRows,
  type ProductFilter,
  type ShelfOffer,
} from './product-list.repository.js';
import { readSearchPage } from './product-search.repository.js';
import { readWhatSearchFinds } from './product-search.service.js';

/**
 * The product list with the search box's words (`?q=`: the listing page, staff's list and the
 * phone order's finder). The search finds and ranks them as `/product/search` does (Tamil
 * script, Tanglish, short typos, descriptions when names find few: one matching for every
 * endpoint, issue 33); the list's filters (category, status, stock, missing Tamil) keep what they
 * allow; the page is in the search's order, or in `sort` when one is asked for.
 * `keywords` is normalised and at least 3 characters long.
 */
export async function listSearchMatches(
  db: Db,
  keywords: string,
  filter: ProductFilter,
  sort: ProductSort | undefined,
  page: { limit: number; offset: number },
  offers: readonly ShelfOffer[],
) {
  return readWhatSearchFinds(db, keywords, filter.publicOnly, async (found) => {
    if (sort === undefined && filtersOnlyVisibility(filter)) {
      // The index already keeps what the public (or staff) may see: the page is the search box's,
      // without sending every match's id to the database ("நெய்": 7,383) to filter them again.
      const { items, generation } = await readSearchPage(db, found.page(page.offset, page.limit));
      return { items, total: found.total, generation };
    }
    const ranked = found.page(0, found.total);
    const listed = await findListedIds(db, { ...filter, ids: ranked });
    const kept = new Set(listed.ids);
    const total = kept.size;
    if (sort === undefined) {
      const pageIds = ranked.filter((id) => kept.has(id)).slice(page.offset, page.offset + page.limit);
      const { items } = await readSearchPage(db, pageIds);
      return { items, total, generation: listed.generation };
    }
    const items =
      total === 0 ? [] : await listProductRows(db, { ...filter, ids: listed.ids }, sort, page, offers);
    return { items, total, generation: listed.generation };
  });
}

/** No condition but the viewer's visibility, which the search index knows (decision 0036). */
function filtersOnlyVisibility(filter: ProductFilter): boolean {
  const { publicOnly: _visibility, ...conditions } = filter;
  return Object.values(conditions).every((condition) => condition === undefined);
}
