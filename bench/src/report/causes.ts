/**
 * Why a missed goal is missed and what would close it: what issue 6 asks the report to say beside
 * "by how much". Each cause covers the missed goals it explains; the report groups them under it.
 * The texts are the team's analysis (profiles, EXPLAIN, bench/README.md's history): when a change
 * moves a figure, the cause it belongs to is the text to revisit.
 */

/** A missed goal as the report lists it: a scenario (with its database) or a storefront page. */
export type Miss = { subject: string; database?: string | undefined; goal: string; actual: string };

export type Cause = { title: string; covers(miss: Miss): boolean; why: string; close: string };

const isStorefront = (m: Miss) => m.database === undefined;
const isSearch = (m: Miss) => m.subject.startsWith('search');
const isMemory = (m: Miss) => m.subject.startsWith('API memory');

/** In order: a missed goal goes under the first cause that covers it. */
export const CAUSES: Cause[] = [
  {
    title: 'Search: the page of 24 products costs what a list page costs',
    covers: (m) => !isStorefront(m) && isSearch(m),
    why:
      'Matching no longer reads the database: each API process keeps an index of names in memory ' +
      '(trigram posting lists, ~17 MB for 100,000 products, decision 0036) that matches and ranks a full ' +
      'product name in under a millisecond of CPU, where the trigram GIN indexes took 13–52 ms per query ' +
      '(EXPLAIN ANALYZE: every candidate row read, rechecked against ~250 characters and ranked). What is ' +
      'left is the page itself: 24 products with their category and rating read by id, the running ' +
      "offers, and Drizzle's and Fastify's work for the answer, as for the product list, whose row shows " +
      'the same cost; on PGlite every statement runs in WebAssembly in the API thread, one at a time. ' +
      'Descriptions are asked of the database only when names find fewer than a page.',
    close:
      'What closes the uncached list closes this (goal 2 of issue 18: less per-request work in Drizzle and ' +
      "Fastify; search's page is already one prepared statement); the HTTP cache already answers " +
      'repeated anonymous ' +
      'searches (these rows bypass it with `no-cache`). The index is rebuilt after a staff edit to names, ' +
      'codes, categories or status (1.7 s of CPU on PGlite, measured under load), blocking that thread; ' +
      'updating it from the changed rows would remove that.',
  },
  {
    title: 'HTTP-cached list: the floor of this machine',
    covers: (m) => m.subject.includes('HTTP cache on'),
    why:
      'A cached answer costs what the bare baseline route costs (a lookup in memory and the bytes); when ' +
      'it misses, the baseline of the same run is near the goal too: 2 cores shared by the API, the load ' +
      'generator and whatever else runs on the machine.',
    close: 'Nothing in the shop: compare with the same run’s baseline. A quieter or larger machine.',
  },
  {
    title: 'Uncached reads on the embedded database (PGlite)',
    covers: (m) => m.database === 'pglite' && !isMemory(m),
    why:
      "PGlite is PostgreSQL compiled to WebAssembly inside the API's own Node.js thread: queries run one at " +
      'a time, block the event loop while they run, and run slower than native PostgreSQL. Ten concurrent ' +
      "requests queue behind each other, so p99 is about ten times one request's cost. In a CPU profile of " +
      'uncached list requests, a third of the time was the WebAssembly PostgreSQL, a quarter PGlite’s ' +
      'JavaScript protocol layer, 8 % Drizzle and 5 % Fastify.',
    close:
      'The HTTP cache, which every public catalogue read uses: a repeated anonymous read costs no query ' +
      '("product list, HTTP cache on" meets all three goals). Traffic that misses the cache is what ' +
      'PostgreSQL (`DATABASE_URL`, same code) is for; a shop that outgrows one embedded process moves there. ' +
      'Prepared statements would save each query’s planning (not measured).',
  },
  {
    title: 'Uncached product list on PostgreSQL',
    covers: (m) => m.database === 'postgres' && m.subject.startsWith('product list'),
    why:
      "Each page is two statements (the page off the `(category_id, status, price)` index, and the category's " +
      'count), each a round trip through node-postgres, plus Drizzle building the queries and mapping 24 rows ' +
      "with their category and rating: 1–3 ms of the API's single thread per request (PostgreSQL plans the page " +
      'query in ~2 ms and runs it in ~1 ms), against microseconds for the baseline’s ready bytes. p99 ' +
      'includes waiting behind the other nine connections.',
    close:
      'The HTTP cache for repeated pages ("HTTP cache on" meets both goals). For uncached pages: the ' +
      'per-category count kept until a staff write (one statement instead of two), prepared statements so ' +
      'that neither Drizzle nor PostgreSQL builds and plans each query again, and an API process per core (the API is stateless apart from ' +
      'its cache).',
  },
  {
    title: 'Checkout throughput',
    covers: (m) => m.subject.startsWith('checkout'),
    why:
      'Eleven statements per order with its delivery slot (the session check, customer with address, the ' +
      "customer's lock and open orders, the products' lock, the slot's place, stock, the order with its " +
      'lines and timeline entry in one statement, its message (a read and a write), the cart), each a round ' +
      'trip on one connection while the product and slot rows are locked, and every commit waits for its ' +
      "WAL flush; the shop's rules (settings, offers, delivery areas, closed days) come from memory " +
      '(decision 0039). With one API process its thread is the bottleneck.',
    close:
      'An API process per core (`API_PROCESSES`, with `BENCH_REDIS_URL` the bench runs one per core on ' +
      'PostgreSQL). `synchronous_commit = off` would go faster but could lose an acknowledged order in a ' +
      'crash, which a shop cannot accept.',
  },
  {
    title: 'Memory of the embedded database',
    covers: (m) => isMemory(m) && m.database === 'pglite',
    why:
      'With PGlite, PostgreSQL lives in the API process: its WebAssembly heap holds the shared buffers, ' +
      'catalogue caches and the working memory of queries, and a WebAssembly heap grows but never shrinks. ' +
      'The same API with PostgreSQL in its own process stays within the goal.',
    close:
      'Smaller PostgreSQL settings for PGlite (`shared_buffers`; 32 MB measured ~100 MB less on 22 Nov, at the ' +
      'cost of more data-file reads on uncached queries), or PostgreSQL for a shop that needs both.',
  },
  {
    title: 'API memory with PostgreSQL',
    covers: isMemory,
    why:
      'The API process alone: Node.js, the compiled routes, the connection pool and the HTTP cache (up to ' +
      "32 MB of answers); V8's heap grows with the allocation rate, so the peak comes in the fastest " +
      'scenario (the row says which) and varies by tens of MB from run to run.',
    close: 'A smaller HTTP cache (`MAX_BYTES` in plugins/http-cache.ts) or Node’s `--max-old-space-size`.',
  },
  {
    title: 'Storefront: first-load JavaScript',
    covers: (m) => isStorefront(m) && m.goal.startsWith('first-load JS'),
    why:
      "React DOM (69 kB gzipped), Next.js's App Router runtime (45 kB) and its loader chunks (~10 kB) come to " +
      "~124 kB before any of the shop's own code, so 110 kB on the home page is below the floor of Next 16 " +
      "with React 19. The shop's own first-load code is ~45 kB (React Query, the toast library, the session " +
      'store, the search dialog, icons); zod is already out of every storefront page.',
    close:
      "Moving the shop's own client code off the first load (the search dialog and the toasts on first use) " +
      'would reach ~130 kB; 110/125 kB needs a lighter runtime for the public pages (Preact, or a ' +
      'static-first framework with islands), a change of web stack the team has not made.',
  },
  {
    title: 'Storefront: Lighthouse performance',
    covers: (m) => isStorefront(m) && m.goal.startsWith('performance'),
    why:
      'The mobile preset simulates a slow 4G link (150 ms round trips, 1.6 Mbps) and a 4× slower CPU. The ' +
      'pages are rendered on the server and answer in tens of milliseconds, so what the score loses is the ' +
      'time to download and run the first-load JavaScript on that link and CPU before the largest image ' +
      'settles; the notes under the storefront table give each page’s metrics and Lighthouse’s largest savings.',
    close:
      'Less first-load JavaScript (above), and the largest image of each page (the home banner, the first ' +
      'product pictures) requested early at the size it is shown.',
  },
  {
    title: 'Storefront: server response',
    covers: (m) => isStorefront(m) && m.goal.startsWith('server response'),
    why: "The page's server render waited on uncached API reads (see the API rows of the same database).",
    close: 'As for the API rows above.',
  },
  {
    title: 'Storefront: accessibility, best practices, SEO',
    covers: (m) => isStorefront(m),
    why: 'The failing Lighthouse audits are listed under the storefront table.',
    close: 'Fixing those audits; each is a change to the page named.',
  },
];

/** The Goals section's body: missed goals grouped by cause, each with why and what would close it. */
export function explainMisses(misses: Miss[]): string[] {
  const groups = new Map<Cause | undefined, Miss[]>();
  for (const miss of misses) {
    const cause = CAUSES.find((c) => c.covers(miss));
    groups.set(cause, [...(groups.get(cause) ?? []), miss]);
  }
  const line = (m: Miss) => `- ${m.subject}${m.database ? ` (${m.database})` : ''}: ${m.goal} — ${m.actual}`;
  const lines: string[] = [];
  for (const cause of CAUSES) {
    const covered = groups.get(cause);
    if (!covered) continue;
    lines.push(`### ${cause.title}`, '', ...covered.map(line), '');
    lines.push(`**Why.** ${cause.why}`, '', `**What would close it.** ${cause.close}`, '');
  }
  const unexplained = groups.get(undefined);
  if (unexplained) lines.push('### Not yet explained', '', ...unexplained.map(line), '');
  return lines;
}
