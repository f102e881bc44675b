'use client';

import { BASE_LANGUAGE, isLanguage, type Language } from '@farm/contract/plain/languages';
import { useLocale } from 'next-intl';

/** The page's language in a client component: the same on the server's render and in the browser. */
export function useLanguage(): Language {
  const locale = useLocale();
  return isLanguage(locale) ? locale : BASE_LANGUAGE;
}
