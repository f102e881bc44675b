import { packLists } from './product-search-packed-lists.js';
import { codesOf, packTexts } from './product-search-packed-texts.js';
import { buildTrigramPostings, trigramsOf } from './product-search-trigrams.js';

/**
 * The other names a product is found by (its Tamil name and staff's search words, as Tanglish
 * keys: product-search-tanglish.ts), several per product, with trigram lists of their own so the
 * English names' lists and ranking stay as they were.
 */
export type AliasIndex = {
  /**
   * Calls `take(position, bucket, length)` for every product with an alias that contains `key`:
   * bucket 0 when an alias is the key, 1 when one starts with it, 2 when one contains it; the
   * length is its first alias's (the whole Tamil name).
   */
  forEachContaining(key: string, take: (position: number, bucket: number, length: number) => void): void;
};

const NO_MATCH = 255;

export type AliasIndexBuilder = {
  /** The aliases of the product at `position`, positions added in ascending order. */
  add(position: number, aliases: readonly string[]): void;
  finish(size: number): AliasIndex;
};

/** Takes each product's aliases as they are read, keeping only the distinct ones and their owners. */
export function aliasIndexBuilder(): AliasIndexBuilder {
  // Products rank by their whole first alias (the Tamil name): the shorter name first, as in English.
  const rankLengths: number[] = [];
  // ~5 aliases a product, mostly the same words ("nei", "aattupaal"): the trigram lists hold each
  // distinct alias once, and each alias its owners (one typed array for all, in product order).
  // A search then compares each distinct alias once, not once per product that has it: "nei" was
  // ~1 ms of CPU per request on the bench's 100,000 products (536,000 aliases).
  const ownersOf = new Map<string, number[]>();
  return {
    add(position, aliases) {
      rankLengths[position] = aliases[0]?.length ?? 0;
      for (const alias of aliases) {
        const owners = ownersOf.get(alias);
        if (owners === undefined) ownersOf.set(alias, [position]);
        else if (owners[owners.length - 1] !== position) owners.push(position);
      }
    },
    finish: (size) =>
      finishAliasIndex(
        ownersOf,
        Int32Array.from({ length: size }, (_, at) => rankLengths[at] ?? 0),
      ),
  };
}

function finishAliasIndex(ownersOf: Map<string, number[]>, rankLengths: Int32Array): AliasIndex {
  const { starts: ownerStarts, values: owners } = packLists([...ownersOf.values()], (n) => new Int32Array(n));
  const postings = buildTrigramPostings([...ownersOf.keys()]);
  // The aliases in one array, in their lists' order (product-search-packed-texts.ts).
  const keys = packTexts([...ownersOf.keys()]);
  ownersOf.clear();
  const bestBucket = new Uint8Array(rankLengths.length).fill(NO_MATCH);
  // The owners a search has marked in `bestBucket`, to hand over and unmark (no array per search).
  const touched = new Int32Array(rankLengths.length);

  function forEachContaining(key: string, take: (position: number, bucket: number, length: number) => void) {
    // Under three letters a key has no inner trigram: too short to say anything ("ki").
    const trigrams = trigramsOf(key, false);
    if (trigrams.length === 0) return;
    let shortest = -1;
    let shortestLength = Infinity;
    for (const trigram of trigrams) {
      const list = postings.listOf(trigram);
      if (list === -1) return;
      const length = postings.end(list) - postings.start(list);
      if (length < shortestLength) [shortest, shortestLength] = [list, length];
    }
    // A product's best alias decides its place (its word "nei" before its whole name's "…nei…").
    // `bestBucket` is scratch space (NO_MATCH between calls): no allocation per product found.
    let marked = 0;
    const word = codesOf(key);
    // A key of three letters is its one trigram: every alias in its list contains it.
    const checks = key.length > 3;
    for (let i = postings.start(shortest), end = postings.end(shortest); i < end; i++) {
      const entry = postings.positions[i] as number;
      if (checks && keys.indexOf(entry, word) === -1) continue;
      const bucket = !keys.startsWith(entry, word) ? 2 : keys.length(entry) === word.length ? 0 : 1;
      for (let o = ownerStarts[entry] as number, last = ownerStarts[entry + 1] as number; o < last; o++) {
        const owner = owners[o] as number;
        const held = bestBucket[owner] as number;
        if (held === NO_MATCH) touched[marked++] = owner;
        if (bucket < held) bestBucket[owner] = bucket;
      }
    }
    for (let m = 0; m < marked; m++) {
      const owner = touched[m] as number;
      take(owner, bestBucket[owner] as number, rankLengths[owner] as number);
      bestBucket[owner] = NO_MATCH;
    }
  }

  return { forEachContaining };
}
