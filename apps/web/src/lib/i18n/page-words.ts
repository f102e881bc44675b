import 'server-only';
import { loadCatalogues, type Namespace } from './catalogues';
import type { Messages } from './messages';
import { getPageLanguage } from './page-language';

/**
 * Namespaces of the page's language as they stand in the catalogue, for `WordsProvider`: the
 * browser gets the words of the parts it draws, without next-intl's formatter.
 */
export async function pageWords<N extends Namespace>(...namespaces: N[]): Promise<Pick<Messages, N>> {
  const language = await getPageLanguage();
  return (await loadCatalogues(language, namespaces)) as unknown as Pick<Messages, N>;
}

/**
 * Some sections of one namespace, for a part that reads no more of it (the home's carousel reads
 * `catalogue.banners`, not the listing's sentences): the browser gets the words it shows.
 */
export async function pageWordSections<N extends Namespace, S extends keyof Messages[N] & string>(
  namespace: N,
  sections: readonly S[],
): Promise<Record<N, Pick<Messages[N], S>>> {
  const words = (await pageWords(namespace))[namespace];
  const picked = Object.fromEntries(sections.map((section) => [section, words[section]]));
  return { [namespace]: picked } as Record<N, Pick<Messages[N], S>>;
}
