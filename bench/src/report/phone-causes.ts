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
  'DOM 540–600 (hydrating 628 elements, 100 of them links) and the shop’s own chunks 80–120 ms. Home ' +
  'and product pages are within 10–20 ms of the floor’s median; the listing is the one with a cost of ' +
  'its own (its category list of 50, the filters and 24 cards: script evaluation ~1.2 s against ~0.8 s ' +
  'on home). On this machine the same page’s TBT still varies by ±30 % between runs under one slowdown.';
export const PHONE_TBT_CLOSE =
  'Below the floor only with less framework: pages that hydrate no React at all where nothing on them ' +
  'is interactive (islands), or a smaller runtime. Within the framework: less to hydrate on the listing ' +
  '(the category list drawn without client links, fewer client components), and a smaller inline server ' +
  'payload (the words each client part is sent).';
export const PHONE_WEIGHT_WHY =
  'What is left of a first visit is in the bytes by kind under the storefront table: the framework’s ' +
  'scripts (the floor’s first visit alone is 136 KiB in 6 requests) and the shop’s (~28 KiB), the ' +
  'document (~25 KiB, half of it the inline server payload), three Poppins faces (~25 KiB; the latin-ext ' +
  'faces went on 30 Nov), and one stylesheet of ~22 KiB holding every CSS module of the app, the staff ' +
  'area’s included: Turbopack (Next 16.4) puts all 83 modules in one chunk per page, and Next’s ' +
  '`cssChunking` setting is webpack’s only (vercel/next.js#89252).';
export const PHONE_WEIGHT_CLOSE =
  'The floor and the fonts leave ~40 KiB for everything of the shop’s. Per-page stylesheets (a webpack ' +
  'build, or the staff area’s CSS moved out of the modules the storefront’s pages share), one or two ' +
  'font weights instead of three (a design call: 700 → 600 saves ~8 KiB), and a smaller inline payload.';
