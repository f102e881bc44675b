// Runs in the browser before the shop becomes interactive (Next's instrumentation-client file).
import { announceRouteLoading } from '@/components/layout/route-loading';

/**
 * Every App Router navigation starts here, links and `router.push` alike, before anything is
 * fetched: the loading overlay (spec §2) hears of it at once. Back and Forward ('traverse') come
 * from the router's cache, so the overlay shows for them only if they are slow.
 */
export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse') {
  announceRouteLoading(url, navigationType);
}
