import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '@farm/contract/plain/languages';
import { describe, expect, it } from 'vitest';
import { FORMATTED_NAMESPACES, NAMESPACES } from './catalogues';

/**
 * The catalogues' guard (decision 0053): every word the web shows exists in every language, with
 * the same values to fill in. A key in one language and not the other, a namespace file missing
 * in one language, or a Tamil sentence that lost its `{name}` fails here.
 */
const MESSAGES = new URL('../../../../../packages/words/', import.meta.url);

type Tree = { [key: string]: string | Tree };

function read(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, MESSAGES), 'utf8')) as Tree;
}

/** `frame.nav.home` → its sentence, for every sentence of a file. */
function sentences(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of sentences(value, path)) found.set(inner, text);
  }
  return found;
}

/**
 * The values a sentence fills in (`{name}`, `{count, plural, …}`, and those inside its branches),
 * sorted: a small reader of ICU MessageFormat's arguments, enough for the catalogues' sentences.
 */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  let at = 0;
  const skipSpaces = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const word = () => {
    const start = at;
    while (at < text.length && !/[\s,{}]/.test(text[at] ?? '')) at++;
    return text.slice(start, at);
  };
  // A message: text up to the `}` that closes it (or the end), its arguments read on the way.
  const message = () => {
    while (at < text.length && text[at] !== '}') {
      if (text[at] === '{') argument();
      else at++;
    }
  };
  const argument = () => {
    at++;
    skipSpaces();
    names.add(word());
    skipSpaces();
    if (text[at] === ',') {
      at++;
      skipSpaces();
      const type = word();
      skipSpaces();
      if (['select', 'plural', 'selectordinal'].includes(type)) {
        at++; // the comma before the branches
        for (skipSpaces(); text[at] !== '}' && at < text.length; skipSpaces()) {
          word(); // the branch's key: one, other, =0, DELIVERED…
          skipSpaces();
          at++; // its `{`
          message();
          at++; // its `}`
        }
      } else while (at < text.length && text[at] !== '}') at++;
    }
    at++; // the argument's `}`
  };
  message();
  return [...names].sort();
}

describe('the values a sentence fills in', () => {
  it('reads arguments, those inside branches too, and not the branches’ words', () => {
    expect(argumentsOf('{outcome, select, DELIVERED {Delivered} other {{outcome}}}')).toEqual(['outcome']);
    expect(argumentsOf('Paid{method, select, none {} other { by {method}}} ({reference})')).toEqual([
      'method',
      'reference',
    ]);
    expect(argumentsOf('{n, plural, =0 {none} one {# of {name}} other {{n, number} of {name}}}')).toEqual([
      'n',
      'name',
    ]);
    expect(argumentsOf('Only words')).toEqual([]);
  });
});

describe('the catalogues in every language', () => {
  it('lists every namespace file, and every language has each of them', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(new URL(`${language}/`, MESSAGES)).filter((f) => f.endsWith('.json'));
      expect(files.map((f) => f.replace(/\.json$/, '')).sort(), language).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)(
    '%s: one namespace per file, the same keys and values in every language',
    (namespace) => {
      const [base, ...others] = LANGUAGES.map((language) => {
        const file = read(language, namespace);
        expect(Object.keys(file), `${language}/${namespace}.json`).toEqual([namespace]);
        return { language, words: sentences(file) };
      });
      if (!base) throw new Error('no languages');
      for (const other of others) {
        const missing = [...base.words.keys()].filter((key) => !other.words.has(key));
        const extra = [...other.words.keys()].filter((key) => !base.words.has(key));
        expect({ missing, extra }, `${other.language}/${namespace}.json`).toEqual({ missing: [], extra: [] });
        const differing = [...base.words].flatMap(([key, text]) => {
          const theirs = other.words.get(key) ?? '';
          return argumentsOf(text).join() === argumentsOf(theirs).join() ? [] : [`${key}: ${theirs}`];
        });
        expect(differing, `values to fill in, ${other.language}/${namespace}.json`).toEqual([]);
      }
    },
  );

  it.each(NAMESPACES.filter((namespace) => !FORMATTED_NAMESPACES.includes(namespace)))(
    '%s: plain sentences the browser can fill in (no ICU select or plural inside a text)',
    (namespace) => {
      for (const language of LANGUAGES) {
        const formatted = [...sentences(read(language, namespace))].filter(([, text]) =>
          /\{\s*\w+\s*,/.test(text),
        );
        expect(
          formatted.map(([key]) => key),
          `${language}/${namespace}.json`,
        ).toEqual([]);
      }
    },
  );
});
