import { describe, expect, it } from 'vitest';
import { largestOf, widestOf, withoutUnusedWidths } from './srcset-widths';

const WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const srcSet = WIDTHS.map((w) => `/_next/image?url=%2Fdemo%2Fmilk.webp&w=${w}&q=75 ${w}w`).join(', ');
const widthsOf = (set: string | undefined) =>
  (set ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));

describe('withoutUnusedWidths', () => {
  it('reads the vw inside calc(): a card a quarter of the screen or more drops the 16–128 px files', () => {
    const sizes =
      '(min-width: 1200px) 274px, (min-width: 1024px) calc(25vw - 26px), (min-width: 768px) calc(33.3vw - 21px), calc(50vw - 22px)';
    expect(widthsOf(withoutUnusedWidths(srcSet, sizes))).toEqual(WIDTHS.filter((w) => w >= 160 && w <= 1200));
  });

  it('stops at the first file that covers the picture at its widest on a screen of 3 pixels a CSS pixel', () => {
    // A card: at most 50vw - 22px just below 768 px, 362 px; × 3 = 1,086: up to the 1,200 px file.
    const card =
      '(min-width: 1200px) 274px, (min-width: 1024px) calc(25vw - 26px), (min-width: 768px) calc(33.3vw - 21px), calc(50vw - 22px)';
    expect(widestOf(card)).toBe(362);
    // The product page's picture: 736 px at most (100vw - 32px below 768 px); × 3 needs the 3,840.
    const product = '(min-width: 1200px) 560px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';
    expect(widestOf(product)).toBe(736);
    expect(widthsOf(withoutUnusedWidths(srcSet, product)).at(-1)).toBe(3840);
    // As wide as the screen, however wide: no end, nothing dropped from the top.
    expect(widestOf('100vw')).toBeUndefined();
    expect(widestOf('(min-width: 960px) 100vw, 960px')).toBeUndefined();
    expect(widestOf('(max-width: 600px) 100vw, 600px')).toBeUndefined();
    expect(largestOf(withoutUnusedWidths(srcSet, card) ?? '')).toBe(
      '/_next/image?url=%2Fdemo%2Fmilk.webp&w=1200&q=75',
    );
  });

  it('keeps from 640 px for a picture as wide as the screen', () => {
    expect(widthsOf(withoutUnusedWidths(srcSet, '100vw'))[0]).toBe(640);
    expect(widthsOf(withoutUnusedWidths(srcSet, '(min-width: 960px) 100vw, 960px'))).toEqual(
      WIDTHS.filter((w) => w >= 640),
    );
  });

  it('leaves a fixed slot, a density srcset and a missing one alone', () => {
    expect(withoutUnusedWidths(srcSet, '(min-width: 768px) 246px, 96px')).toBe(srcSet);
    const density = '/_next/image?url=%2Flogo.png&w=96&q=75 1x, /_next/image?url=%2Flogo.png&w=256&q=75 2x';
    expect(withoutUnusedWidths(density, undefined)).toBe(density);
    expect(withoutUnusedWidths(undefined, '50vw')).toBeUndefined();
  });
});
