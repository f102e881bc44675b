import type { TrigramPostings } from './product-search-trigrams.js';

/**
 * The names in at least `needed` of some trigram lists (the T-occurrence problem), each with how
 * many of the lists hold it: the typo pass's question (decision 0057).
 */
export type ThresholdSearch = (
  lists: readonly number[],
  needed: number,
  visit: (position: number, count: number) => void,
) => void;

/**
 * A list is read through while many names could still reach `needed`; once few can, they are
 * looked up in the longer lists that are left instead (galloping, as they come in order), so a
 * common trigram's list ("goa": 12,000 names) is not counted name by name for a handful of typo
 * matches. Lists go shortest first, and only the `m - needed + 1` shortest add names (a name in
 * `needed` of `m` lists is in one of those, MergeOpt). A sample of the names says how many can
 * still reach `needed`; once looking those up is cheaper than reading the next list, the names
 * that cannot are dropped, and after each list looked up in, again. `visit` sees the exact count,
 * as counting every list gives.
 *
 * DivideSkip and MergeSkip (Li, Lu & Lu, ICDE 2008), which merge the shorter lists in a heap and
 * jump over names too rare to reach the threshold, were measured first: on 100,000 names whose
 * query trigrams are each in 0.2–12 % of them, few jumps skip anything and the heap cost 2–5 times
 * the plain counting they were to replace (decision 0057).
 */
export function createThresholdSearch(
  postings: TrigramPostings,
  size: number,
  lookupCost = LOOKUP_COST,
): ThresholdSearch {
  const { positions } = postings;
  // Scratch space (the search never awaits between filling and clearing it): counts stay 0 between calls.
  const counts = new Uint16Array(size);
  const touched = new Int32Array(size);

  return (lists, needed, visit) => {
    const present = lists.filter((list) => list !== -1 && lengthOf(postings, list) > 0);
    const m = present.length;
    if (needed < 1 || m < needed) return;
    present.sort((a, b) => lengthOf(postings, a) - lengthOf(postings, b));
    // The m - needed + 1 shortest lists add names; later ones only count those already there.
    let touchedCount = 0;
    let k = 0;
    for (; k <= m - needed; k++) {
      const list = present[k] as number;
      for (let i = postings.start(list), end = postings.end(list); i < end; i++) {
        const at = positions[i] as number;
        const count = counts[at] as number;
        if (count === 0) touched[touchedCount++] = at;
        counts[at] = count + 1;
      }
    }
    for (; k < m; k++) {
      const list = present[k] as number;
      const least = needed - (m - k);
      if (estimateAtLeast(touched, touchedCount, counts, least) * lookupCost < lengthOf(postings, list))
        break;
      for (let i = postings.start(list), end = postings.end(list); i < end; i++) {
        const at = positions[i] as number;
        const count = counts[at] as number;
        if (count !== 0) counts[at] = count + 1;
      }
    }
    // The names that can still reach `needed` with the lists left, in order; the others cleared.
    let survivors = keepAtLeast(touched, touchedCount, counts, needed - (m - k));
    touched.subarray(0, survivors).sort();
    for (; k < m; k++) {
      const list = present[k] as number;
      const least = needed - (m - k - 1);
      const end = postings.end(list);
      let cursor = postings.start(list);
      let kept = 0;
      for (let s = 0; s < survivors; s++) {
        const at = touched[s] as number;
        cursor = gallop(positions, cursor, end, at);
        let count = counts[at] as number;
        if (cursor < end && positions[cursor] === at) counts[at] = ++count;
        if (count >= least) touched[kept++] = at;
        else counts[at] = 0;
      }
      survivors = kept;
    }
    for (let s = 0; s < survivors; s++) {
      const at = touched[s] as number;
      visit(at, counts[at] as number);
      counts[at] = 0;
    }
  };
}

/**
 * A name looked up in a list costs about as much as reading this many of its entries (a galloping
 * look-up is a few comparisons that the processor cannot predict), measured on the bench's
 * catalogue. Tests set 0 (look up as soon as allowed) and Infinity (read every list).
 */
const LOOKUP_COST = 8;

/**
 * About how many of the names have been counted at least `least` times: a sample of 256 of them,
 * so that deciding costs little beside a list of thousands (a wrong guess costs time, not results).
 */
function estimateAtLeast(names: Int32Array, length: number, counts: Uint16Array, least: number): number {
  const step = Math.max(1, Math.floor(length / 256));
  let seen = 0;
  for (let s = 0; s < length; s += step) if ((counts[names[s] as number] as number) >= least) seen++;
  return seen * step;
}

/** Keeps in front the names counted at least `least` times; the others' counts go back to 0. */
function keepAtLeast(names: Int32Array, length: number, counts: Uint16Array, least: number): number {
  let kept = 0;
  for (let s = 0; s < length; s++) {
    const at = names[s] as number;
    if ((counts[at] as number) >= least) names[kept++] = at;
    else counts[at] = 0;
  }
  return kept;
}

/** The first index from `from` (before `end`) whose position is at least `target`, or `end`. */
function gallop(positions: Int32Array, from: number, end: number, target: number): number {
  if (from >= end || (positions[from] as number) >= target) return from;
  // positions[low] < target throughout; double the step until positions[high] >= target or the end.
  let low = from;
  let step = 1;
  let high = from + 1;
  while (high < end && (positions[high] as number) < target) {
    low = high;
    step *= 2;
    high = low + step;
  }
  if (high > end) high = end;
  while (low + 1 < high) {
    const mid = (low + high) >> 1;
    if ((positions[mid] as number) < target) low = mid;
    else high = mid;
  }
  return high;
}

function lengthOf(postings: TrigramPostings, list: number): number {
  return postings.end(list) - postings.start(list);
}
