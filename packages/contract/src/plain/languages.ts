/**
 * The shop's languages (issue 33): English, the base every row is written in, and Tamil. A
 * language is a code here, a catalogue in `packages/words/<code>/`, and the optional
 * `translations.<code>` of staff-written content; adding one starts here.
 */
export const LANGUAGES = ['en', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What every row's own columns are written in, and what a missing translation falls back to. */
export const BASE_LANGUAGE = 'en' satisfies Language;

/** The languages content may carry a translation for (the base is the row itself). */
export const TRANSLATED_LANGUAGES = ['ta'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** How each language formats dates, numbers and money: Indian grouping, Western digits. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };

/** What each language calls itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Staff-written content's translations, stored with the row (a `translations` JSON column):
 * `{ ta: { name: 'நெய்', description: '…' } }`. Every field is optional; a reader falls back to the
 * row's own (English) field by field.
 */
export type Translations<F extends string> = Partial<Record<TranslatedLanguage, Partial<Record<F, string>>>>;

/** The field in the reader's language, else the row's own. */
export function translated<F extends string>(
  row: { translations?: Translations<F> | null } & Partial<Record<F, string | null>>,
  field: F,
  language: Language,
): string {
  const own = row[field] ?? '';
  if (language === BASE_LANGUAGE) return own;
  const value = row.translations?.[language as TranslatedLanguage]?.[field];
  return value?.trim() ? value : own;
}

/** Only these fields of translations: what a cart line or an order line keeps of its product's. */
export function translationsOfFields<F extends string>(
  translations: Translations<string> | null | undefined,
  fields: readonly F[],
): Translations<F> {
  return Object.fromEntries(
    Object.entries(translations ?? {}).map(([language, texts]) => [
      language,
      Object.fromEntries(fields.flatMap((f) => (texts?.[f] ? [[f, texts[f]]] : []))),
    ]),
  );
}
