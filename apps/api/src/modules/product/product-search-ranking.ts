/**
 * How the search index orders what it finds (product-search-index.ts): each match as one float64
 * sort key, ranked only as far as a page asks; typo matches by resemblance.
 */

/** Sort keys pack bucket, name length and position into one float64 (exact below 2^53). */
const POSITIONS = 2 ** 24;
const LENGTHS = 4096;

/** The most products an index can rank (a position must fit the key's share). */
export const MOST_PRODUCTS = POSITIONS - 1;

/**
 * The sort key of the product at `at` found in `bucket` (0 exact name, 1 name prefix, 2 name
 * contains, 3 other text): bucket first, then the shorter name, then the newer product.
 */
export function sortKey(bucket: number, nameLength: number, at: number): number {
  const length = Math.min(nameLength, LENGTHS - 1);
  return (bucket * LENGTHS + length) * POSITIONS + (POSITIONS - 1 - at);
}

/** A name found by the typo pass: its position, and the shares of trigrams it has (`byResemblance`). */
export type TypoMatch = { at: number; word: number; whole: number };

/**
 * A sort key's product position (the key packs bucket, name length and position). Its remainder
 * by floor and product, both exact for a power of two below 2^53: `%` on such a double is a call
 * to C's fmod, several times slower in the loops that clear and page thousands of matches.
 */
export function positionOfKey(key: number): number {
  return POSITIONS - 1 - (key - Math.floor(key / POSITIONS) * POSITIONS);
}

/** Typo matches by the share of the words' trigrams a name has (word similarity), then by the share of both (similarity: the closer length first), newest first. */
export function byResemblance(a: TypoMatch, b: TypoMatch): number {
  return b.word - a.word || b.whole - a.whole || b.at - a.at;
}

/**
 * Sort keys ranked only as far as a page asks: a broad word finds thousands of names and the
 * first page needs 24 of them, so those are selected (quickselect) and sorted, and the whole
 * list is sorted only when a page reaches past a quarter of it.
 */
export function rankLazily(keys: Float64Array) {
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
