import { PRODUCT_SORTS, type ProductSort } from '@farm/contract/plain/product-sorts';

/**
 * The listing's state as it lives in the URL: `?category=&q=&sort=&page=`. No sort is the
 * default: best match first with words (the search's order), newest first without.
 */
export type ListingState = { category?: number; q?: string; sort?: ProductSort | undefined; page: number };

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** Reads the URL leniently: anything unknown falls back to the default. */
export function parseListingParams(params: RawParams): ListingState {
  const sort = first(params.sort);
  const q = first(params.q)?.trim().slice(0, 200);
  return {
    category: positiveInt(first(params.category)),
    q: q || undefined,
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : undefined,
    page: positiveInt(first(params.page)) ?? 1,
  };
}

/** The listing URL of a state, leaving out the defaults. */
export function listingHref(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', String(state.category));
  if (state.q) params.set('q', state.q);
  // Newest without words is the default; with words the default is the best match.
  if (state.sort && (state.q || state.sort !== 'newest')) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}
