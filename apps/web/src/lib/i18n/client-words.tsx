'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLanguage } from './language-context';
import type { Messages } from './messages';
import { makeWords, type Words } from './words';

export { type CountedKey, fillIn, type SentenceKey, type Words } from './words';

const WordsContext = createContext<Partial<Messages>>({});

/**
 * The words of the client components under it: namespaces a server component read with
 * `pageWords` (decision 0053's addendum: not next-intl's provider, whose formatter would ride on
 * every first load). Nested providers add their namespaces to those above.
 */
export function WordsProvider({ words, children }: { words: Partial<Messages>; children: ReactNode }) {
  const above = useContext(WordsContext);
  const merged = useMemo(() => ({ ...above, ...words }), [above, words]);
  return <WordsContext value={merged}>{children}</WordsContext>;
}

/** The words of one namespace a `WordsProvider` above holds, in the page's language. */
export function useWords<N extends keyof Messages>(namespace: N): Words<Messages[N]> {
  const words = useContext(WordsContext)[namespace];
  const language = useLanguage();
  return useMemo(() => makeWords<Messages[N]>(words, namespace, language), [words, language, namespace]);
}
