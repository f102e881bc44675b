'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';
import { useLanguage } from './language-context';
import { localizedHref } from './paths';

/**
 * next/link in the page's language: `/products` is `/ta/products` on a Tamil page. A link to the
 * same page in another language is the language switch's own (language-switch.tsx).
 *
 * A link prefetches its page when the visitor shows the intent (pointer over it, a touch, the
 * focus), not as soon as it scrolls into view: next/link's default asked for every visible link's
 * page twice (route tree, then data), 30 of the home page's 61 requests on a phone (issue 36).
 * A `prefetch` given by the caller is kept.
 */
export function Link({
  href,
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...rest
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      href={localizedHref(href, useLanguage())}
      prefetch={prefetch ?? (intent ? null : false)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
