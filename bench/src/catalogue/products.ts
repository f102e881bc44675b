import { type CategoryWords, categoryWords, makers, sharedSentences } from './vocabulary.js';
import { tamilNameOf } from './vocabulary-tamil.js';

/** One generated product row, before the database adds ids and search columns. */
export type GeneratedProduct = {
  productCode: string;
  name: string;
  slug: string;
  description: string;
  categoryIndex: number;
  price: number;
  mrp: number | null;
  unit: string;
  stock: number;
  status: 'active' | 'draft' | 'archived';
  imageUrls: string[];
  /** Its name in Tamil (translations.ta.name). */
  tamilName: string;
};

/** The demo farm's pictures (apps/web/public/demo/products), reused so pages show real images. */
const pictures = ['bm-500', 'cd-400', 'ch-feta', 'gh-500', 'gm-500', 'lg-kanni', 'mp-250', 'pn-200']
  .concat(['sc-lotion', 'sp-neem', 'sp-turmeric', 'sw-palkova', 'vc-25', 'gmn-pellet', 'sp-honey'])
  .map((name) => `/demo/products/${name}.webp`);

/** mulberry32: a small seeded generator, so that product n is the same in every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Product number `n` (0-based) of the catalogue; categories take turns, so ids spread across them. */
export function generateProduct(n: number): GeneratedProduct {
  const next = random(n * 7919 + 17);
  const categoryIndex = n % categoryWords.length;
  const words = categoryWords[categoryIndex] as CategoryWords;
  const maker = pick(next, makers);
  const qualifier = pick(next, words.qualifiers);
  const base = pick(next, words.bases);
  const name = `${maker} ${qualifier} ${base}`;
  const productCode = `${words.prefix}-${String(n + 1).padStart(6, '0')}`;
  const [low, high] = words.price;
  const price = Math.round((low + next() * (high - low)) / 5) * 5 * 100;
  const roll = next();
  return {
    productCode,
    name,
    slug: `${slugOf(name)}-${productCode.toLowerCase()}`,
    description: describe(next, words, maker, qualifier, base),
    categoryIndex,
    price,
    mrp: next() < 0.6 ? Math.round((price * (1.1 + next() * 0.2)) / 500) * 500 : null,
    unit: pick(next, words.units),
    stock: next() < 0.08 ? 0 : 1 + Math.floor(next() * 500),
    status: roll < 0.97 ? 'active' : roll < 0.99 ? 'draft' : 'archived',
    imageUrls: [pick(next, pictures)],
    tamilName: tamilNameOf(maker, qualifier, base),
  };
}

function describe(next: () => number, words: CategoryWords, maker: string, qualifier: string, base: string) {
  const sentences = [`${qualifier} ${base.toLowerCase()} from ${maker}, sold by the farm that makes it.`];
  sentences.push(pick(next, words.notes));
  const shared = 1 + Math.floor(next() * 2);
  for (let i = 0; i < shared; i++) sentences.push(pick(next, sharedSentences));
  return [...new Set(sentences)].join(' ');
}
