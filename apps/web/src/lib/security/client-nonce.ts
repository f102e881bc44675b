/**
 * react-hot-toast styles its toasts through goober, which adds one `<style>` element at run time
 * and stamps it with `window.__nonce__`; an unstamped style element would be ignored under the CSP
 * (content-security-policy.ts) and the toasts would lose their look. The page's nonce is readable
 * from any script Next.js stamped (the attribute is hidden after parsing, the property is not).
 */
export {};

declare global {
  interface Window {
    __nonce__?: string;
  }
}

if (typeof document !== 'undefined') {
  const stamped = document.querySelector<HTMLScriptElement>('script[nonce]');
  if (!window.__nonce__ && stamped?.nonce) window.__nonce__ = stamped.nonce;
}
