import 'server-only';
import { BASE_LANGUAGE, isLanguage, type Language } from '@farm/contract/plain/languages';
import { getLocale } from 'next-intl/server';

/** The language of the page a server component draws (the proxy resolved it from the address). */
export async function getPageLanguage(): Promise<Language> {
  const locale = await getLocale();
  return isLanguage(locale) ? locale : BASE_LANGUAGE;
}
