'use client';

import { useContext, useMemo } from 'react';
import { useLanguage } from './language-context';
import type { Messages } from './messages';
import { makeWords, type Words } from './words';
import { WordsContext } from './words-provider';

export { type CountedKey, fillIn, type SentenceKey, type Words } from './words';

/** The words of one namespace a `WordsProvider` above holds, in the page's language. */
export function useWords<N extends keyof Messages>(namespace: N): Words<Messages[N]> {
  const words = useContext(WordsContext)[namespace];
  const language = useLanguage();
  return useMemo(() => makeWords<Messages[N]>(words, namespace, language), [words, language, namespace]);
}
