/**
 * Why a missed goal is missed and what would close it: what issue 6 asks the report to say beside
 * "by how much". Each cause covers the missed goals it explains; the report groups them under it.
 * The texts are the team's analysis (profiles, EXPLAIN, bench/README.md's history): when a change
 * moves a figure, the cause it belongs to is the text to revisit.
 */

import { PHONE_TBT_CLOSE, PHONE_TBT_WHY, PHONE_WEIGHT_CLOSE, PHONE_WEIGHT_WHY } from './phone-causes.js';

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
      'Descriptions are asked of the database only when names find fewer than a page. The typo pass ' +
      '(decision 0057) reads the rarer trigrams’ lists and looks the few names that can still match up in ' +
      "the common ones ('goa', 'mil': 5,000–12,000 names each) instead of counting those through, and a " +
      'page ranks only its own 24 matches: in-process, find and the first page went from 1.0–1.5 to ' +
      '0.66–0.94 ms for the three long queries and 1.3 to 0.76 ms for “ghee” (best of 11, 30 Nov, load ' +
      '14–22). Its floor is the rarer half of a long query’s trigrams: every name of this catalogue shares ' +
      "its common words ('goat', 'milk', 'pasture'), so the exact name still counts ~14,000 candidates. " +
      'A CPU profile of these rows on PostgreSQL (30 Nov, load 13–19) put 15–21 % of the API’s samples in ' +
      'the typo pass and 10–14 % in writing the answers to the socket (`writev`). With ' +
      '10 connections on one API thread, p95 is about ten requests’ cost plus the machine’s other work: ' +
      "'product by code' (0.6–0.7 ms of CPU) shows p95 11–16 ms on the same machine.",
    close:
      'What closes the uncached list closes this (goal 2 of issue 18: less per-request work in Drizzle and ' +
      "Fastify; search's page is already one prepared statement); the HTTP cache already answers " +
      'repeated anonymous ' +
      'searches (these rows bypass it with `no-cache`). The index is rebuilt after a staff edit to names, ' +
      'codes, categories or status (1.7 s of CPU on PGlite, measured under load), blocking that thread; ' +
      'updating it from the changed rows would remove that. For the typo pass: typo matches sought only when ' +
      'names find fewer than a page (which changes the total shown); DivideSkip and MergeSkip were measured ' +
      'and lose on lists this dense (decision 0057). Two API processes (`API_PROCESSES`, Redis) measured ' +
      'p95 19–26 ms on PostgreSQL here (29 Nov).',
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
    title: 'The subscription day: batches queue at the milk’s row, and the API shares its thread',
    covers: (m) => m.subject.startsWith('subscriptions: next day'),
    why:
      "The API's job (`generateDeliveries`, decision 0054) places the morning in batches of 250 " +
      "households, each one transaction through order's `placeStandingOrders` (the customers locked and " +
      'keys claimed, each order priced by checkout’s own `composeOrder`, the wallets debited in two ' +
      'statements, every order, line, unit and slot place in one, the days’ records in one), 2 batches ' +
      'at once. 30 Nov: 10,000 households in 12–25 s at load 8–14 (was 99–170 s one order after ' +
      'another, 1,848 s before the workers). When it misses, the time is the batches’ turns at the ' +
      'milk’s stock and the slot’s count (locked by a batch’s last statements, until its commit) on a ' +
      'machine whose load is several times its cores, and the API’s one thread shared with the list ' +
      'the bench drives meanwhile.',
    close:
      'A quieter machine. Then: the job on a thread or process of its own (the list and the job wait ' +
      'for each other’s turns on the API’s thread), and the days’ records written by the batch’s own ' +
      'order statement, one round trip fewer inside the hot rows’ window. A batch is declined to ' +
      'one-by-one placing whenever its outcome could differ (short of stock, a product changed ' +
      'meanwhile), so a morning that runs out of milk is slower, never different.',
  },
  {
    title: "The morning's papers and the back office's work",
    covers: (m) => /^(invoice PDF|Razorpay webhooks|route sheet|packing list)/.test(m.subject),
    why:
      "Every PDF is laid out by pdfkit in the API's one thread: each line of text is shaped by fontkit " +
      '(OpenType features, per document, since pdfkit keeps no font across documents), so a 500-stop ' +
      'route sheet takes ~0.5 s of a quiet core and a one-page invoice 25–35 ms (the fonts used to be ' +
      'inflated from WOFF in JavaScript for every document as well: 5–8 times that, fixed 27 Nov), and ' +
      'while it runs every other request waits; on PGlite the queries wait behind it too. The packing ' +
      'list also carries every undated order still to pack (~1,500 generated ones): 650 kB of JSON. A ' +
      'webhook settles its order and issues its invoice in one transaction, which takes the invoice ' +
      "series' counter row (gap-free numbers), so payments of different orders queue at that row until " +
      'each commits; under load the API sheds what waits over a second (503), and Razorpay delivers those again.',
    close:
      'Render the papers off the request path: a worker thread (or the job runner) that lays out the PDF, ' +
      'and for the route sheet and packing list a copy kept per route and day until one of its orders ' +
      'changes. For webhooks, the invoice issued after the payment is recorded (its own short transaction, ' +
      'as the job that sends messages does), so the counter is held only for the insert.',
  },
  {
    title: 'Uncached reads on the embedded database (PGlite)',
    covers: (m) => m.database === 'pglite' && !isMemory(m),
    why:
      "PGlite is PostgreSQL compiled to WebAssembly inside the API's own Node.js thread: queries run one at " +
      'a time, block the event loop while they run, and run slower than native PostgreSQL. Ten concurrent ' +
      "requests queue behind each other, so p99 is about ten times one request's cost. A list page, a " +
      "product by id or by code is one statement now (the lists' totals are kept until a write, the " +
      'running offers until staff write), but a list request still costs ~6 ms of the thread on a busy machine (load 14) while PostgreSQL ' +
      'itself reports 0.4 ms planning and 0.4 ms execution for its statement (EXPLAIN ANALYZE inside PGlite): in a CPU ' +
      'profile of uncached list requests, 37 % was the WebAssembly PostgreSQL, 23 % PGlite’s JavaScript ' +
      'layer (its wire protocol, file-system calls), 2 % Drizzle and 2 % Fastify.',
    close:
      'The HTTP cache, which every public catalogue read uses: a repeated anonymous read costs no query ' +
      '("product list, HTTP cache on" meets all three goals). Traffic that misses the cache is what ' +
      'PostgreSQL (`DATABASE_URL`, same code) is for; a shop that outgrows one embedded process moves there. ' +
      'Prepared statements save nothing here (Drizzle’s PGlite driver sends them unnamed, and `EXECUTE` of ' +
      'a prepared page measured no faster): what is left is PGlite’s own per-query cost.',
  },
  {
    title: 'Uncached product list on PostgreSQL',
    covers: (m) => m.database === 'postgres' && m.subject.startsWith('product list'),
    why:
      'A page is one prepared statement (the rows off the `(category_id, status, price)` index with their ' +
      'category and rating; the total is kept until a write, the running offers until staff write; PostgreSQL plans it ' +
      "once per connection): 1.1–1.7 ms of the API's single thread per request on a busy machine (it was " +
      '2.6–3.3 ms with three statements built and planned each time), spread over Node’s HTTP, the ' +
      'node-postgres round trip, Drizzle mapping 24 rows, the ETag hash and the socket writes, against ' +
      'microseconds for the baseline’s ready bytes. With 10 connections and one thread, p99 is about ten ' +
      'requests’ cost, plus whatever else the 2 cores run (PostgreSQL and the load generator among them). ' +
      'A CPU profile of the API under this row (29 Nov, 0.9 ms of CPU per request): ~40 % of its busy time ' +
      'is in the socket writes (`writev`: the kernel’s loopback TCP delivering each 17 kB answer to the load ' +
      'generator, charged to the writer), 9 % garbage collection, ~5 % Drizzle, ~3 % each node-postgres and ' +
      'Fastify, 2.5 % the ETag’s SHA-1; two API processes (Redis) measured p99 35 ms.',
    close:
      'The HTTP cache for repeated pages ("HTTP cache on" meets both goals). For uncached pages: an API ' +
      'process per core (`API_PROCESSES`, decision 0039; the API is stateless apart from what it keeps until a ' +
      'write, which write announcements keep in step), and a quiet machine; smaller steps are left (timestamps as text instead of dates parsed and ' +
      'printed again, a cheaper ETag hash than SHA-1 over 17 kB).',
  },
  {
    title: 'Checkout throughput',
    covers: (m) => m.subject.startsWith('checkout'),
    why:
      'On 2 cores the API, PostgreSQL and the load generator share the CPU, and round trips cost both ' +
      'sides more than the work: measured 27 Nov (per-process CPU from /proc over the measured seconds), ' +
      'at ~250 orders/s the API used ~0.8 core (~3 ms an order), PostgreSQL ~0.75 (~3 ms) and the load ' +
      'generator ~0.15: the machine is spent. Each order is two statements besides BEGIN and COMMIT ' +
      "(decision 0040): the customer's lock with the session's standing, the address, the idempotency " +
      "key's claim, the products locked and taken and the order's id; then the order with its lines, " +
      "timeline entry, messages, cart lines, slot place, stored answer and the open orders' count. A " +
      "CPU profile of the API: 33 % of its busy time in `writev` (a write to PostgreSQL's socket wakes " +
      "its process, ~0.2 ms each on this virtual machine), 9 % writing the HTTP answers. PostgreSQL's " +
      "statements run ~1 ms each (pg_stat_statements), of which the products' update is ~0.3 ms: it is " +
      'not a HOT update (stock and recent sales are in 14 indexes, 2 of them trigram GIN). A cash order ' +
      'costs ~1 ms more of the API than an online one: its messages are sent during the run (the SMS ' +
      'stand-in is served by the API itself here). Done 27 Nov: 7 → 2 statements, one generic plan ' +
      'kept instead of 0.9 ms of planning per order, one NOTIFY per 50 ms instead of one per order: ' +
      '179–215 → 240–290 cash and 191–224 → 260–313 online orders/s on this machine.',
    close:
      'BEGIN sent with the first statement and COMMIT with the last (a driver that pipelines; ' +
      'node-postgres waits for each answer): two of the four writes. A HOT update of the stock: stock ' +
      'and recent sales in a narrow table of their own, so the products and their 14 indexes are not ' +
      'rewritten by each order. The message sender recording a batch in one statement. Or a machine ' +
      'with more cores, where the API runs a process per core (`API_PROCESSES`) and PostgreSQL its ' +
      'backends beside it. `synchronous_commit = off` would not help (the WAL flush is not what ' +
      'waits) and could lose an acknowledged order in a crash.',
  },
  {
    title: 'Memory of the embedded database',
    covers: (m) => isMemory(m) && m.database === 'pglite',
    why:
      'With PGlite, PostgreSQL lives in the API process. Measured (30 Nov, a probe in the API: ' +
      "`process.memoryUsage()`, V8's heap spaces and /proc smaps every 200 ms; a heap snapshot) under these " +
      "scenarios at 100,000 products: V8's heap 110–160 MB (~100 MB alive), the search index ~58 MB of it and " +
      'of its typed arrays (decision 0036 with the Tamil and Tanglish aliases), the WebAssembly memory ~53 MB ' +
      "resident of its 128 MB (32 MB shared buffers, which the index's read of every product fills, and " +
      "PostgreSQL's caches; it never shrinks), the Node.js binary and libraries ~58 MB, malloc ~30 MB and ~40–60 MB " +
      'of other native memory (compiled WebAssembly and V8 code, thread arenas, PGlite’s in-memory files). ' +
      'Before decision 0058 the start’s garbage (the index’s read: ~90 MB of rows) stayed in a 230 MB heap until ' +
      'the load’s allocation reached it: 503–521 MB; with one compacting collection at the end of the start, ' +
      '403–425 MB in the same scenarios. Signing in (argon2id, 64 MiB a hash) adds ~135 MB for a moment between ' +
      'the measured scenarios: one hash per core at once since 3 Dec (decision 0066), two on this machine, where ' +
      'four at once added ~270 MB. The index is built as its catalogue is read since 3 Dec (decision 0066), so the ' +
      'start, and every rebuild after a staff edit, peaks ~100 MB lower (551–570 → 442–464 MB while building). ' +
      'The same API on PostgreSQL peaks at ~225–250 MB.',
    close:
      'About 160 MB is the floor of an API with PGlite (Node.js, malloc, compiled code, the WebAssembly memory ' +
      'with 16 MB of buffers); the search index (~58 MB) and the shop’s own heap with V8’s room to work ' +
      '(~80–100 MB) come on top. Levers measured and not taken: `--max-semi-space-size=4` (new space 32 → 8 ' +
      'MB) saved 6–26 MB more, a start flag (`NODE_OPTIONS`) whose CPU cost this busy machine could not show; ' +
      '`shared_buffers` 16 MB saves ~16 MB and cost a third of the throughput of some reads (23 Nov). ' +
      '250 MB needs the index smaller again (alias postings per distinct alias, not per product) or out of ' +
      'the process: PostgreSQL, for a shop that needs both the memory and the embedded database’s load.',
  },
  {
    title: 'API memory with PostgreSQL',
    covers: isMemory,
    why:
      'The API process alone: Node.js, the compiled routes, the connection pool and the HTTP cache (up to ' +
      "32 MB of answers); V8's heap grows with the allocation rate (kept within 20 % of its live data since " +
      '27 Nov, `lib/heap-growth.ts`: 276–295 → 187 MB under the same scenarios), so the peak comes in the ' +
      'fastest scenario (the row says which) and varies by tens of MB from run to run. Each process builds its ' +
      'search index before it listens since 3 Dec (decision 0066): a group’s second process used to build it at ' +
      'its first search, under the load, and peaked at 369–388 MB there.',
    close: 'A smaller HTTP cache (`MAX_BYTES` in plugins/http-cache.ts) or Node’s `--max-old-space-size`.',
  },
  {
    title: 'Storefront: first-load JavaScript',
    covers: (m) => isStorefront(m) && m.goal.startsWith('first-load JS'),
    why:
      'The floor (an empty page built with the same Next and React) is React DOM and the App Router runtime. ' +
      "Above it, every storefront page carries the store's frame (top bar, the session store, " +
      'the loading overlay: ~8 kB since the query cache, toasts, search dialog, session connection and icons ' +
      'left the first load, decision 0038). The cart, wishlist and profile load their signed-in part for a ' +
      "customer alone and show a visitor the server's log-in prompt (decision 0043): +9.2–9.3 kB. The contact " +
      'and login forms load their checks, calls and toasts when a field is first focused (decision 0041): ' +
      'their fields add ~1.7 and ~2.8 kB, so the login ends ~1 kB over. The product page draws its gallery ' +
      'and first reviews on the server and loads its working parts (cart and wishlist reads, the delivery ' +
      'answer, more reviews, the review form) on use or for a customer (decision 0043); what is left above ' +
      'the frame is its islands themselves: the quantity stepper, the action buttons, the delivery form, ' +
      '"Show more reviews", the review slot and the gallery picker, ~12 kB minified with the class maps ' +
      'of their CSS modules (source-map attribution of the build).',
    close:
      'For the login: its own fields (the shared field components are 3.4 kB minified for two inputs and a ' +
      'checkbox, the form 2.8 kB); moving the loading overlay or the staff-only fields out of the first load ' +
      'measured 0.1–0.2 kB each (29 Nov, dropped). For the product page: fewer, merged islands (one module ' +
      'for the buttons, the stepper and the delivery form), or the actions and the delivery check as plain ' +
      'HTML forms answered by the server, loading their logic on the first tap.',
  },
  {
    title: 'Storefront: Lighthouse performance',
    covers: (m) => isStorefront(m) && m.goal.startsWith('performance'),
    why:
      'The mobile preset simulates a slow 4G link (150 ms round trips, 1.6 Mbps); the CPU is slowed to the ' +
      'reference phone’s (benchmarkIndex ÷ 400, measured by each run) and Lighthouse scales what it observed: ' +
      'when the machine gets busier during a load than when its index was measured, every long task grows ' +
      'with it, so total blocking time (the TBT column) swings most between runs. ' +
      'The pages answer in tens of milliseconds; ' +
      'what the score loses is script evaluation and hydration on the slowed CPU and the time to the ' +
      'largest image; the notes under the storefront table give each page’s metrics and largest savings.',
    close:
      'Less first-load JavaScript (above), fewer client components to hydrate (pictures and icons already ' +
      'render on the server), and the largest image of each page preloaded at the size it is shown (the ' +
      'home banner is; the product gallery’s first picture is). A visitor’s `/profilePage` is a redirect to ' +
      'the login, sent by the server since 29 Nov (decision 0043; before, after the page’s code ran).',
  },
  {
    title: 'Storefront: blocking time on the reference phone',
    covers: (m) => isStorefront(m) && m.goal.startsWith('TBT'),
    why: PHONE_TBT_WHY,
    close: PHONE_TBT_CLOSE,
  },
  {
    title: 'Storefront: a first visit’s requests and bytes',
    covers: (m) => isStorefront(m) && (m.goal.endsWith('requests') || m.goal.endsWith('KiB')),
    why: PHONE_WEIGHT_WHY,
    close: PHONE_WEIGHT_CLOSE,
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
