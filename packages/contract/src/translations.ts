import { z } from 'zod';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from './plain/languages';

/**
 * The one shape of staff-written translations (decision 0053): per translated language, the
 * entity's own text fields, each optional; an empty string means "no translation" and is dropped.
 */
export function translationsSchema<F extends string>(fields: readonly F[], maxLength = 20_000) {
  const text = z
    .string()
    .trim()
    .max(maxLength)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
  const one = z.object(Object.fromEntries(fields.map((f) => [f, text])) as Record<F, typeof text>).strict();
  return z
    .object(
      Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, one.optional()])) as Record<
        TranslatedLanguage,
        z.ZodOptional<typeof one>
      >,
    )
    .strict();
}
