/**
 * Why the storefront misses issue 36's limits on the reference phone, and what would close them
 * (causes.ts lists them under these texts). Revisit when a change moves the breakdown.
 */
export const PHONE_TBT_WHY =
  'The framework alone is at the limit: the floor’s empty page (Next and React with one line of text, ' +
  '`bench/floor-app`), scored the same way, is the first row of the reference-phone table (30 Nov: TBT ' +
  '188–253 ms, median 209, with 5 scripts and no code of the shop’s). Its boot is one long task: ' +
  'Turbopack instantiating the framework’s modules (compiling each as it is first called), React DOM’s ' +
  'start and the App Router’s first render. A CPU profile of one load at 4× (30 Nov, evening) put 730–1,050 ms in ' +
  'the framework’s three scripts for the empty page and 1,200–1,300 ms for the home page, of which React ' +
  'DOM 540–600 (hydrating 628 elements, 100 of them links) and the shop’s own chunks 80–120 ms. Since ' +
  '1 Dec no link is a client component (plain anchors and one listener, decision 0060): main-thread ' +
  'script time at 4× fell ~10 % on home and listing (10 interleaved loads each), the long tasks did not ' +
  'move beyond the noise, as the framework’s boot is one of them. On this machine the same page’s TBT ' +
  'still varies by ±30 % between runs under one slowdown.';
export const PHONE_TBT_CLOSE =
  'Below the floor only with less framework: pages that hydrate no React at all where nothing on them ' +
  'is interactive (islands), or a smaller runtime. Within the framework: fewer client components (the ' +
  'top bar, the filters), and a smaller inline server payload (the words each client part is sent). ' +
  'TBT ≤ 200 ms under the reference slowdown is below the floor’s own median: a goal for the owner to ' +
  'restate (the floor + 50 ms, say) rather than one the shop can meet on this framework.';
export const PHONE_WEIGHT_WHY =
  'What is left of a first visit is in the bytes by kind under the storefront table (the Tamil home, ' +
  '3 Dec: 209.5 KiB): the framework’s scripts with the shop’s (128 KiB in 10 requests; the floor’s first ' +
  'visit alone is 136 KiB in 6), the document (~19 KiB, half of it the inline server payload), the ' +
  'stylesheets (~16 KiB in 4 files since 1 Dec: Turbopack’s graph CSS chunking, decision 0060), three ' +
  'Poppins faces cut to the shop’s letters (~17 KiB) and, on a Tamil page, Noto Sans Tamil’s one face ' +
  '(~22 KiB: decision 0067 made its two static faces one variable face cut to 400–600, −4 KiB and a ' +
  'request).';
export const PHONE_WEIGHT_CLOSE =
  'On a Tamil page the scripts and the fonts alone are ~184 KiB. Tamil headings in a synthesised bold ' +
  '(the Tamil face at 400 alone: 11.7 KiB, −9.4 KiB) or Latin 700 drawn at 600 (one Poppins face less, ' +
  '~5.5 KiB): design calls for the owner (decisions 0065, 0067); a smaller inline payload; the stylesheets ' +
  'in more and smaller files (the graph chunking’s default cost: ~11 KiB in 8–9 files, past the 25 requests).';
