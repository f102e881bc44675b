import type { Language } from '@farm/contract/plain/languages';

/**
 * next-intl's cookie, kept a year: a visitor who chose Tamil keeps it on the next visit, not only
 * in this browser session. The proxy reads it (routing.ts); the language switch writes it.
 */
export const LANGUAGE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' } as const;

/** The visitor's choice, written as next-intl's own link writes it when the language changes. */
export function rememberLanguage(language: Language): void {
  const { name, maxAge, sameSite } = LANGUAGE_COOKIE;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and a language code; the Cookie Store API is not in every browser the shop serves
  document.cookie = `${name}=${language}; path=/; max-age=${maxAge}; samesite=${sameSite}`;
}
