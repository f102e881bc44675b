import { BASE_LANGUAGE, isLanguage, type Language, LOCALES } from '@farm/contract/plain/languages';

/**
 * The page's language (decision 0053) for the words and formats chosen outside React: a page
 * says it in `<html lang>` (the root layout writes it from the address); without a document (the
 * server, a test) it is the base language. Components take theirs from `useLanguage()`.
 */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : BASE_LANGUAGE;
}

/** The base language and its locale: what a formatter uses when it is given no language. */
export const LANGUAGE = BASE_LANGUAGE;
export const LOCALE = LOCALES[BASE_LANGUAGE];
