'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLanguage } from './language-context';
import { localizedHref } from './paths';

/**
 * next/link in the page's language: `/products` is `/ta/products` on a Tamil page. A link to the
 * same page in another language is the language switch's own (language-switch.tsx).
 */
export function Link({ href, ...rest }: ComponentProps<typeof NextLink>) {
  return <NextLink href={localizedHref(href, useLanguage())} {...rest} />;
}
