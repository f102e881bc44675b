import type { FieldErrorCode, Problem, WordParams } from '@farm/contract';
import { dayText } from '@farm/contract/plain/delivery';
import { type Language, LOCALES } from '@farm/contract/plain/languages';
import { rupeesText } from '@farm/contract/plain/money';
import enFields from '@farm/words/en/fields.json';
import enProblems from '@farm/words/en/problems.json';
import taFields from '@farm/words/ta/fields.json';
import taProblems from '@farm/words/ta/problems.json';
import { type AbstractIntlMessages, createTranslator } from 'use-intl/core';
import { formatList, formatTimeOfDay } from '../format';
import { pageLanguage } from './locale';

/**
 * The one function that turns an API problem into words (decision 0049): from its `code`,
 * `detailCode` and `params`, and each field error's `code` and `params`, through the catalogue of
 * the page's language (`messages/<language>/problems.json` and `fields.json`), never from the
 * API's English. Loaded
 * only when an answer fails (the client's transport imports it then), so no page's first load
 * carries the catalogue or the formatter.
 */

/** The catalogue's translator, keyed by text: codes come from answers, not from the compiler. */
type Translate = {
  (key: string, values: Record<string, string | number>): string;
  has(key: string): boolean;
};

const CATALOGUES: Record<Language, AbstractIntlMessages> = {
  en: { ...enProblems, ...enFields },
  ta: { ...taProblems, ...taFields },
};

const translators = new Map<Language, Translate>();

/** The catalogue's translator of one language, made when first needed. */
function translatorOf(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslator({
      locale: LOCALES[language],
      messages: CATALOGUES[language],
      formats: { number: { rupees: { style: 'currency', currency: 'INR', minimumFractionDigits: 2 } } },
      // A sentence that cannot be worded (a missing value) is reported by the fallback below.
      onError: () => undefined,
      getMessageFallback: () => '',
    }) as unknown as Translate;
    translators.set(language, translate);
  }
  return translate;
}

/**
 * What a sentence may say with: the values as given, money (`…Paise`) days (`…Day`) and times of day (`…Time`) worded,
 * and a list of names said as the language says lists (`Ghee and Curd`, `நெய் மற்றும் தயிர்`).
 */
function wordedParams(
  language: Language,
  code: string,
  params: WordParams | undefined,
): Record<string, string | number> {
  const values: Record<string, string | number> = { ...SCHEMA_DEFAULTS[code] };
  for (const [key, value] of Object.entries(params ?? {})) {
    values[key] = typeof value === 'object' ? formatList(value, language) : value;
    if (key.endsWith('Paise') && typeof value === 'number') values[key.slice(0, -5)] = rupeesText(value);
    if (key.endsWith('Day') && typeof value === 'string') values[key.slice(0, -3)] = dayText(value, language);
    if (key.endsWith('Time') && typeof value === 'string' && CLOCK.test(value))
      values[key] = formatTimeOfDay(value, language);
  }
  return values;
}

/** A time of day as the API sends it (`21:00`, India's). */
const CLOCK = /^\d{2}:\d{2}$/;

/** zod leaves out what is false; the sentences choose on them. */
const SCHEMA_DEFAULTS: Record<string, Record<string, string>> = {
  too_big: { exact: 'false', inclusive: 'true' },
  too_small: { exact: 'false', inclusive: 'true' },
};

function sentence(
  language: Language,
  namespace: 'problems' | 'fields',
  code: string,
  params?: WordParams,
): string | undefined {
  const translate = translatorOf(language);
  const key = `${namespace}.${code}`;
  if (!translate.has(key)) return undefined;
  return translate(key, wordedParams(language, code, params ?? {})) || undefined;
}

/**
 * One field error in words, in the page's language unless told. Every field code has a sentence
 * in every language (`problem-words.test.ts` checks).
 */
export function wordField(
  code: FieldErrorCode,
  params?: WordParams,
  language: Language = pageLanguage(),
): string {
  return sentence(language, 'fields', code, params) ?? sentence(language, 'fields', 'custom') ?? '';
}

export type ProblemWords = {
  /** The problem's sentence; undefined when the API did not word it yet (see `detailOf`). */
  text: string | undefined;
  /** Each field error's sentence, in the answer's order. */
  fields: string[];
};

/** What the web says of a call itself, beside the API's detail codes: no answer came at all. */
type WebDetailCode = 'UNREACHABLE';

/** What of a problem answer is worded: its codes and values, never its English. */
type ProblemCodes = Pick<Partial<Problem>, 'code' | 'params'> & {
  detailCode?: Problem['detailCode'] | WebDetailCode | undefined;
  errors?: { code?: FieldErrorCode; params?: WordParams }[];
};

/** The words of a problem answer: its own sentence and its fields', in the page's language unless told. */
export function wordProblem(
  problem: ProblemCodes | undefined,
  language: Language = pageLanguage(),
): ProblemWords {
  const fields = (problem?.errors ?? []).map((e) => wordField(e.code ?? 'custom', e.params, language));
  // The problem's sentence is its first field's (a password refused, a coupon that does not apply).
  if (problem?.detailCode === 'FIELD_SENTENCE') return { text: fields[0], fields };
  const key = problem?.detailCode ?? (problem?.params ? problem.code : undefined);
  return { text: key ? sentence(language, 'problems', key, problem?.params) : undefined, fields };
}
