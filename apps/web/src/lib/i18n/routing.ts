import { LANGUAGES } from '@farm/contract/plain/languages';
import { defineRouting } from 'next-intl/routing';

/** A year: a visitor who chose Tamil keeps it on the next visit, not only in this browser session. */
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Where a page's language lives (decision 0053): English keeps the spec's addresses (`/products`),
 * Tamil is under `/ta` (`/ta/products`, `/ta/admin`). The visitor's choice is remembered in
 * next-intl's cookie, so `/` takes a visitor who chose Tamil to `/ta`.
 */
export const routing = defineRouting({
  locales: LANGUAGES,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeCookie: { maxAge: ONE_YEAR_SECONDS },
});
