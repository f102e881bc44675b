import type { Language } from '@farm/contract/plain/languages';
import type { AbstractIntlMessages } from 'use-intl/core';

/**
 * Every namespace of the web's catalogues: `messages/<language>/<namespace>.json`, each file
 * `{ "<namespace>": { … } }`. A new file is listed here (catalogues.test.ts checks the folder).
 */
export const NAMESPACES = ['frame', 'problems', 'fields', 'timeline'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One namespace's file in one language. */
async function catalogue(language: Language, namespace: Namespace): Promise<AbstractIntlMessages> {
  const file = (await import(`../../../messages/${language}/${namespace}.json`)) as {
    default: AbstractIntlMessages;
  };
  return file.default;
}

/** The catalogues of `namespaces` (all of them by default) in one language, merged. */
export async function loadCatalogues(
  language: Language,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<AbstractIntlMessages> {
  const files = await Promise.all(namespaces.map((namespace) => catalogue(language, namespace)));
  return Object.assign({}, ...files) as AbstractIntlMessages;
}
