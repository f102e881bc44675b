'use client';

// Next's own pathname, with its language prefix: the navigation's target is the address as asked
// for (`/ta/blogs/7`), so the page on screen is compared with it whole.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './loading-overlay.module.css';
import { ROUTE_LOADING_EVENT, type RouteLoadingDetail, routeKey } from './route-loading';

export { startRouteLoading } from './route-loading';

/**
 * How long a navigation may take before the overlay paints: a quick one never flashes, a slow one
 * shows it within a tap's worth of time. Back and Forward come from the router's cache and get longer.
 */
const PAINT_DELAY_MS: Record<RouteLoadingDetail['kind'], number> = {
  push: 120,
  replace: 120,
  manual: 120,
  traverse: 400,
};
/** The last resort: a navigation that neither finished nor failed in this long lets go of the page. */
const GIVE_UP_MS = 15_000;

type Pending = RouteLoadingDetail & { from: string; painted: boolean };

/** Whether the page on screen is the one the navigation was going to. */
function arrived(pending: Pending, current: string): boolean {
  return pending.target === undefined ? current !== pending.from : current === pending.target;
}

/**
 * Spec §2: a full-screen overlay with the logo, a spinner and "Loading..." from the start of every
 * route change until it completes or fails. The router announces each start (instrumentation-client.ts,
 * links and `router.push` alike); the overlay is up while the page on screen is not yet the one asked
 * for, so it can never outlive its navigation (Back used to leave it up for 15 s).
 */
export function LoadingOverlay({ label }: { label: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = routeKey({ pathname, search: searchParams.toString() });
  const currentRef = useRef(current);
  currentRef.current = current;
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    const start = (event: Event) => {
      const detail = (event as CustomEvent<RouteLoadingDetail>).detail ?? { kind: 'manual' };
      const from = currentRef.current;
      if (detail.target === from) return;
      setPending({ ...detail, from, painted: false });
    };
    // A failed navigation (a script error, offline) must not leave the overlay up.
    const fail = () => setPending(null);
    window.addEventListener(ROUTE_LOADING_EVENT, start);
    window.addEventListener('error', fail);
    return () => {
      window.removeEventListener(ROUTE_LOADING_EVENT, start);
      window.removeEventListener('error', fail);
    };
  }, []);

  // Arrived: nothing left to wait for.
  useEffect(() => {
    if (pending && arrived(pending, current)) setPending(null);
  }, [pending, current]);

  // Paint after the delay; give up after the last resort.
  useEffect(() => {
    if (!pending) return;
    const paint = window.setTimeout(
      () => setPending((p) => (p === pending ? { ...p, painted: true } : p)),
      PAINT_DELAY_MS[pending.kind],
    );
    const giveUp = window.setTimeout(
      () => setPending((p) => (p?.from === pending.from ? null : p)),
      GIVE_UP_MS,
    );
    return () => {
      window.clearTimeout(paint);
      window.clearTimeout(giveUp);
    };
  }, [pending]);

  if (!pending?.painted || arrived(pending, current)) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <img src="/logo.svg" alt="" width={64} height={64} />
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
