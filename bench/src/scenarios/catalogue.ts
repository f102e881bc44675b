import type { Fixture } from '../catalogue/generate.js';
import { generateProduct } from '../catalogue/products.js';
import { makers } from '../catalogue/vocabulary.js';
import type { RequestSpec } from '../load/types.js';
import { p95AtMost, p99AtMost, rpsAtLeast, shareOfBaseline } from './goals.js';
import { searchFinds, searchFindsTamil, TAMIL_SEARCHES } from './search-check.js';
import type { Goal, Scenario } from './types.js';

/** Asks the API to skip its response cache: the figures of a request that reaches the database. */
const UNCACHED = { 'cache-control': 'no-cache' };

const get = (path: string, headers?: Record<string, string>): RequestSpec => ({
  method: 'GET',
  path,
  ...(headers ? { headers } : {}),
});

/** The three search queries of the issue, and a broad one, all about the fixture's target product. */
export function searchQueries(target: Fixture['target']) {
  const maker = makers.find((m) => target.name.startsWith(`${m} `)) ?? '';
  const rest = target.name.slice(maker.length).trim();
  const words = target.name.split(' ');
  const last = words.at(-1) ?? '';
  // One letter dropped from the last word: "Goat Milk" → "Goat Mlk".
  const typo = [...words.slice(0, -1), last.slice(0, 1) + last.slice(2)].join(' ');
  return {
    exact: target.name,
    squashed: rest.toLowerCase().replace(/\s+/g, ''),
    typo,
    broad: 'ghee',
  };
}

/** Public catalogue reads; `embedded` adds the PGlite throughput goal. */
export function catalogueScenarios(fixture: Fixture, embedded: boolean): Scenario[] {
  const readGoal: Goal[] = embedded ? [rpsAtLeast(1000)] : [];
  const listPaths = fixture.categoryIds.map(
    (id) => `/api/product/all?categoryId=${id}&sort=price_asc&page=1&size=24`,
  );
  const codes: string[] = [];
  for (let i = 0; codes.length < 500 && i < fixture.products * 2; i++) {
    const p = generateProduct((i * 197) % fixture.products);
    if (p.status === 'active') codes.push(p.productCode);
  }
  const details = fixture.reviewed.flatMap((id) => [
    `/api/product/${id}`,
    `/api/review/product/${id}?page=1&size=20`,
  ]);
  const q = searchQueries(fixture.target);
  const search = (keywords: string) => `/api/product/search?keywords=${encodeURIComponent(keywords)}&size=24`;
  // The listing page's search (what Enter in the header opens): the same search, filtered and paged by the list.
  const listed = (keywords: string) => `/api/product/all?q=${encodeURIComponent(keywords)}&page=1&size=24`;
  const searchGoals = [p95AtMost(10), ...readGoal];

  return [
    {
      id: 'baseline',
      title: 'baseline: bare route, same bytes as a list',
      requests: [get('/bench/baseline')],
      goals: [],
      explain: false,
    },
    {
      id: 'list',
      title: 'product list (category, price sort, 24)',
      requests: listPaths.map((p) => get(p, UNCACHED)),
      goals: [p99AtMost(10), shareOfBaseline(50), ...readGoal],
    },
    {
      id: 'list-cached',
      title: 'product list, HTTP cache on',
      requests: listPaths.map((p) => get(p)),
      goals: [p99AtMost(10), shareOfBaseline(50), ...readGoal],
      explain: false,
    },
    {
      id: 'by-code',
      title: 'product by code',
      requests: codes.map((c) => get(`/api/product/product-code?productCode=${c}`, UNCACHED)),
      goals: readGoal,
    },
    {
      id: 'details',
      title: 'product details + its reviews',
      requests: details.map((p) => get(p, UNCACHED)),
      goals: readGoal,
    },
    {
      id: 'best-sellers',
      title: 'best sellers (12)',
      requests: [get('/api/product/best-selling?size=12', UNCACHED)],
      goals: readGoal,
    },
    {
      id: 'search-exact',
      title: `search, exact name "${q.exact}"`,
      requests: [get(search(q.exact), UNCACHED)],
      goals: searchGoals,
      check: (url) => searchFinds(url, search(q.exact), fixture.target, 1),
    },
    {
      id: 'search-squashed',
      title: `search, no spaces "${q.squashed}"`,
      requests: [get(search(q.squashed), UNCACHED)],
      goals: searchGoals,
      check: (url) => searchFinds(url, search(q.squashed), fixture.target, 'any-name-contains'),
    },
    {
      id: 'search-typo',
      title: `search, one typo "${q.typo}"`,
      requests: [get(search(q.typo), UNCACHED)],
      goals: searchGoals,
      check: (url) => searchFinds(url, search(q.typo), fixture.target, 24),
    },
    {
      id: 'search-broad',
      title: `search, one broad word "${q.broad}"`,
      requests: [get(search(q.broad), UNCACHED)],
      goals: searchGoals,
    },
    // Issue 33: the same budget in Tamil script, Tanglish and a short typo, beside the English.
    ...TAMIL_SEARCHES.map(({ id, keywords, what, expect, within }) => ({
      id,
      title: `search, ${what} "${keywords}"`,
      requests: [get(search(keywords), UNCACHED)],
      goals: searchGoals,
      check: (url: string) => searchFindsTamil(url, search(keywords), expect, within),
    })),
    // The listing's `?q=` goes through the same search (issue 33): English, Tamil and Tanglish beside each other.
    {
      id: 'search-listing-exact',
      title: `search on the listing, exact name "${q.exact}"`,
      requests: [get(listed(q.exact), UNCACHED)],
      goals: searchGoals,
      check: (url) => searchFinds(url, listed(q.exact), fixture.target, 1),
    },
    {
      id: 'search-listing-broad',
      title: `search on the listing, one broad word "${q.broad}"`,
      requests: [get(listed(q.broad), UNCACHED)],
      goals: searchGoals,
    },
    ...TAMIL_SEARCHES.filter(({ id }) => id === 'search-tamil' || id === 'search-tanglish').map(
      ({ id, keywords, what, expect, within }) => ({
        id: id.replace('search-', 'search-listing-'),
        title: `search on the listing, ${what} "${keywords}"`,
        requests: [get(listed(keywords), UNCACHED)],
        goals: searchGoals,
        check: (url: string) => searchFindsTamil(url, listed(keywords), expect, within),
      }),
    ),
  ];
}
