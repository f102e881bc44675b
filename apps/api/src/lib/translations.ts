import type { TranslatedLanguage, Translations } from '@farm/contract/plain/languages';
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/**
 * What staff sent merged into what is stored (decision 0053): per language, a field sent with text
 * replaces it, a field sent empty (the contract turns '' into undefined) clears it, a field not sent
 * stays. Languages left without a field are dropped, so "no Tamil" is always `{}`.
 */
export function mergeTranslations<F extends string>(
  stored: Translations<F> | null | undefined,
  sent: Translations<F> | undefined,
): Translations<F> {
  const merged: Translations<F> = {};
  const languages = new Set([...Object.keys(stored ?? {}), ...Object.keys(sent ?? {})]);
  for (const language of languages as Set<TranslatedLanguage>) {
    const fields: Partial<Record<F, string>> = { ...stored?.[language] };
    for (const [field, value] of Object.entries(sent?.[language] ?? {}) as [F, string | undefined][]) {
      if (value === undefined) delete fields[field];
      else fields[field] = value;
    }
    if (Object.keys(fields).length > 0) merged[language] = fields;
  }
  return merged;
}

/**
 * Rows lacking `language` in any field that has English to translate: the staff lists' "missing
 * Tamil" filter. A field empty in English (an optional description) needs no Tamil.
 */
export function missingTranslation(
  translations: AnyColumn,
  english: Record<string, AnyColumn>,
  language: TranslatedLanguage,
): SQL {
  const lacks = Object.entries(english).map(
    ([field, column]) =>
      sql`(coalesce(btrim(${column}), '') <> '' and coalesce(btrim(${translations} -> ${language} ->> ${field}), '') = '')`,
  );
  return or(...lacks) as SQL;
}
