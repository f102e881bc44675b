import type { Language } from '@farm/contract/plain/languages';
import type { AbstractIntlMessages } from 'use-intl/core';

/**
 * Every namespace of the web's catalogues: `messages/<language>/<namespace>.json`, each file
 * `{ "<namespace>": { … } }`. A new file is listed here (catalogues.test.ts checks the folder).
 */
export const NAMESPACES = [
  'frame',
  'common',
  'problems',
  'fields',
  'timeline',
  'address',
  'adminCatalogue',
  'adminCommon',
  'adminContent',
  'adminDashboard',
  'adminDelivery',
  'adminInbox',
  'adminOrders',
  'adminPeople',
  'adminReports',
  'adminSettings',
  'adminShell',
  'adminSubscriptions',
  'auth',
  'blog',
  'cart',
  'catalogue',
  'checkout',
  'contact',
  'content',
  'delivery',
  'order',
  'product',
  'profile',
  'reviews',
  'subscription',
  'wallet',
  'wishlist',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces worded by next-intl's formatter only (server components, the admin's
 * `useTranslations`, problem-words): their sentences may use ICU `select` and `plural`. Every other
 * namespace is also read in the storefront's browser by `useWords`, which fills in plain `{name}`s
 * and takes counted sentences as `{ "one": …, "other": … }` (catalogues.test.ts holds to it).
 */
export const FORMATTED_NAMESPACES: readonly Namespace[] = [
  'problems',
  'fields',
  'timeline',
  'adminShell',
  'adminDelivery',
  'adminCommon',
  'adminPeople',
  'adminReports',
  'adminSettings',
  'adminOrders',
  'adminDashboard',
  'adminInbox',
  'adminCatalogue',
  'adminContent',
  'adminSubscriptions',
];

/** The staff area's namespaces (`admin…`), which its layout hands to next-intl's provider. */
export const ADMIN_NAMESPACES: readonly Namespace[] = NAMESPACES.filter((namespace) =>
  namespace.startsWith('admin'),
);

/** One namespace's file in one language. */
async function catalogue(language: Language, namespace: Namespace): Promise<AbstractIntlMessages> {
  const file = (await import(`@farm/words/${language}/${namespace}.json`)) as {
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
