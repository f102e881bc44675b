import { type AliasIndex, aliasIndexBuilder } from './product-search-aliases.js';
import { codesOf, type PackedTexts, packTexts } from './product-search-packed-texts.js';
import { SHORT_WORD, type ShortTypos, shortTyposBuilder } from './product-search-short-typos.js';
import { tanglishKey } from './product-search-tanglish.js';
import { createThresholdSearch } from './product-search-threshold.js';
import { buildTrigramPostings, trigramsOf } from './product-search-trigrams.js';

/** What search needs of a product; keys are normalised as the search words are (lower case, no whitespace). */
export type SearchableProduct = {
  id: number;
  nameKey: string;
  codeKey: string;
  categoryId: number;
  active: boolean;
  /** Its Tamil name and staff's search words as Tanglish keys (`tanglishKey`). */
  aliases?: string[];
  /** The words of its name and search words, for short typos (`wordsOfName`). */
  words?: string[];
  /** Where each word of the name after the first begins in `nameKey` (none: one word). */
  wordStarts?: number[];
};
export type SearchableCategory = { id: number; nameKey: string; archived: boolean };
/** Products in ascending id order, as read in one statement with the generation they belong to. */
export type SearchCatalogue = {
  generation: number;
  products: SearchableProduct[];
  categories: SearchableCategory[];
};

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
/** Sort keys pack bucket, name length and position into one float64 (exact below 2^53). */
const POSITIONS = 2 ** 24;
const LENGTHS = 4096;

export type SearchIndexBuilder = {
  /** One product, in ascending id order: what the index keeps of it is taken, the rest dropped. */
  add(product: SearchableProduct): void;
  finish(generation: number, categories: readonly SearchableCategory[]): SearchIndex;
};

export function buildSearchIndex(catalogue: SearchCatalogue): SearchIndex {
  const builder = searchIndexBuilder();
  for (const product of catalogue.products) builder.add(product);
  return builder.finish(catalogue.generation, catalogue.categories);
}

/**
 * Builds the index from products as they are read (a page at a time, product-search.repository.ts):
 * each product's aliases, words and word starts go into the index's own structures at once, so the
 * catalogue is never held whole as objects (~115 MB of heap for 100,000 products, decision 0066).
 */
export function searchIndexBuilder(): SearchIndexBuilder {
  const ids: number[] = [];
  const nameKeys: string[] = [];
  const codeKeys: string[] = [];
  const categoryIds: number[] = [];
  const active: boolean[] = [];
  const aliases = aliasIndexBuilder();
  const shortTypos = shortTyposBuilder();
  // Where each name's word starts begin in `wordStarts` (packLists' layout, built as they come).
  const firstWordStart: number[] = [0];
  const wordStarts: number[] = [];
  return {
    add(product) {
      const position = ids.length;
      if (position >= POSITIONS - 1) throw new Error(`search index holds at most ${POSITIONS - 1} products`);
      const previous = ids[position - 1];
      if (previous !== undefined && product.id <= previous)
        throw new Error('products must come in ascending id order');
      ids.push(product.id);
      nameKeys.push(product.nameKey);
      codeKeys.push(product.codeKey);
      categoryIds.push(product.categoryId);
      active.push(product.active);
      aliases.add(position, product.aliases ?? []);
      shortTypos.add(position, product.words ?? []);
      for (const start of product.wordStarts ?? []) wordStarts.push(start);
      firstWordStart.push(wordStarts.length);
    },
    finish: (generation, categories) =>
      finishSearchIndex({
        generation,
        categories,
        ids: Int32Array.from(ids),
        nameKeys,
        codeKeys,
        categoryIds,
        active,
        aliases: aliases.finish(ids.length),
        shortTypos: shortTypos.finish(),
        wordStarts: { firstOf: Int32Array.from(firstWordStart), starts: Uint16Array.from(wordStarts) },
      }),
  };
}

function finishSearchIndex(parts: {
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
  const wordStarts = buildWordStarts(names, parts.wordStarts.firstOf, parts.wordStarts.starts);
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
      const length = Math.min(nameLength, LENGTHS - 1);
      takenKeys[taken++] = (bucket * LENGTHS + length) * POSITIONS + (POSITIONS - 1 - at);
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

type TypoMatch = { at: number; word: number; whole: number };

/**
 * A sort key's product position (the key packs bucket, name length and position). Its remainder
 * by floor and product, both exact for a power of two below 2^53: `%` on such a double is a call
 * to C's fmod, several times slower in the loops that clear and page thousands of matches.
 */
function positionOfKey(key: number): number {
  return POSITIONS - 1 - (key - Math.floor(key / POSITIONS) * POSITIONS);
}

/**
 * The names' word boundaries, one typed array for all (~2 bytes a word): where a word after the
 * first begins in each name key, so that a match can be told to sit inside one word.
 */
function buildWordStarts(names: PackedTexts, firstOf: Int32Array, starts: Uint16Array) {
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

/** Typo matches by the share of the words' trigrams a name has (word similarity), then by the share of both (similarity: the closer length first), newest first. */
function byResemblance(a: TypoMatch, b: TypoMatch): number {
  return b.word - a.word || b.whole - a.whole || b.at - a.at;
}

/**
 * Sort keys ranked only as far as a page asks: a broad word finds thousands of names and the
 * first page needs 24 of them, so those are selected (quickselect) and sorted, and the whole
 * list is sorted only when a page reaches past a quarter of it.
 */
function rankLazily(keys: Float64Array) {
  let ordered = 0;
  return {
    keys,
    orderFirst(count: number) {
      if (count <= ordered) return;
      if (ordered === 0 && count * 4 < keys.length) {
        moveSmallestToFront(keys, count);
        keys.subarray(0, count).sort();
        ordered = count;
      } else {
        keys.sort();
        ordered = keys.length;
      }
    },
  };
}

/** Moves the `count` smallest keys (all distinct) to the front, in no order: Hoare's quickselect. */
function moveSmallestToFront(keys: Float64Array, count: number): void {
  const nth = count - 1;
  let low = 0;
  let high = keys.length - 1;
  while (low < high) {
    const pivot = median(keys[low] as number, keys[(low + high) >> 1] as number, keys[high] as number);
    let i = low;
    let j = high;
    while (i <= j) {
      while ((keys[i] as number) < pivot) i++;
      while ((keys[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = keys[i] as number;
        keys[i++] = keys[j] as number;
        keys[j--] = swap;
      }
    }
    if (nth <= j) high = j;
    else if (nth >= i) low = i;
    else return;
  }
}

function median(a: number, b: number, c: number): number {
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
}
