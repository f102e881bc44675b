'use client';

import type { Language } from '@farm/contract/plain/languages';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLanguage } from './language-context';
import { rememberLanguage } from './language-cookie';
import { localizedHref } from './paths';

type LinkProps = ComponentProps<typeof NextLink> & {
  /** Another language than the page's: the same address in it, and the choice remembered. */
  locale?: Language;
};

/**
 * next/link in the page's language: `/products` is `/ta/products` on a Tamil page. A link to
 * another language is a plain one: the document is loaded again, so the root layout writes its
 * `<html lang>` (a client-side navigation keeps the root layout as it was).
 */
export function Link({ href, locale, onClick, ...rest }: LinkProps) {
  const current = useLanguage();
  const language = locale ?? current;
  if (language === current)
    return <NextLink href={localizedHref(href, language)} onClick={onClick} {...rest} />;
  const {
    prefetch: _prefetch,
    replace: _replace,
    scroll: _scroll,
    shallow: _shallow,
    passHref: _passHref,
    legacyBehavior: _legacy,
    ...anchor
  } = rest;
  const target = localizedHref(href, language);
  return (
    <a
      href={typeof target === 'string' ? target : `${target.pathname ?? ''}${target.search ?? ''}`}
      hrefLang={language}
      onClick={(event) => {
        rememberLanguage(language);
        onClick?.(event);
      }}
      {...anchor}
    />
  );
}
