// zod's core only: importing `z` would put the whole library into every page's first load.
import { config as zodConfig } from 'zod/v4/core';

/**
 * What the browser side needs to live under the CSP (content-security-policy.ts). Imported first
 * by the root providers, so it runs before any toast or form.
 *
 * - react-hot-toast styles its toasts through goober, which adds one `<style>` element at run time
 *   and stamps it with `window.__nonce__`; an unstamped style element would be ignored and the
 *   toasts would lose their look. The page's nonce is readable from any script Next.js stamped
 *   (the attribute is hidden after parsing, the property is not).
 * - zod 4 probes whether `new Function` is allowed before compiling fast parsers; under the CSP
 *   that probe is refused and reported as a violation. Without eval it parses the same way.
 */
declare global {
  interface Window {
    __nonce__?: string;
  }
}

if (typeof document !== 'undefined') {
  zodConfig({ jitless: true });
  const stamped = document.querySelector<HTMLScriptElement>('script[nonce]');
  if (!window.__nonce__ && stamped?.nonce) window.__nonce__ = stamped.nonce;
}
