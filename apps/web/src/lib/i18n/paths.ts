import { BASE_LANGUAGE, isLanguage, type Language } from '@farm/contract/plain/languages';

/**
 * Addresses in a language (decision 0053, next-intl's `as-needed` prefix): English as the spec
 * has them (`/products`), Tamil under `/ta` (`/ta/products`, `/ta` for home). Only the shop's own
 * paths get a prefix: `https:`, `mailto:`, `#…` and `?…` stay as they are.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === BASE_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return `/${language}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}

/** The language of a path as the browser shows it, and the path without its prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const first = pathname.split('/')[1];
  if (first && first !== BASE_LANGUAGE && isLanguage(first)) {
    return { language: first, path: pathname.slice(first.length + 1) || '/' };
  }
  return { language: BASE_LANGUAGE, path: pathname };
}
