import { TRANSLATED_LANGUAGES, type TranslatedLanguage, type Translations } from '@farm/contract';
import { z } from 'zod';

/**
 * A form's Tamil fields (decision 0053). Unlike the contract's `translationsSchema`, an emptied
 * field stays '' rather than vanishing, so that the PUT carries it and the API clears the Tamil.
 */
export function translationsFormSchema<F extends string>(fields: readonly F[], maxLength: number) {
  const one = z.object(
    Object.fromEntries(fields.map((f) => [f, z.string().trim().max(maxLength)])) as Record<F, z.ZodString>,
  );
  return z.object({ ta: one });
}

/** What the Tamil fields start as: the stored Tamil, else empty. */
export function translationDefaults<F extends string>(
  fields: readonly F[],
  translations: Translations<F> | undefined,
): { ta: Record<F, string> } {
  return {
    ta: Object.fromEntries(fields.map((f) => [f, translations?.ta?.[f] ?? ''])) as Record<F, string>,
  };
}

/** The fields that have English to translate and no text in `language`. */
export function fieldsLacking<F extends string>(
  row: Partial<Record<F, string | null>> & { translations: Translations<F> },
  fields: readonly F[],
  language: TranslatedLanguage = TRANSLATED_LANGUAGES[0],
): F[] {
  return fields.filter((f) => row[f]?.trim() && !row.translations[language]?.[f]?.trim());
}
