import 'server-only';
import type { Namespace } from './catalogues';
import type { Messages } from './messages';
import { getPageLanguage } from './page-language';
import { pageWords } from './page-words';
import { makeWords, type Words } from './words';

/**
 * One namespace's words in a server component, in the same shape as `useWords` gives a client one
 * (`t(key, values)`, `t.counted(key, n)`): parts drawn on both sides (a price, the stars) take either.
 */
export async function serverWords<N extends Namespace & keyof Messages>(
  namespace: N,
): Promise<Words<Messages[N]>> {
  const [words, language] = await Promise.all([pageWords(namespace), getPageLanguage()]);
  return makeWords<Messages[N]>(words[namespace] as Messages[N], namespace, language);
}
