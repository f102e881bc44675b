/**
 * Why the storefront misses issue 36's limits on the reference phone, and what would close them
 * (causes.ts lists them under these texts). Revisit when a change moves the breakdown.
 */
export const PHONE_TBT_WHY =
  'The breakdown under the table says where the main thread goes: most is script evaluation in the ' +
  'framework chunk (React DOM and the App Router: reading the page’s server payload and hydrating its ' +
  'client parts), then work Lighthouse puts in no group ("other") and style and layout. The slowdown ' +
  'follows the index measured just before each load, so on a quiet machine a run is the reference ' +
  'phone’s; on a shared one the CPU the load got can differ from the one measured a second before ' +
  '(the index moved 458–1,231 between runs of one page at load 14–16), and TBT swings with it.';
export const PHONE_TBT_CLOSE =
  'Fewer client components to hydrate on these pages (every link is one, next/link), a smaller server ' +
  'payload (the page’s words and props sent once), and a quiet machine for the verdict (`npm run bench`).';
export const PHONE_WEIGHT_WHY =
  'The bytes by kind under the table: the scripts (the framework’s ~132 kB floor, the shop’s own, and ' +
  'what loads when the page is idle: the toast host, the session’s connection, the top bar’s reads), ' +
  'four to five font files (Poppins in three weights, with its latin-ext faces for the rupee sign), the ' +
  'stylesheets, the top bar’s product-list read (spec §2) and the pictures.';
export const PHONE_WEIGHT_CLOSE =
  'Fewer scripts on a first visit (what waits for idle time could wait for use), fewer font faces.';
