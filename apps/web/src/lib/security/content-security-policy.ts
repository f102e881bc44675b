/**
 * The storefront's and the admin's Content-Security-Policy, one per request (see src/proxy.ts and
 * docs/decisions/0015-browser-security-headers.md).
 *
 * - Scripts run only when they carry this request's nonce ('strict-dynamic' lets those load their
 *   own chunks): Next.js stamps the nonce on its scripts, so an injected `<script>`, an `onerror=`
 *   handler or a `javascript:` link never runs, even if some text were ever rendered as markup.
 * - `<style>` elements need the nonce too (CSS modules are files from 'self'; react-hot-toast's
 *   one style element gets it through src/lib/security/client-csp.ts). Style *attributes* stay
 *   allowed: React's `style` prop and next/image write them into the server HTML, and an attribute
 *   can only style its own element (no selectors), so it cannot read the page.
 * - Pictures, videos, fonts and API calls come from the shop itself (`/api/media`, `/demo`,
 *   `/_next/image`, `@fontsource` files); `blob:` is for previews of files being uploaded.
 * - No plugins, no `<base>`, forms post only here and to Razorpay's hosted checkout (paying
 *   online: decision 0031), and no other site may frame a page.
 */
export function contentSecurityPolicy(nonce: string, dev = false): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // React's dev build rebuilds server error stacks with eval; production never uses eval.
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // The dev server injects unstamped <style> tags for hot reloading.
    ['style-src', "'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", 'https://api.razorpay.com'],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** 128 random bits, base64: a fresh value for every page answer. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
