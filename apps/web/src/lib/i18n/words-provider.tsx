'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Messages } from './messages';

/** Whole namespaces (`pageWords`) or some of a namespace's sections (`pageWordSections`). */
export type GivenWords = { [N in keyof Messages]?: Partial<Messages[N]> };

/** The namespaces the `WordsProvider`s above a client component hold. */
export const WordsContext = createContext<Partial<Messages>>({});

/**
 * The words of the client components under it: namespaces a server component read with
 * `pageWords` (decision 0053's addendum: not next-intl's provider, whose formatter would ride on
 * every first load). Nested providers add their namespaces to those above. Apart from `useWords`
 * (client-words.tsx) so that the frame, which provides words on every page, does not bring the
 * words' helpers to the first load of a page whose parts do not ask for them.
 */
export function WordsProvider({ words, children }: { words: GivenWords; children: ReactNode }) {
  const above = useContext(WordsContext);
  const merged = useMemo(() => ({ ...above, ...words }) as Partial<Messages>, [above, words]);
  return <WordsContext value={merged}>{children}</WordsContext>;
}

/**
 * A namespace's sentences as they are, for the frame's own parts that show plain sentences (no
 * `{name}`s, no counted forms): a part on every page reads them without `useWords`' helpers.
 */
export function usePlainWords<N extends keyof Messages>(namespace: N): Partial<Messages[N]> {
  return useContext(WordsContext)[namespace] ?? {};
}
