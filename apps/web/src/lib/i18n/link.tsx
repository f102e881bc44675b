'use client';

import type { ComponentProps } from 'react';
import { useLanguage } from './language-context';
import { localizedPath } from './paths';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A client component's link in the page's language (`/products` is `/ta/products` on a Tamil page):
 * a plain anchor, as a server component's (server-link.tsx). The one listener of link-navigator.tsx
 * makes a click on it a router navigation and the visitor's intent (pointer, touch, focus) a
 * prefetch, which is what next/link did: next/link itself (~3 kB gzipped on every page's first
 * load, a client component per link to hydrate) is not used (decision 0060). A link to the same
 * page in another language is the language switch's own (language-switch.tsx).
 */
export function Link({ href, ...rest }: Props) {
  return <a href={localizedPath(href, useLanguage())} {...rest} />;
}
