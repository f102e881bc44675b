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

/**
 * How answers carry translations: always present, `{}` when the row has none. A plain shape (no
 * trimming or dropping) so that the answer's OpenAPI schema is what is sent.
 */
export function translationsReadSchema<F extends string>(fields: readonly F[]) {
  const one = z.object(
    Object.fromEntries(fields.map((f) => [f, z.string().optional()])) as Record<
      F,
      z.ZodOptional<z.ZodString>
    >,
  );
  return z.object(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, one.optional()])) as Record<
      TranslatedLanguage,
      z.ZodOptional<typeof one>
    >,
  );
}

/** A staff list's "missing Tamil" filter: `missing=ta` keeps rows lacking that language in any field. */
export const missingTranslationSchema = z.enum(TRANSLATED_LANGUAGES).optional();
