import { IMAGE_DEVICE_SIZES } from '@farm/contract/plain/images';

/** The narrowest screen next/image plans for (next.config.ts's `images.deviceSizes`). */
const SMALLEST_DEVICE = IMAGE_DEVICE_SIZES[0];

/**
 * A srcset without the candidates no screen picks. next/image keeps, for `sizes` with a `50vw`,
 * only the widths of at least `deviceSizes[0]` × 50 %; it does not see a `vw` inside `calc()`
 * ("calc(50vw - 22px)", as the shop's cards say it), so each such picture listed all 16 widths from
 * 16 px, twice in the page (the `<img>` and the server payload): 41 kB of the home page's 179 kB.
 * The same rule, with the `calc()` read: a picture a quarter of the screen wide or more never uses a
 * 16–128 px file. A `sizes` without `vw` (a fixed slot) is left as it is.
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
  const kept = candidates.filter((candidate) => {
    const width = /\s(\d+)w$/.exec(candidate)?.[1];
    return width === undefined || Number(width) >= narrowest;
  });
  return kept.length > 0 ? kept.join(', ') : srcSet;
}
