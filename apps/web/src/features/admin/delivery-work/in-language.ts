import { BASE_LANGUAGE, type Language } from '@farm/contract/plain/languages';

/**
 * A screen's `?lang=` (names of products and areas in the page's language): asked only on a
 * translated page, so an English screen's request stays as it was. Papers always carry theirs.
 */
export function inLanguage(language: Language): { lang?: Language } {
  return language === BASE_LANGUAGE ? {} : { lang: language };
}
