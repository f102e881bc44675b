import type { Fixture } from '../catalogue/generate.js';
import type { PageMeasure } from './types.js';

/**
 * A page to measure: its name, URL path, build route (for its first-load JS), what its own code
 * may add to the floor, and the reference phone's limits where issue 36 sets them.
 */
export type PageJob = {
  page: string;
  path: string;
  route: string;
  ownJsBudgetKb: number;
  phone?: PhoneLimits;
};

/** Issue 36's limits under the reference phone's slowdown: TBT, and a first visit's requests and KiB. */
export type PhoneLimits = { tbtMs: number; requests?: number; kib?: number };

/** Home, listing and product: TBT ≤ 200 ms; home also ≤ 25 requests and ≤ 200 KiB (issue 36). */
const BUSY_PAGE: PhoneLimits = { tbtMs: 200 };
const HOME: PhoneLimits = { tbtMs: 200, requests: 25, kib: 200 };

/** What the shop's own code may add to the floor on any storefront page (issue 18, goal 5). */
export const OWN_JS_BUDGET_KB = 10;
/** On a Tamil page (issue 33): the floor + 12 kB. */
export const TAMIL_OWN_JS_BUDGET_KB = 12;

/** Every page a customer opens (issue 18, goal 4), as a signed-out visitor sees it. */
export function storefrontPages(fixture: Fixture, blogId: number | undefined): PageJob[] {
  const plain = (page: string, route: string) => ({
    page,
    path: route,
    route,
    ownJsBudgetKb: OWN_JS_BUDGET_KB,
  });
  const product = `/productDetailsPage?productCode=${encodeURIComponent(fixture.target.productCode)}`;
  const tamil = (page: string, path: string, route: string) => ({
    page: `${page} (தமிழ்)`,
    path: `/ta${path === '/' ? '' : path}`,
    route,
    ownJsBudgetKb: TAMIL_OWN_JS_BUDGET_KB,
  });
  return [
    { ...plain('home', '/'), phone: HOME },
    { ...plain('listing', '/products'), phone: BUSY_PAGE },
    { ...plain('product', '/productDetailsPage'), path: product, phone: BUSY_PAGE },
    { ...tamil('home', '/', '/'), phone: HOME },
    { ...tamil('listing', '/products', '/products'), phone: BUSY_PAGE },
    { ...tamil('product', product, '/productDetailsPage'), phone: BUSY_PAGE },
    plain('cart', '/cartPage'),
    plain('wishlist', '/wishlistPage'),
    plain('profile', '/profilePage'),
    plain('login', '/profileLogin'),
    plain('blog list', '/blogs'),
    ...(blogId ? [{ ...plain('blog post', '/blogs/[id]'), path: `/blogs/${blogId}` }] : []),
    plain('about', '/about'),
    plain('contact', '/contact'),
  ];
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

type Figures = Omit<PageMeasure, 'page' | 'path' | 'goals'>;

const atLeast = (goal: string, value: number | null, limit: number, unit = '') => ({
  goal,
  actual: value === null ? 'not measured' : `${Math.round(value)}${unit}`,
  met: value !== null && value >= limit,
});
const atMost = (goal: string, value: number | null, limit: number, unit: string) => ({
  goal,
  actual: value === null ? 'not measured' : `${Math.round(value * 10) / 10}${unit}`,
  met: value !== null && value <= limit,
});

/** First-load JS against the floor: the page's own share is what the goal limits. */
function ownJs(f: Figures, floorKb: number | null, budgetKb: number) {
  const goal = `first-load JS ≤ floor + ${budgetKb} kB`;
  if (f.firstLoadJsKb === null || floorKb === null) return { goal, actual: 'not measured', met: false };
  const own = Math.round((f.firstLoadJsKb - floorKb) * 10) / 10;
  return {
    goal,
    actual: `${f.firstLoadJsKb} kB, floor + ${own} kB`,
    met: own <= budgetKb,
  };
}

/** Issue 36's goals under the reference phone's slowdown, where the page has them. */
function phoneGoals(limits: PhoneLimits | undefined, f: Figures) {
  if (!limits) return [];
  return [
    atMost(`TBT ≤ ${limits.tbtMs} ms`, f.tbt, limits.tbtMs, ' ms'),
    ...(limits.requests === undefined
      ? []
      : [atMost(`≤ ${limits.requests} requests`, f.requests, limits.requests, ' requests')]),
    ...(limits.kib === undefined ? [] : [atMost(`≤ ${limits.kib} KiB`, f.kib, limits.kib, ' KiB')]),
  ];
}

/** The issues' storefront goals for one page. */
export function judgePage(page: PageJob, f: Figures, floorKb: number | null): PageMeasure {
  return {
    page: page.page,
    path: page.path,
    ...f,
    goals: [
      ...phoneGoals(page.phone, f),
      atLeast('performance ≥ 95', f.performance, 95),
      atLeast('accessibility 100', f.accessibility, 100),
      atLeast('best practices 100', f.bestPractices, 100),
      atLeast('SEO 100', f.seo, 100),
      atMost('server response ≤ 200 ms', f.serverResponse, 200, ' ms'),
      ownJs(f, floorKb, page.ownJsBudgetKb),
    ],
  };
}
