'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clickedPath, pagePath } from './page-link';

function anchorOf(event: Event): HTMLAnchorElement | undefined {
  const element = event.target instanceof Element ? event.target : null;
  const anchor = element?.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

/**
 * What the shop's links (link.tsx, server-link.tsx: plain anchors) need of the router, for the
 * whole document: a plain click on an anchor to one of the shop's pages opens it through the
 * router (no document load; the router's hook announces it to the loading overlay), and the
 * pointer over it, a touch or the focus prefetches the page once. The listeners are the window's,
 * so that they hear a click after React's handlers (on the document) had their say.
 */
export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const anchor = anchorOf(event);
      const path = anchor && pagePath(anchor, window.location);
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const click = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      const path = anchor && clickedPath(event, anchor, window.location);
      if (!path) return;
      event.preventDefault();
      router.push(path);
    };
    const passive = { passive: true } as const;
    window.addEventListener('click', click);
    window.addEventListener('pointerover', prefetch, passive);
    window.addEventListener('touchstart', prefetch, passive);
    window.addEventListener('focusin', prefetch, passive);
    return () => {
      window.removeEventListener('click', click);
      window.removeEventListener('pointerover', prefetch);
      window.removeEventListener('touchstart', prefetch);
      window.removeEventListener('focusin', prefetch);
    };
  }, [router]);
  return null;
}
