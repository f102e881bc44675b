import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codesOf, packTexts } from './product-search-packed-texts.js';

describe('texts packed in one array', () => {
  const texts = ['goatghee500ml', '', 'ghee', 'நெய்', 'aghghee', 'ge'];
  const packed = packTexts(texts);

  it('finds a word where the string itself would, in each text alone', () => {
    expect(packed.indexOf(0, codesOf('ghee'))).toBe(4);
    expect(packed.indexOf(0, codesOf('ghee'), 5)).toBe(-1);
    expect(packed.indexOf(2, codesOf('ghee'))).toBe(0);
    // A false start ("ghg") before the hit, and never across into the next text ("ge" after "…ghee").
    expect(packed.indexOf(4, codesOf('ghee'))).toBe(3);
    expect(packed.indexOf(4, codesOf('eege'))).toBe(-1);
    expect(packed.indexOf(1, codesOf('g'))).toBe(-1);
    expect(packed.indexOf(3, codesOf('ய்'))).toBe(2);
    expect(packed.startsWith(2, codesOf('ghee'))).toBe(true);
    expect(packed.startsWith(5, codesOf('gee'))).toBe(false);
    expect(texts.map((_, at) => packed.length(at))).toEqual(texts.map((text) => text.length));
  });

  it('keeps Latin-1 texts a byte a letter, and a wider word is in none of them', () => {
    const latin = packTexts(['goatghee', 'café']);
    expect(latin.indexOf(0, codesOf('ghee'))).toBe(4);
    expect(latin.indexOf(1, codesOf('é'))).toBe(3);
    // "ŧ" (U+0167) cut to a byte would be "g" (0x67): it must not match.
    expect(latin.indexOf(0, codesOf('ŧ'))).toBe(-1);
    expect(latin.startsWith(0, codesOf('ŧoat'))).toBe(false);
  });

  it('agrees with String#indexOf and #startsWith on any texts', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'b', 'e', 'g', 'h', 'ந', '்'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 8 }), letters, fc.nat(12), (all, word, from) => {
        const texts = packTexts(all);
        all.forEach((text, at) => {
          if (word.length > 0) expect(texts.indexOf(at, codesOf(word), from)).toBe(text.indexOf(word, from));
          expect(texts.startsWith(at, codesOf(word))).toBe(text.startsWith(word));
        });
      }),
    );
  });
});
