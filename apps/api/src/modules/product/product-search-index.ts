import type { AliasIndex } from './product-search-aliases.js';
import { codesOf, packTexts } from './product-search-packed-texts.js';
import {
  byResemblance,
  positionOfKey,
  rankLazily,
  sortKey,
  type TypoMatch,
} from './product-search-ranking.js';
import { SHORT_WORD, type ShortTypos } from './product-search-short-typos.js';
import { tanglishKey } from './product-search-tanglish.js';
import { createThresholdSearch } from './product-search-threshold.js';
import { buildTrigramPostings, trigramsOf } from './product-search-trigrams.js';
import { wordStartsOf } from './product-search-word-starts.js';

export type SearchableCategory = { id: number; nameKey: string; archived: boolean };

export type SearchResult = {
  /** Every visible match, counted exactly (the index makes counting free). */
  total: number;
  /** Product ids of one page, best first. */
  page(offset: number, limit: number): number[];
};

export type SearchIndex = {
  generation: number;
  /**
   * Products whose name, Tamil name, search words, code or category contains the words (Tamil
   * and Tanglish as their Tanglish keys), or whose name resembles them,
   * ranked as `product-search.service.ts` describes; `alsoContaining` are ids found by other text
   * (the description), ranked with code and category matches.
   */
  find(keywords: string, onlyPublic: boolean, alsoContaining?: readonly number[]): SearchResult;
};

/**
 * The share of the typed words' trigrams a name must have for a typo to match: pg_trgm's word
 * similarity, which the search used before (0.5: "goatmlk" → "goatmilk500ml" has 5 of 8).
 */
const TYPO_THRESHOLD = 0.5;

/**
 * The index over what `searchIndexBuilder` took of the catalogue (product-search-index-builder.ts):
 * the names' trigram postings, packed names, codes and categories, and `find`.
 */
export function assembleSearchIndex(parts: {
  generation: number;
  categories: readonly SearchableCategory[];
  ids: Int32Array;
  nameKeys: readonly string[];
  codeKeys: readonly string[];
  categoryIds: readonly number[];
  active: readonly boolean[];
  aliases: AliasIndex;
  shortTypos: ShortTypos;
  wordStarts: { firstOf: Int32Array; starts: Uint16Array };
}): SearchIndex {
  const { categories, ids, nameKeys, codeKeys, aliases, shortTypos } = parts;
  const size = ids.length;
  const postings = buildTrigramPostings(nameKeys);
  const lists = postings.positions;
  // The name keys in one array (product-search-packed-texts.ts): the scan reads them in order.
  const names = packTexts(nameKeys);
  const wordStarts = wordStartsOf(names, parts.wordStarts.firstOf, parts.wordStarts.starts);
  // Codes in one string, "\n" between (typed words have no whitespace, so no match spans two).
  const codes = codeKeys.join('\n');
  const codeStarts = new Int32Array(size + 1);
  codeKeys.forEach((codeKey, at) => {
    codeStarts[at + 1] = (codeStarts[at] ?? 0) + codeKey.length + 1;
  });
  // Most words share no trigram with any code: those skip the scan of all codes (~0.1 ms).
  const codeTrigrams = new Set<number>();
  for (const codeKey of codeKeys) for (const trigram of trigramsOf(codeKey, false)) codeTrigrams.add(trigram);
  const categoryAt = new Map(categories.map((c, at) => [c.id, at]));
  const inCategory = categories.map(() => [] as number[]);
  const visible = new Uint8Array(size);
  // A loop, not a callback: a closure that named `parts` would keep it (every name and code as a
  // string) alive as long as `find`, which shares this function's scope.
  for (let at = 0; at < size; at++) {
    const category = categoryAt.get(parts.categoryIds[at] as number);
    if (category === undefined) continue;
    inCategory[category]?.push(at);
    if (parts.active[at] && !categories[category]?.archived) visible[at] = 1;
  }
  // Scratch space of `find`, which never awaits: cleared after each use instead of allocated.
  // `found` marks the positions taken; `takenKeys` holds their sort keys as they are taken.
  const found = new Uint8Array(size);
  const takenKeys = new Float64Array(size);
  const namesInAtLeast = createThresholdSearch(postings, size);

  const positionOfId = (id: number) => {
    let low = 0;
    let high = size - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = ids[mid] as number;
      if (at === id) return mid;
      if (at < id) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  };

  function find(keywords: string, onlyPublic: boolean, alsoContaining: readonly number[] = []): SearchResult {
    let taken = 0;
    const take = (at: number, bucket: number, nameLength = names.length(at)) => {
      if (found[at] === 1 || (onlyPublic && visible[at] === 0)) return;
      found[at] = 1;
      takenKeys[taken++] = sortKey(bucket, nameLength, at);
    };

    // A short word found only across two words of a name ("gee" in "heritageerode") is no word
    // the name has: it ranks after the near words ("ghee"), unless other text finds the name.
    const acrossWords: number[] = [];
    const shortWord = keywords.length <= SHORT_WORD.max;
    const list = shortestListContaining(keywords);
    if (list !== -1) {
      const word = codesOf(keywords);
      for (let i = postings.start(list), end = postings.end(list); i < end; i++) {
        const at = lists[i] as number;
        const hit = names.indexOf(at, word);
        if (hit === -1) continue;
        if (names.length(at) === word.length) take(at, 0);
        else if (shortWord && !wordStarts.holdsWithinAWord(at, word, hit)) acrossWords.push(at);
        else take(at, hit === 0 ? 1 : 2);
      }
    }
    aliases.forEachContaining(tanglishKey(keywords), take);
    const maybeCode = trigramsOf(keywords, false).every((trigram) => codeTrigrams.has(trigram));
    for (let hit = maybeCode ? codes.indexOf(keywords) : -1; hit !== -1; ) {
      const at = codeAt(hit);
      take(at, 3);
      hit = codes.indexOf(keywords, codeStarts[at + 1]);
    }
    categories.forEach((category, c) => {
      if (category.nameKey.includes(keywords)) for (const at of inCategory[c] ?? []) take(at, 3);
    });
    for (const id of alsoContaining) {
      const at = positionOfId(id);
      if (at !== -1) take(at, 3);
    }
    const textCount = taken;
    const ranked = rankLazily(takenKeys.slice(0, textCount));
    const nearWords = shortTypoMatches(keywords, onlyPublic);
    for (const at of acrossWords) take(at, 2);
    const across = rankLazily(takenKeys.slice(textCount, taken));
    const typoPass = typoMatches(keywords, onlyPublic);
    for (let k = 0; k < taken; k++) found[positionOfKey(takenKeys[k] as number)] = 0;
    for (const { at } of nearWords) found[at] = 0;
    // The ranks where the near words, the words found across names' words and the typos begin.
    const acrossStart = textCount + nearWords.length;
    const typoStart = acrossStart + across.keys.length;
    const total = typoStart + typoPass.length;
    let typos: TypoMatch[] | undefined;
    return {
      total,
      page(offset, limit) {
        const page: number[] = [];
        const end = Math.min(offset + limit, total);
        if (offset < textCount) ranked.orderFirst(Math.min(end, textCount));
        if (offset < typoStart && end > acrossStart)
          across.orderFirst(Math.min(end, typoStart) - acrossStart);
        // A broad word's first pages are all text matches: its typos are counted, not ranked.
        if (end > typoStart) typos ??= typoPass.sort(byResemblance);
        for (let rank = offset; rank < end; rank++) {
          const at =
            rank < textCount
              ? positionOfKey(ranked.keys[rank] as number)
              : rank < acrossStart
                ? nearWords[rank - textCount]?.at
                : rank < typoStart
                  ? positionOfKey(across.keys[rank - acrossStart] as number)
                  : typos?.[rank - typoStart]?.at;
          if (at === undefined) break;
          page.push(ids[at] as number);
        }
        return page;
      },
    };
  }

  /**
   * A name that contains the words contains each of their trigrams: the shortest of those lists
   * holds every such name (-1: some trigram is in no name, so none contains them).
   */
  function shortestListContaining(keywords: string): number {
    let shortest = -1;
    let shortestLength = Infinity;
    for (const trigram of trigramsOf(keywords, false)) {
      const list = postings.listOf(trigram);
      if (list === -1) return -1;
      const length = postings.end(list) - postings.start(list);
      if (length < shortestLength) [shortest, shortestLength] = [list, length];
    }
    return shortest;
  }

  function codeAt(offset: number): number {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((codeStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /**
   * Names not found by text that have at least TYPO_THRESHOLD of the words' padded trigrams,
   * unordered (`byResemblance` ranks them). Found by product-search-threshold.ts, which looks the few names
   * that can still match up in the common trigrams' lists ("goa": 12,000 names) instead of
   * counting those lists through.
   */
  function typoMatches(keywords: string, onlyPublic: boolean) {
    const trigrams = trigramsOf(keywords, true).map((trigram) => postings.listOf(trigram));
    const n = trigrams.length;
    const matches: TypoMatch[] = [];
    namesInAtLeast(trigrams, Math.ceil(n * TYPO_THRESHOLD), (at, count) => {
      if (found[at] === 1 || (onlyPublic && visible[at] === 0)) return;
      matches.push({ at, word: count / n, whole: count / (n + postings.trigramCount(at) - count) });
    });
    return matches;
  }

  /** Names with a word one edit from a short typed word ("gee": ghee), likeliest meant first; marked found. */
  function shortTypoMatches(keywords: string, onlyPublic: boolean) {
    const matches: { at: number }[] = [];
    for (const at of shortTypos.positionsNear(keywords)) {
      if (found[at] === 1 || (onlyPublic && visible[at] === 0)) continue;
      found[at] = 1;
      matches.push({ at });
    }
    return matches;
  }

  return { generation: parts.generation, find };
}
