import { BASE_LANGUAGE, LANGUAGES } from '@farm/contract/plain/languages';
import { defineRouting } from 'next-intl/routing';
import { LANGUAGE_COOKIE } from './language-cookie';

/**
 * Where a page's language lives (decision 0053): English keeps the spec's addresses (`/products`),
 * Tamil is under `/ta` (`/ta/products`, `/ta/admin`). The visitor's choice is remembered in
 * next-intl's cookie, so `/` takes a visitor who chose Tamil to `/ta`. Server-side only (the proxy,
 * the request config): the browser's links use paths.ts, which says the same.
 */
export const routing = defineRouting({
  locales: LANGUAGES,
  defaultLocale: BASE_LANGUAGE,
  localePrefix: 'as-needed',
  localeCookie: LANGUAGE_COOKIE,
});
