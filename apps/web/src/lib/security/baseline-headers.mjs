/**
 * Headers for everything the web server answers except /api (the API sets its own): pages, Next's
 * script and style files, /_next/image, /demo pictures. server.mjs sets them before Next.js runs;
 * src/proxy.ts then replaces the fallback policy of every page with the full one with a nonce.
 * See docs/decisions/0015-browser-security-headers.md.
 *
 * @type {ReadonlyArray<readonly [string, string]>}
 */
export const BASELINE_HEADERS = [
  // A page that does not pass the proxy (none should) still may not be framed or load plugins.
  ['Content-Security-Policy', "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The shop needs none of these; autoplay and fullscreen keep their same-origin default for videos.
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
      'display-capture=(), browsing-topics=()',
  ],
  // Pages opened from another site share no window with it (no window.opener tricks).
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
