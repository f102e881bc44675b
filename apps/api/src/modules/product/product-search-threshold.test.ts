import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchableProduct } from './product-search-index-builder.js';
import { tanglishKey } from './product-search-tanglish.js';
import { createThresholdSearch } from './product-search-threshold.js';
import { buildTrigramPostings, trigramsOf } from './product-search-trigrams.js';

/**
 * The typo pass's skipping search (decision 0057) against counting every name, on random
 * catalogues and queries: few words, so that names share many trigrams and the common ones'
 * lists are long enough to be looked up rather than read; Tamil script and Tanglish keys among
 * them, as the same index serves those.
 */
const words = ['goat', 'milk', 'ghee', 'toned', 'pasture', 'kongu', 'salem', 'dharmapuri', 'curd', 'gold'];
const tamilWords = ['நெய்', 'ஆட்டுப்பால்', 'தயிர்', 'வெண்ணெய்', 'பனீர்'];
const tanglishWords = [...tamilWords.map(tanglishKey), 'nei', 'aatupaal', 'thayir', 'paneer', 'vennai'];
const vocabulary = [...words, ...words, ...words, ...tamilWords, ...tanglishWords];

const name = fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 4 }).map((w) => w.join(''));
/** A name as a customer might mistype it: a letter dropped, doubled, changed or two swapped. */
const typo = fc
  .tuple(
    name,
    fc.nat(),
    fc.constantFrom('drop', 'double', 'change', 'swap'),
    fc.constantFrom('a', 'i', 'l', 'ி'),
  )
  .map(([text, at, edit, letter]) => {
    const i = at % text.length;
    if (edit === 'drop') return text.slice(0, i) + text.slice(i + 1);
    if (edit === 'double') return text.slice(0, i + 1) + text.slice(i);
    if (edit === 'change') return text.slice(0, i) + letter + text.slice(i + 1);
    return text.slice(0, i) + text.slice(i + 1, i + 2) + text.slice(i, i + 1) + text.slice(i + 2);
  });
// The service asks the index for 3 characters or more.
const query = fc
  .oneof(name, typo, fc.constantFrom(...words, ...tamilWords, ...tanglishWords))
  .filter((q) => q.length >= 3);
const catalogue = fc.array(name, { minLength: 1, maxLength: 1500 });
const share = fc.double({ min: 0.05, max: 1, noNaN: true });
/** Small catalogues seldom make looking up worth it: 0 looks up as soon as allowed, Infinity never. */
const lookupCost = fc.constantFrom(0, 1, 8, Number.POSITIVE_INFINITY);

/** Every name's count of the query's padded trigrams, the slow way. */
function countEveryName(names: readonly string[], keywords: string, needed: number) {
  const wanted = trigramsOf(keywords, true);
  return names
    .map((text, at) => {
      const own = new Set(trigramsOf(text, true));
      return `${at}:${wanted.filter((t) => own.has(t)).length}`;
    })
    .filter((entry) => Number(entry.split(':')[1]) >= needed);
}

describe('names in at least T of the trigram lists', () => {
  it('are those counting every name finds, with the same counts, for any share of the trigrams', () => {
    fc.assert(
      fc.property(catalogue, query, share, lookupCost, (names, keywords, part, cost) => {
        const postings = buildTrigramPostings(names);
        const lists = trigramsOf(keywords, true).map((t) => postings.listOf(t));
        const needed = Math.max(1, Math.ceil(lists.length * part));
        const found: string[] = [];
        createThresholdSearch(postings, names.length, cost)(lists, needed, (at, count) =>
          found.push(`${at}:${count}`),
        );
        expect(found.sort()).toEqual(countEveryName(names, keywords, needed).sort());
      }),
      { numRuns: 150 },
    );
  });

  it("rank the index's typo matches as comparing every name does, Tamil and Tanglish included", () => {
    fc.assert(
      fc.property(catalogue, fc.array(query, { minLength: 1, maxLength: 5 }), (names, queries) => {
        const products: SearchableProduct[] = names.map((nameKey, at) => ({
          id: at + 1,
          nameKey,
          codeKey: `#${at}`,
          categoryId: 1,
          active: at % 7 !== 3,
        }));
        const index = buildSearchIndex({
          generation: 1,
          products,
          categories: [{ id: 1, nameKey: '#', archived: false }],
        });
        for (const keywords of queries) {
          for (const onlyPublic of [false, true]) {
            const found = index.find(keywords, onlyPublic);
            const shown = products.filter((p) => !onlyPublic || p.active);
            const byText = shown.filter((p) => p.nameKey.includes(keywords)).length;
            expect(found.page(0, found.total).slice(byText), keywords).toEqual(typosOf(shown, keywords));
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

/** Typo matches the slow way: every name against every trigram of the words (decision 0036's ranking). */
function typosOf(products: readonly SearchableProduct[], keywords: string) {
  const wanted = trigramsOf(keywords, true);
  return products
    .map((p) => {
      const own = new Set(trigramsOf(p.nameKey, true));
      const shared = wanted.filter((t) => own.has(t)).length;
      return { p, word: shared / wanted.length, whole: shared / (wanted.length + own.size - shared) };
    })
    .filter((m) => m.word >= 0.5 && !m.p.nameKey.includes(keywords))
    .sort((a, b) => b.word - a.word || b.whole - a.whole || b.p.id - a.p.id)
    .map((m) => m.p.id);
}
