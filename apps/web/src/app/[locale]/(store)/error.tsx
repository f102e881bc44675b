'use client';

import { useLazyComponent } from '@/components/layout/use-lazy-component';
import type { StoreErrorProps } from '@/features/content/store-error';

/**
 * The storefront's error boundary. Next puts it in every page's first load, so it is only this:
 * the message, its words and its buttons load when an error comes (and if they cannot, the part
 * says so with a reload, as any lazy part does).
 */
export default function StoreErrorBoundary(props: StoreErrorProps) {
  const StoreError = useLazyComponent(true, () =>
    import('@/features/content/store-error').then((m) => m.StoreError),
  );
  return StoreError ? <StoreError {...props} /> : null;
}
