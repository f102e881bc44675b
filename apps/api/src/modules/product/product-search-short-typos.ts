/**
 * Typos in short words ("gee" for ghee, "mlk" for milk): a word of 3 to 5 letters has too few
 * trigrams for the trigram typo pass to judge, so it is compared letter by letter with every
 * distinct word of the names that is one letter longer, shorter or the same length, and matches
 * at one edit (a letter added, missing, wrong, or two swapped). Bounded: the names' vocabulary
 * (a few thousand words for 100,000 products) by length, each comparison a few letters.
 */
export const SHORT_WORD = { min: 3, max: 5 };

export type ShortTypos = {
  /**
   * The positions of the products with a word one edit from `word` (not equal to it), likeliest
   * meant first: a word the typed one lacks a letter of ("gee": ghee) before a changed or swapped
   * letter ("gee": bee) before an extra one; then the word more products have; newest first within
   * a word. Ordered by recency alone, a short typo on a big catalogue showed "bee" and "gem" before
   * "ghee" (the bench's 100,000 products: no ghee in the first 24 for "gee", 30 Nov).
   */
  positionsNear(word: string): number[];
};

export type ShortTyposBuilder = {
  /** The words of the product at `position`, positions added in ascending order. */
  add(position: number, words: readonly string[]): void;
  finish(): ShortTypos;
};

/** Takes each product's words as they are read, keeping only the vocabulary and its owners. */
export function shortTyposBuilder(): ShortTyposBuilder {
  // Per length, word → the products that have it.
  const byLength = new Map<number, Map<string, number[]>>();
  return {
    add(position, words) {
      for (const word of words) {
        if (word.length < SHORT_WORD.min - 1 || word.length > SHORT_WORD.max + 1) continue;
        const vocabulary = byLength.get(word.length) ?? new Map<string, number[]>();
        byLength.set(word.length, vocabulary);
        const owners = vocabulary.get(word);
        if (owners === undefined) vocabulary.set(word, [position]);
        else if (owners[owners.length - 1] !== position) owners.push(position);
      }
    },
    finish: () => shortTypos(byLength),
  };
}

function shortTypos(byLength: Map<number, Map<string, number[]>>): ShortTypos {
  function positionsNear(word: string): number[] {
    if (word.length < SHORT_WORD.min || word.length > SHORT_WORD.max) return [];
    const near: { kind: number; owners: number[] }[] = [];
    // A letter missing from the typed word, then one changed or swapped, then one too many.
    for (const [kind, length] of [word.length + 1, word.length, word.length - 1].entries()) {
      for (const [candidate, owners] of byLength.get(length) ?? []) {
        if (candidate !== word && oneEditApart(word, candidate)) near.push({ kind, owners });
      }
    }
    near.sort((a, b) => a.kind - b.kind || b.owners.length - a.owners.length);
    return near.flatMap(({ owners }) => [...owners].reverse());
  }

  return { positionsNear };
}

/** One letter added, missing or changed, or two neighbours swapped (Damerau, at most 1). */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The words of a name a short typo can be measured against: lower case, letters only. */
export function wordsOfName(name: string): string[] {
  return [...new Set(name.toLowerCase().split(/[^\p{L}\p{M}]+/u))].filter((w) => w.length >= 2);
}
