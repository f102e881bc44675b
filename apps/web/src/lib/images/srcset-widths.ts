import { IMAGE_DEVICE_SIZES } from '@farm/contract/plain/images';

/** The narrowest screen next/image plans for (next.config.ts's `images.deviceSizes`). */
const SMALLEST_DEVICE = IMAGE_DEVICE_SIZES[0];

/**
 * A srcset without the candidates no screen picks. next/image keeps, for `sizes` with a `50vw`,
 * only the widths of at least `deviceSizes[0]` × 50 %; it does not see a `vw` inside `calc()`
 * ("calc(50vw - 22px)", as the shop's cards say it), so each such picture listed all 16 widths from
 * 16 px, twice in the page (the `<img>` and the server payload): 41 kB of the home page's 179 kB.
 * The same rule, with the `calc()` read: a picture a quarter of the screen wide or more never uses a
 * 16–128 px file. And from the top: a picture never shown wider than `widestOf(sizes)` needs no file
 * past the first that covers that on a screen of 3 pixels a CSS pixel (a card, at most 362 px wide,
 * stops at 1,200 px: its 1,920, 2,048 and 3,840 px files were never chosen, and written twice a card).
 * A `sizes` without `vw` (a fixed slot) is left as it is.
 */
export function withoutUnusedWidths(
  srcSet: string | undefined,
  sizes: string | undefined,
): string | undefined {
  if (!srcSet || !sizes) return srcSet;
  const shares = [...sizes.matchAll(/(\d+(?:\.\d+)?)vw/g)].map((match) => Number(match[1]));
  if (shares.length === 0) return srcSet;
  const narrowest = (SMALLEST_DEVICE * Math.min(...shares)) / 100;
  const candidates = srcSet.split(/,\s+/);
  const widthOf = (candidate: string) => Number(/\s(\d+)w$/.exec(candidate)?.[1] ?? Number.NaN);
  // The widest file a screen can pick: the first at least as wide as the picture at its widest on the
  // densest screen. Past it, none is ever chosen.
  const widest = widestOf(sizes);
  const enough =
    widest === undefined
      ? Number.POSITIVE_INFINITY
      : Math.min(...candidates.map(widthOf).filter((w) => w >= widest * DENSEST_SCREEN));
  const kept = candidates.filter((candidate) => {
    const width = widthOf(candidate);
    return Number.isNaN(width) || (width >= narrowest && width <= enough);
  });
  return kept.length > 0 ? kept.join(', ') : srcSet;
}

/** The largest candidate's URL of a srcset: an `<img>`'s `src`, for a browser without srcset. */
export function largestOf(srcSet: string): string | undefined {
  return srcSet.split(/,\s+/).at(-1)?.split(/\s+/)[0];
}

/** The densest screen a file is chosen for: phones draw at up to 3 pixels a CSS pixel. */
const DENSEST_SCREEN = 3;

/**
 * The widest, in CSS pixels, that `sizes` ever shows the picture (its clauses from the widest screen
 * down, as the shop writes them: `(min-width: …px)` then a length), or undefined when that grows with
 * the screen without end (a first clause in `vw`) or cannot be read.
 */
export function widestOf(sizes: string): number | undefined {
  let screen = Number.POSITIVE_INFINITY;
  let widest = 0;
  for (const clause of sizes.split(/,\s*(?![^()]*\))/)) {
    const match = /^\s*(?:\(min-width:\s*(\d+)px\)\s+)?(.+?)\s*$/.exec(clause);
    if (!match?.[2]) return undefined;
    const shown = lengthAt(match[2], screen);
    if (shown === undefined) return undefined;
    widest = Math.max(widest, shown);
    if (match[1] === undefined) return widest;
    const from = Number(match[1]);
    if (from >= screen) return undefined;
    screen = from;
  }
  return widest;
}

/** A `sizes` length (`274px`, `50vw`, `calc(25vw - 26px)`) on a screen `screen` px wide. */
function lengthAt(length: string, screen: number): number | undefined {
  const fixed = /^(\d+(?:\.\d+)?)px$/.exec(length);
  if (fixed) return Number(fixed[1]);
  const share = /^(?:calc\()?(\d+(?:\.\d+)?)vw(?:\s*([-+])\s*(\d+(?:\.\d+)?)px)?\)?$/.exec(length);
  if (!share || !Number.isFinite(screen)) return undefined;
  const offset = share[2] === undefined ? 0 : (share[2] === '-' ? -1 : 1) * Number(share[3]);
  return (Number(share[1]) * screen) / 100 + offset;
}
