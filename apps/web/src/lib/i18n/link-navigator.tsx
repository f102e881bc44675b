'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clickedPath, PAGE_LINK_ATTRIBUTE, pagePath } from './page-link';

function markedAnchor(event: Event): HTMLAnchorElement | undefined {
  const element = event.target instanceof Element ? event.target : null;
  const anchor = element?.closest(`a[${PAGE_LINK_ATTRIBUTE}]`);
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

/**
 * The server links' behaviour (server-link.tsx), for the whole document: a plain click opens the
 * page through the router (no document load, the loading overlay announced as for next/link), and
 * the pointer over a link, a touch or the focus prefetches its page once, as `Link` does.
 */
export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const anchor = markedAnchor(event);
      const path = anchor && pagePath(anchor, window.location);
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const click = (event: MouseEvent) => {
      const anchor = markedAnchor(event);
      const path = anchor && clickedPath(event, anchor, window.location);
      if (!path) return;
      event.preventDefault();
      router.push(path);
    };
    const passive = { passive: true } as const;
    document.addEventListener('click', click);
    document.addEventListener('pointerover', prefetch, passive);
    document.addEventListener('touchstart', prefetch, passive);
    document.addEventListener('focusin', prefetch, passive);
    return () => {
      document.removeEventListener('click', click);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('touchstart', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, [router]);
  return null;
}
