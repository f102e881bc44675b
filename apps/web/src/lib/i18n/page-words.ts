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
