/**
 * zod 4 probes whether `new Function` is allowed before compiling fast parsers; under the CSP
 * (content-security-policy.ts) that probe is refused and reported as a violation. Without eval it
 * parses the same way. Set before any schema parses in the browser: the store's and the admin's
 * providers import this first.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (so that copies of it share them) and
 * keeps an object it finds there: writing it directly means every page need not load zod's core
 * just to say "no eval" (`config({ jitless: true })` of `zod/v4/core` does the same).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== 'undefined') {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });
}
