'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

/**
 * A list screen's state lives in its URL (`?page=2&q=milk&status=PLACED`), so that reload, back
 * and a shared link show the same rows. Changing anything but the page goes back to page 1.
 */
export function useListParams() {
  const searchParams = useSearchParams();
  const pathname = usePathname();

  const values = useMemo(() => Object.fromEntries(searchParams.entries()), [searchParams]);
  const page = Math.max(1, Number(values.page) || 1);

  // Built on the address bar, not on `searchParams`: two quick changes (a status, then a date)
  // come before the router re-renders, and the second must not undo the first. Next.js keeps
  // `useSearchParams` in step with `history.replaceState`.
  const set = useCallback(
    (patch: Record<string, string | undefined>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in patch)) next.delete('page');
      const text = next.toString();
      window.history.replaceState(null, '', text ? `${pathname}?${text}` : pathname);
    },
    [pathname],
  );

  const hrefFor = useCallback(
    (n: number) => {
      const next = new URLSearchParams(searchParams);
      if (n <= 1) next.delete('page');
      else next.set('page', String(n));
      const text = next.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [searchParams, pathname],
  );

  return { values, page, set, hrefFor };
}
