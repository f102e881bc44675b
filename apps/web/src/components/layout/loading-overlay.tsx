'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isApiPath } from '@/lib/api/api-paths';
import styles from './loading-overlay.module.css';

/** Anyone can start the overlay (e.g. before `router.push`); a finished navigation ends it. */
export function startRouteLoading() {
  window.dispatchEvent(new Event('route-loading-start'));
}

/**
 * Spec §2: a full-screen overlay with the logo, a spinner and "Loading..." from the start of every
 * route change until it completes or fails. Starts on clicks on links to another page of the shop.
 */
export function LoadingOverlay() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [loading, setLoading] = useState(false);

  // A finished navigation (new path or query) ends the overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger
  useEffect(() => setLoading(false), [pathname, searchParams]);

  useEffect(() => {
    const start = () => setLoading(true);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || isApiPath(url.pathname)) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      start();
    };
    // A failed navigation (error page, offline) must not leave the overlay up forever.
    const fail = () => setLoading(false);
    window.addEventListener('route-loading-start', start);
    window.addEventListener('popstate', start);
    window.addEventListener('error', fail);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('route-loading-start', start);
      window.removeEventListener('popstate', start);
      window.removeEventListener('error', fail);
      document.removeEventListener('click', onClick);
    };
  }, []);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setLoading(false), 15_000);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!loading) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <img src="/logo.svg" alt="" width={64} height={64} />
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
