import { aliasIndexBuilder } from './product-search-aliases.js';
import { assembleSearchIndex, type SearchableCategory, type SearchIndex } from './product-search-index.js';
import { MOST_PRODUCTS } from './product-search-ranking.js';
import { shortTyposBuilder } from './product-search-short-typos.js';

/** What search needs of a product; keys are normalised as the search words are (lower case, no whitespace). */
export type SearchableProduct = {
  id: number;
  nameKey: string;
  codeKey: string;
  categoryId: number;
  active: boolean;
  /** Its Tamil name and staff's search words as Tanglish keys (`tanglishKey`). */
  aliases?: string[];
  /** The words of its name and search words, for short typos (`wordsOfName`). */
  words?: string[];
  /** Where each word of the name after the first begins in `nameKey` (none: one word). */
  wordStarts?: number[];
};

/** Products in ascending id order, as read in one statement with the generation they belong to. */
export type SearchCatalogue = {
  generation: number;
  products: SearchableProduct[];
  categories: SearchableCategory[];
};

export type SearchIndexBuilder = {
  /** One product, in ascending id order: what the index keeps of it is taken, the rest dropped. */
  add(product: SearchableProduct): void;
  finish(generation: number, categories: readonly SearchableCategory[]): SearchIndex;
};

/** The index of a catalogue held whole (the tests'); the API builds as it reads (`searchIndexBuilder`). */
export function buildSearchIndex(catalogue: SearchCatalogue): SearchIndex {
  const builder = searchIndexBuilder();
  for (const product of catalogue.products) builder.add(product);
  return builder.finish(catalogue.generation, catalogue.categories);
}

/**
 * Builds the index from products as they are read (a page at a time, product-search.repository.ts):
 * each product's aliases, words and word starts go into the index's own structures at once, so the
 * catalogue is never held whole as objects (~115 MB of heap for 100,000 products, decision 0066).
 */
export function searchIndexBuilder(): SearchIndexBuilder {
  const ids: number[] = [];
  const nameKeys: string[] = [];
  const codeKeys: string[] = [];
  const categoryIds: number[] = [];
  const active: boolean[] = [];
  const aliases = aliasIndexBuilder();
  const shortTypos = shortTyposBuilder();
  // Where each name's word starts begin in `wordStarts` (packLists' layout, built as they come).
  const firstWordStart: number[] = [0];
  const wordStarts: number[] = [];
  return {
    add(product) {
      const position = ids.length;
      if (position >= MOST_PRODUCTS) throw new Error(`search index holds at most ${MOST_PRODUCTS} products`);
      const previous = ids[position - 1];
      if (previous !== undefined && product.id <= previous)
        throw new Error('products must come in ascending id order');
      ids.push(product.id);
      nameKeys.push(product.nameKey);
      codeKeys.push(product.codeKey);
      categoryIds.push(product.categoryId);
      active.push(product.active);
      aliases.add(position, product.aliases ?? []);
      shortTypos.add(position, product.words ?? []);
      for (const start of product.wordStarts ?? []) wordStarts.push(start);
      firstWordStart.push(wordStarts.length);
    },
    finish: (generation, categories) =>
      assembleSearchIndex({
        generation,
        categories,
        ids: Int32Array.from(ids),
        nameKeys,
        codeKeys,
        categoryIds,
        active,
        aliases: aliases.finish(ids.length),
        shortTypos: shortTypos.finish(),
        wordStarts: { firstOf: Int32Array.from(firstWordStart), starts: Uint16Array.from(wordStarts) },
      }),
  };
}
