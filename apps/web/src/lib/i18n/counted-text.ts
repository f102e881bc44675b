import { type Language, LOCALES } from '@farm/contract/plain/languages';

/** A sentence per plural form, each with `{count}`: `{ one: 'Cart, {count} item', other: … }`. */
export type CountedWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A counted sentence in a client component without the message formatter: the server hands the
 * catalogue's forms over (`t.raw`), the browser's own `Intl.PluralRules` picks one. Keeps ICU's
 * parser out of every page's first load.
 */
export function countedText(words: CountedWords, count: number, language: Language): string {
  const form = new Intl.PluralRules(LOCALES[language]).select(count);
  return (words[form] ?? words.other).replaceAll('{count}', String(count));
}
