import { safeNextPath } from '@/lib/next-path';

/** Where the customer was when their session ended on its own (this tab only). */
const KEY = 'farm-return-after-expiry';

/**
 * Issue 14.7: a session that cannot come back logs out to `/` (spec §4), and signing in again
 * brings the customer back to the page they were on. Kept in the tab's session storage, taken once.
 */
export function keepPageBeforeExpiry() {
  if (typeof window === 'undefined') return;
  const here = `${window.location.pathname}${window.location.search}`;
  if (here === '/' || window.location.pathname === '/profileLogin') return;
  window.sessionStorage.setItem(KEY, here);
}

/** The page to go back to after signing in again, once; undefined when there is none. */
export function takePageBeforeExpiry(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const path = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return safeNextPath(path);
}
