'use client';

import { BASE_LANGUAGE, type Language } from '@farm/contract/plain/languages';
import { createContext, type ReactNode, useContext } from 'react';
import { rememberUnexpected } from '../words/unexpected-words';

const LanguageContext = createContext<Language>(BASE_LANGUAGE);

/**
 * The page's language for client components (the [locale] layout provides it). Not next-intl's
 * provider: that one brings the message formatter to every page's first load (about 12 kB gzipped,
 * measured 29 Nov), and the storefront's client parts get their words as props.
 */
export function LanguageProvider({
  language,
  unexpected,
  children,
}: {
  language: Language;
  /** The catalogue's `problems.UNEXPECTED` in the language, for `messageOf` (unexpected-words.ts). */
  unexpected: string;
  children: ReactNode;
}) {
  rememberUnexpected(language, unexpected);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

/** The page's language in a client component: the same in the server's render and in the browser. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
