// Goal 6 of issue 18: a staff write shows on the storefront within a second. A price change
// through the API, then the product page's HTML (as a browser asks for it) until the new price is
// in it; meanwhile the API's HTTP cache is read as the web server reads it, and its hits counted.
import { clientOf, signInStaff } from '../back-office/client.js';

export type Freshness = {
  /** Milliseconds from sending the price change to the first page that shows it, each change. */
  times: number[];
  /** Reads of the product and its category's list straight from the API around the changes. */
  cacheReads: number;
  cacheHits: number;
  problem?: string | undefined;
};

type Product = { id: number; price: number; categoryId: number };
const POLL_MS = 25;
const GIVE_UP_MS = 10_000;

/** What the page's structured data says of the price (`"price":"629.10"`). */
const priceMark = (paise: number) => `"price":"${(paise / 100).toFixed(2)}"`;

export async function measureFreshness(
  webUrl: string,
  apiUrl: string,
  productCode: string,
  changes: number,
): Promise<Freshness> {
  try {
    return await changePrices(webUrl, apiUrl, productCode, changes);
  } catch (error) {
    return { times: [], cacheReads: 0, cacheHits: 0, problem: `failed: ${(error as Error).message}` };
  }
}

async function changePrices(
  webUrl: string,
  apiUrl: string,
  productCode: string,
  changes: number,
): Promise<Freshness> {
  const staff = clientOf(apiUrl, await signInStaff(apiUrl));
  const code = encodeURIComponent(productCode);
  const product = await staff.ok<Product>('GET', `/api/product/product-code?productCode=${code}`);
  const page = `${webUrl}/productDetailsPage?productCode=${code}`;
  const reads = [
    `/api/product/product-code?productCode=${code}`,
    `/api/product/all?categoryId=${product.categoryId}&sort=price_asc&size=24`,
  ];
  const probe = cacheProbe(apiUrl, reads);
  const times: number[] = [];
  let problem: string | undefined;
  try {
    if (!(await html(page)).includes(priceMark(product.price))) {
      return {
        times,
        cacheReads: 0,
        cacheHits: 0,
        problem: 'the page does not show the price to begin with',
      };
    }
    for (let i = 1; i <= changes && !problem; i++) {
      // A rupee less each time: a price the page has not shown before, never above the MRP.
      const price = product.price - 100 * i;
      await pause(500);
      const started = performance.now();
      await staff.ok('PUT', `/api/product/${product.id}`, { price });
      for (;;) {
        if ((await html(page)).includes(priceMark(price))) break;
        if (performance.now() - started > GIVE_UP_MS) {
          problem = `the new price did not show within ${GIVE_UP_MS / 1000} s`;
          break;
        }
        await pause(POLL_MS);
      }
      if (!problem) times.push(performance.now() - started);
    }
    await pause(500);
  } finally {
    await staff.ok('PUT', `/api/product/${product.id}`, { price: product.price });
    probe.stop();
  }
  return { times, cacheReads: probe.reads, cacheHits: probe.hits, problem };
}

/** The server's HTML of a page, as a browser's first request gets it. */
async function html(url: string): Promise<string> {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** Reads the API's public answers in turn, as the web server does, counting `x-cache: hit`. */
function cacheProbe(apiUrl: string, paths: string[]) {
  const counts = { reads: 0, hits: 0 };
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const res = await fetch(`${apiUrl}${paths[i % paths.length]}`);
      await res.arrayBuffer();
      counts.reads++;
      if (res.headers.get('x-cache') === 'hit') counts.hits++;
      await pause(20);
    }
  })();
  return {
    get reads() {
      return counts.reads;
    },
    get hits() {
      return counts.hits;
    },
    stop: () => {
      running = false;
      return loop;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freshnessGoal(freshness: Freshness) {
  const sorted = [...freshness.times].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? null;
  const rate = freshness.cacheReads ? (freshness.cacheHits / freshness.cacheReads) * 100 : 0;
  return {
    goal: 'staff write → storefront ≤ 1 s',
    actual:
      freshness.problem ?? `median ${Math.round(middle ?? 0)} ms of ${freshness.times.length} price changes`,
    met: !freshness.problem && middle !== null && middle <= 1000,
    hitRate: `${rate.toFixed(1)} % of ${freshness.cacheReads} reads of the product and its list answered from the HTTP cache`,
  };
}
