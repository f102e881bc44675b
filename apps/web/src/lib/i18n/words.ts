import type { Language } from '@farm/contract/plain/languages';
import { type CountedWords, countedText } from './counted-text';

export type Values = Record<string, string | number>;

/** `a.b.c` for every sentence of a catalogue subtree (a counted sentence's forms are not one). */
export type SentenceKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends { other: string }
      ? never
      : `${K}.${SentenceKey<T[K]>}`;
}[keyof T & string];

/** `a.b` for every counted sentence (`{ one, other }`, each form with `{count}`). */
export type CountedKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends { other: string }
      ? K
      : `${K}.${CountedKey<T[K]>}`;
}[keyof T & string];

/** One namespace's words in a client component. */
export type Words<T> = {
  /** The sentence at `key`, its `{name}`s filled in from `values`. */
  (key: SentenceKey<T>, values?: Values): string;
  /** The counted sentence at `key` in the form the page's language uses for `count`. */
  counted(key: CountedKey<T>, count: number, values?: Values): string;
};

function lookUp(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Fills `{name}` from `values`. Sentences drawn in the browser use plain `{name}`s and counted
 * forms only (no ICU `select`/`plural` inside a text: `catalogues.test.ts` holds to it for the
 * namespaces the browser reads).
 */
export function fillIn(text: string, values: Values = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * One namespace's words as `t(key, values)` and `t.counted(key, n)`: what `useWords` gives a
 * client component and `serverWords` a server one, so a part drawn on both sides takes either.
 */
export function makeWords<T>(words: T | undefined, namespace: string, language: Language): Words<T> {
  const missing = (key: string) => {
    if (process.env.NODE_ENV !== 'production') {
      throw new Error(`No words for ${namespace}.${key}: is the namespace in a WordsProvider above?`);
    }
    return key;
  };
  const sentence = (key: string, values?: Values) => {
    const text = lookUp(words, key);
    return typeof text === 'string' ? fillIn(text, values) : missing(key);
  };
  sentence.counted = (key: string, count: number, values?: Values) => {
    const forms = lookUp(words, key) as CountedWords | undefined;
    return forms?.other ? fillIn(countedText(forms, count, language), values) : missing(key);
  };
  return sentence as never;
}
