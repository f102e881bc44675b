import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  type SearchableProduct,
  searchIndexBuilder,
} from './product-search-index-builder.js';
import { trigramsOf } from './product-search-trigrams.js';

const categories = [
  { id: 1, nameKey: 'dairy', archived: false },
  { id: 2, nameKey: 'oldshelf', archived: true },
];

/** Names made of a few farm words, so that many share trigrams and typos find many. */
function farmProducts(count: number): SearchableProduct[] {
  const words = ['goat', 'milk', 'ghee', 'toned', 'pasture', 'kongu', 'salem', 'honey', 'curd', 'gold'];
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed;
  };
  return Array.from({ length: count }, (_, at) => ({
    id: at * 3 + 1,
    nameKey: Array.from({ length: 2 + (next() % 3) }, () => words[next() % words.length]).join(''),
    codeKey: `gm-${String(at).padStart(5, '0')}`,
    categoryId: 1 + (at % 2),
    active: at % 5 !== 0,
  }));
}

/** Typo matches the slow way: every name against every trigram of the words. */
function typosByComparingEveryName(products: SearchableProduct[], keywords: string) {
  const wanted = trigramsOf(keywords, true);
  return products
    .map((p, at) => {
      const own = new Set(trigramsOf(p.nameKey, true));
      const shared = wanted.filter((t) => own.has(t)).length;
      return { p, at, word: shared / wanted.length, whole: shared / (wanted.length + own.size - shared) };
    })
    .filter((m) => m.word >= 0.5 && !m.p.nameKey.includes(keywords))
    .sort((a, b) => b.word - a.word || b.whole - a.whole || b.at - a.at)
    .map((m) => m.p.id);
}

/** A few names with a word of their own among thousands of common ones (the long lists are read by lookup). */
function withRarePlace(products: SearchableProduct[]): SearchableProduct[] {
  const rare = ['dharmapurigoatmilk', 'dharmapuritonedgoatmilk', 'dharmapurighee', 'dharmapuragoatmilkgold'];
  return [
    ...products,
    ...rare.map((nameKey, at) => ({
      id: 100_000 + at,
      nameKey,
      codeKey: `dp-${at}`,
      categoryId: 1,
      active: true,
    })),
  ];
}

describe('search index', () => {
  const products = withRarePlace(farmProducts(3000));
  const index = buildSearchIndex({ generation: 1, products, categories });

  it('finds the same typo matches as comparing every name, in the same order', () => {
    for (const keywords of ['pasturetonedgoatmlk', 'gheehoeny', 'saelmcurd', 'kongugoatmilkgold']) {
      const found = index.find(keywords, false);
      const ranked = found.page(0, found.total);
      const byText = products.filter((p) => p.nameKey.includes(keywords)).length;
      const typos = typosByComparingEveryName(products, keywords);
      expect(typos.length, keywords).toBeGreaterThan(10);
      expect(ranked.slice(byText), keywords).toEqual(typos);
    }
  });

  it("finds a rare name's typo matches the same way when the common trigrams are looked up", () => {
    for (const keywords of ['dharmapurigoatmlk', 'dharmapuritoendgoatmilk', 'dharampurighee']) {
      const found = index.find(keywords, false);
      const ranked = found.page(0, found.total);
      const byText = products.filter((p) => p.nameKey.includes(keywords)).length;
      const typos = typosByComparingEveryName(products, keywords);
      expect(typos.length, keywords).toBeGreaterThan(0);
      expect(ranked.slice(byText), keywords).toEqual(typos);
    }
  });

  it('refuses a product out of id order (a page is found by id: positions must follow the ids)', () => {
    const builder = searchIndexBuilder();
    builder.add({ id: 5, nameKey: 'ghee', codeKey: 'g-5', categoryId: 1, active: true });
    expect(() =>
      builder.add({ id: 5, nameKey: 'curd', codeKey: 'c-5', categoryId: 1, active: true }),
    ).toThrow(/ascending id order/);
    expect(() =>
      builder.add({ id: 4, nameKey: 'curd', codeKey: 'c-4', categoryId: 1, active: true }),
    ).toThrow(/ascending id order/);
    builder.add({ id: 6, nameKey: 'curd', codeKey: 'c-6', categoryId: 1, active: true });
    const found = builder.finish(1, categories).find('curd', false);
    expect(found.page(0, 5)).toEqual([6]);
  });

  it('ranks exact name, prefix, contains, then code or category, each shortest first, newest first', () => {
    const small = buildSearchIndex({
      generation: 1,
      categories: [...categories, { id: 3, nameKey: 'goatmilk&curd', archived: false }],
      products: [
        { id: 1, nameKey: 'freshgoatmilk', codeKey: 'a-1', categoryId: 1, active: true },
        { id: 2, nameKey: 'goatmilk500ml', codeKey: 'a-2', categoryId: 1, active: true },
        { id: 3, nameKey: 'goatmilk', codeKey: 'a-3', categoryId: 1, active: true },
        { id: 4, nameKey: 'curd', codeKey: 'goatmilk-4', categoryId: 1, active: true },
        { id: 5, nameKey: 'paneer', codeKey: 'a-5', categoryId: 3, active: true },
        { id: 6, nameKey: 'goatmlk', codeKey: 'a-6', categoryId: 1, active: true },
        { id: 7, nameKey: 'goatmilk', codeKey: 'a-7', categoryId: 1, active: true },
        { id: 8, nameKey: 'soap', codeKey: 'a-8', categoryId: 1, active: true },
      ],
    });
    const found = small.find('goatmilk', false, [8]);
    expect(found.page(0, 10)).toEqual([7, 3, 2, 1, 8, 4, 5, 6]);
    expect(found.total).toBe(8);
    expect(found.page(2, 3)).toEqual([2, 1, 8]);
  });

  it('gives any page as that slice of the whole ranking (a first page is selected, not sorted whole)', () => {
    const whole = new Map<string, number[]>();
    const ranking = (keywords: string) => {
      const found = index.find(keywords, true);
      const ranked = whole.get(keywords) ?? found.page(0, found.total);
      whole.set(keywords, ranked);
      return ranked;
    };
    fc.assert(
      fc.property(
        fc.constantFrom('goat', 'milk', 'ghee', 'gold', 'goatmlk', 'pasturetonedgoatmlk', 'kongu'),
        fc.nat(2000),
        fc.integer({ min: 1, max: 60 }),
        fc.nat(3),
        (keywords, offset, limit, earlier) => {
          const found = index.find(keywords, true);
          // A page asked after another (the same result read twice) is the same slice too.
          if (earlier > 0) found.page(offset + earlier * 7, limit);
          expect(found.page(offset, limit)).toEqual(ranking(keywords).slice(offset, offset + limit));
        },
      ),
      { numRuns: 300 },
    );
  });

  /** A product of one category named by its words (its key the words run together, as `name_key`). */
  const named = (id: number, nameKey: string, words: string[]) => ({
    id,
    nameKey,
    codeKey: `s-${id}`,
    categoryId: 1,
    active: true,
    words,
    wordStarts: words.slice(0, -1).map((_, w) => words.slice(0, w + 1).join('').length),
  });

  it('puts the word a short typo most likely meant first: a missing letter, then the commoner word', () => {
    // Older ghee, newer words a changed letter from "gee": by recency alone "gee" showed those
    // first (the bench's 100,000 products: no ghee on the first page, 30 Nov).
    const small = buildSearchIndex({
      generation: 1,
      categories,
      products: [
        named(1, 'goatghee', ['goat', 'ghee']),
        named(2, 'cowghee', ['cow', 'ghee']),
        named(3, 'ghee', ['ghee']),
        named(4, 'beepollen', ['bee', 'pollen']),
        named(5, 'gemsoap', ['gem', 'soap']),
        named(6, 'beeswax', ['beeswax']),
        named(7, 'beehoney', ['bee', 'honey']),
      ],
    });
    // Ghee (a letter missing) newest first; then a changed letter: bee (two products) before gem (one).
    expect(small.find('gee', false).page(0, 10)).toEqual([3, 2, 1, 7, 4, 5]);
    expect(small.find('mlk', false).total).toBe(0);
  });

  it('ranks a short word found across two words of a name after its near words ("gee": heritage erode)', () => {
    // The bench's 100,000 products: "Thanjavur Heritage Erode Cumin" and its kind filled the first
    // page for "gee" (30 Nov), the key "heritageerode" holding it; no ghee among them.
    const small = buildSearchIndex({
      generation: 1,
      categories,
      products: [
        named(1, 'goatghee', ['goat', 'ghee']),
        named(2, 'heritageerodecumin', ['heritage', 'erode', 'cumin']),
        named(3, 'kongugeethaghee', ['kongu', 'geetha', 'ghee']),
        named(4, 'cowghee', ['cow', 'ghee']),
      ],
    });
    // Inside one word (geetha) first; then the ghee; the name across words last, still found.
    expect(small.find('gee', false).page(0, 10)).toEqual([3, 4, 1, 2]);
    expect(small.find('gee', false).page(2, 2)).toEqual([1, 2]);
    expect(small.find('gee', false).total).toBe(4);
    // A longer text typed without spaces means to cross words: it stays a text match.
    expect(small.find('erodecumin', false).page(0, 10)).toEqual([2]);
  });

  it('keeps drafts and archived categories from the public', () => {
    expect(index.find('oldshelf', false).total).toBe(1500);
    expect(index.find('oldshelf', true).total).toBe(0);
    const draft = products.find((p) => !p.active && p.categoryId === 1) as SearchableProduct;
    expect(index.find(draft.codeKey, false).page(0, 1)).toEqual([draft.id]);
    expect(index.find(draft.codeKey, true).total).toBe(0);
  });
});
