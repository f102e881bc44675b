'use client';

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLazyComponent } from '@/components/layout/use-lazy-component';
import type { ProductDeliveryCheck } from '@/features/product-actions/product-delivery-check';
import type { ReviewsTail } from '@/features/reviews/reviews-tail';

/**
 * The product page's parts that load as they come into sight or when the page is idle, not with the
 * page (its first-load budget, issue 33.3): the delivery check and the reviews' tail ("Show more reviews" and the review
 * form). One island for both, so the page carries one small loader; until a part's code is there
 * the server's drawing of it holds its place (disabled, the same size: nothing moves).
 */
const PARTS = {
  delivery: () =>
    import('@/features/product-actions/product-delivery-check').then((m) => m.ProductDeliveryCheck),
  reviews: () => import('@/features/reviews/reviews-tail').then((m) => m.ReviewsTail),
};

type PartProps = {
  delivery: Parameters<typeof ProductDeliveryCheck>[0];
  reviews: Parameters<typeof ReviewsTail>[0];
};

/** How near the screen a part starts loading: a screen's scroll ahead, so it is there when seen. */
const AHEAD = '600px';
/** The longest a part further down waits for the browser to be idle (ms). */
const IDLE_WAIT = 4000;

export function PartOnSight<K extends keyof PartProps>(props: {
  part: K;
  props: PartProps[K];
  /** The server's drawing of the part, shown until its code is loaded. */
  children: ReactNode;
}) {
  const held = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const place = held.current;
    if (!place || typeof IntersectionObserver === 'undefined') return setSeen(true);
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(place);
    // Or once the page is idle after its load: a part further down is ready before it is reached.
    const idle = window.requestIdleCallback?.(() => setSeen(true), { timeout: IDLE_WAIT });
    return () => {
      watcher.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  const Part = useLazyComponent(seen, PARTS[props.part] as () => Promise<ComponentType<PartProps[K]>>);
  if (Part) return <Part {...props.props} />;
  return <div ref={held}>{props.children}</div>;
}
