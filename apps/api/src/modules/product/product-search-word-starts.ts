import type { PackedTexts } from './product-search-packed-texts.js';

/**
 * The names' word boundaries, one typed array for all (~2 bytes a word): where a word after the
 * first begins in each name key, so that a match can be told to sit inside one word.
 */
export function wordStartsOf(names: PackedTexts, firstOf: Int32Array, starts: Uint16Array) {
  return {
    /** Does the name at `at` hold `word` somewhere no word boundary cuts? `from`: its first hit. */
    holdsWithinAWord(at: number, word: Uint16Array, from: number): boolean {
      const first = firstOf[at] as number;
      const last = firstOf[at + 1] as number;
      if (first === last) return true;
      for (let hit = from; hit !== -1; hit = names.indexOf(at, word, hit + 1)) {
        let cut = false;
        for (let s = first; s < last && !cut; s++) {
          const start = starts[s] as number;
          cut = start > hit && start < hit + word.length;
        }
        if (!cut) return true;
      }
      return false;
    },
  };
}
