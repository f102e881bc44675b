/** The browser event by which a navigation's start reaches the loading overlay. */
export const ROUTE_LOADING_EVENT = 'route-loading-start';

export type RouteLoadingDetail = {
  /** Where to: `pathname?search` of the page being opened; undefined: "until the route changes". */
  target?: string | undefined;
  kind: 'push' | 'replace' | 'traverse' | 'manual';
};

/**
 * Tells the overlay a navigation to `url` has started (called by instrumentation-client.ts). The
 * router calls its hook inside its own React transition, and a state update made there would wait
 * for the navigation to finish: the event is sent just after, so the overlay paints meanwhile.
 */
export function announceRouteLoading(url: string, kind: RouteLoadingDetail['kind']) {
  const detail: RouteLoadingDetail = { target: routeKey(new URL(url, window.location.href)), kind };
  queueMicrotask(() => window.dispatchEvent(new CustomEvent(ROUTE_LOADING_EVENT, { detail })));
}

/** Anyone can start the overlay (e.g. before a `router.push` that waits for something first). */
export function startRouteLoading() {
  const detail: RouteLoadingDetail = { kind: 'manual' };
  window.dispatchEvent(new CustomEvent(ROUTE_LOADING_EVENT, { detail }));
}

/** A page's identity for the overlay: path and query, the query in one canonical spelling. */
export function routeKey(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search).toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}
