/**
 * Trigram posting lists over the product names, held in two typed arrays (one slot per distinct
 * trigram, then every name's position in ascending order), which is ~4 bytes per trigram of every
 * name: ~12 MB for 100,000 names, against ~40 MB as one JavaScript array per trigram.
 *
 * Trigrams are those pg_trgm takes for word similarity: the name padded with two spaces in front
 * and one behind, so the padded ones mark a name's start and end and the inner ones serve a
 * "contains" look-up (a name that contains the words contains each of their inner trigrams).
 */
export type TrigramPostings = {
  /**
   * Every list, one after the other: the list of a trigram is `positions` from `start(list)` to
   * `end(list)` (plain indexes, so hot loops allocate nothing).
   */
  positions: Int32Array;
  /** The list of this trigram, or -1 when no name has it. */
  listOf(trigram: number): number;
  start(list: number): number;
  end(list: number): number;
  /** How many distinct trigrams the name at this position has (similarity's denominator). */
  trigramCount(position: number): number;
};

/** A trigram as one number: three UTF-16 code units of 16 bits each stay below 2^53. */
function codeOf(text: string, at: number): number {
  return (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);
}

/** The distinct trigrams of `text`, padded as pg_trgm pads a word when `padded`. */
export function trigramsOf(text: string, padded: boolean): number[] {
  const source = padded ? `  ${text} ` : text;
  const seen = new Set<number>();
  for (let at = 0; at + 3 <= source.length; at++) seen.add(codeOf(source, at));
  return [...seen];
}

export function buildTrigramPostings(names: readonly string[]): TrigramPostings {
  const slotOf = new Map<number, number>();
  const counts: number[] = [];
  const lastPosition: number[] = [];
  const perName = new Uint8Array(names.length);
  // First pass: how long each list is, so the second can fill one array without growing it. A
  // trigram seen twice in one name counts once (the list's last position is this name's).
  names.forEach((name, position) => {
    const padded = `  ${name} `;
    let distinct = 0;
    for (let at = 0; at + 3 <= padded.length; at++) {
      const trigram = codeOf(padded, at);
      let slot = slotOf.get(trigram);
      if (slot === undefined) {
        slot = counts.length;
        slotOf.set(trigram, slot);
        counts.push(0);
        lastPosition.push(-1);
      }
      if (lastPosition[slot] !== position) {
        lastPosition[slot] = position;
        counts[slot] = (counts[slot] ?? 0) + 1;
        distinct++;
      }
    }
    perName[position] = Math.min(distinct, 255);
  });
  const starts = new Int32Array(counts.length + 1);
  for (let slot = 0; slot < counts.length; slot++)
    starts[slot + 1] = (starts[slot] ?? 0) + (counts[slot] ?? 0);
  const positions = new Int32Array(starts[counts.length] ?? 0);
  const cursor = starts.slice(0, counts.length);
  names.forEach((name, position) => {
    const padded = `  ${name} `;
    for (let at = 0; at + 3 <= padded.length; at++) {
      const slot = slotOf.get(codeOf(padded, at)) as number;
      const next = cursor[slot] as number;
      // Already filled for this name: a repeated trigram.
      if (next > (starts[slot] as number) && positions[next - 1] === position) continue;
      positions[next] = position;
      cursor[slot] = next + 1;
    }
  });
  return {
    positions,
    listOf: (trigram) => slotOf.get(trigram) ?? -1,
    start: (list) => starts[list] as number,
    end: (list) => starts[list + 1] as number,
    trigramCount: (position) => perName[position] ?? 0,
  };
}
