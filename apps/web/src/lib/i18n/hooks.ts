'use client';

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useLanguage } from './language-context';
import { localizedPath, splitLanguage } from './paths';

/** The path without its language prefix (`/ta/products` → `/products`), as next-intl's is. */
export function usePathname(): string {
  return splitLanguage(useNextPathname()).path;
}

/** Next's router, its paths put in the page's language. */
export function useRouter() {
  const router = useNextRouter();
  const language = useLanguage();
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) =>
        router.push(localizedPath(href, language), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) =>
        router.replace(localizedPath(href, language), options),
      prefetch: (href: string, options?: Parameters<typeof router.prefetch>[1]) =>
        router.prefetch(localizedPath(href, language), options),
    }),
    [router, language],
  );
}
