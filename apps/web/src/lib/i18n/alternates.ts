import 'server-only';
import { BASE_LANGUAGE, LANGUAGES, type Language } from '@farm/contract/plain/languages';
import type { Metadata } from 'next';
import { getPageLanguage } from './page-language';
import { localizedPath } from './paths';

/** An address (absolute, or a path) in a language: the origin kept, the path prefixed. */
export function inLanguage(url: string, language: Language): string {
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(url);
  if (!absolute) return localizedPath(url, language);
  return `${absolute[1]}${localizedPath(absolute[2] || '/', language)}`;
}

/**
 * A page's canonical in its own language and its `hreflang` alternates: the same page in every
 * language, English as x-default (decision 0053). `canonical` is the page's English address as
 * the page has always given it, so English pages say what they said before.
 */
export async function languageAlternates(canonical: string): Promise<NonNullable<Metadata['alternates']>> {
  const language = await getPageLanguage();
  const languages: Record<string, string> = Object.fromEntries(
    LANGUAGES.map((each) => [each, inLanguage(canonical, each)]),
  );
  languages['x-default'] = inLanguage(canonical, BASE_LANGUAGE);
  return { canonical: inLanguage(canonical, language), languages };
}
