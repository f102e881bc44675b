import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../db/seed/data/products.js';
import { withSecondProcess } from '../../test/search-on-second-process.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Search as people around Pollachi type it (issue 33.5), on the demo farm: Tamil script, Tanglish
 * in its common spellings, staff's own search words and a short typo; and a Tamil name staff edit
 * is found at the next search.
 */
let t: TestApp;
const idOf: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const all = await t.call('GET', '/api/product/all?size=100', { as: 'staff' });
  for (const p of all.data.response as { id: number; productCode: string }[]) idOf[p.productCode] = p.id;
});
afterAll(async () => {
  await t.close();
});

type Found = { id: number; productCode: string; translations: { ta?: { name?: string } } };
const search = async (keywords: string) => {
  const res = await t.call('GET', `/api/product/search?keywords=${encodeURIComponent(keywords)}`);
  expect(res.statusCode, keywords).toBe(200);
  return res.data.response as Found[];
};
const codesOf = (found: Found[]) => found.map((p) => p.productCode);

const GHEE = ['GH-250', 'GH-500', 'GH-1000'];
const MILK = ['GM-500', 'GM-1000'];
const PANEER = ['PN-200', 'PN-500'];

describe('search in Tamil and Tanglish', () => {
  it('finds the ghee by நெய், by three Tanglish spellings and by "gee", ghee first', async () => {
    for (const keywords of ['நெய்', 'nei', 'ney', 'neyyi', 'gee']) {
      const found = codesOf(await search(keywords));
      expect(found, keywords).toEqual(expect.arrayContaining(GHEE));
      expect(GHEE, keywords).toContain(found[0]);
    }
  });

  it('finds goat milk by ஆட்டுப்பால், ஆட்டு பால் (with or without a joiner) and Tanglish', async () => {
    for (const keywords of ['ஆட்டுப்பால்', 'ஆட்டு பால்', 'ஆட்டு\u200cபால்', 'paal', 'pal', 'aattu paal', 'aatu pal']) {
      expect(codesOf(await search(keywords)), keywords).toEqual(expect.arrayContaining(MILK));
      expect(codesOf(await search(keywords))[0], keywords).toMatch(/^GM-/);
    }
  });

  it('finds the paneer by பனீர் and three Tanglish spellings', async () => {
    for (const keywords of ['பனீர்', 'panneer', 'paneer', 'pannir']) {
      const found = codesOf(await search(keywords));
      expect(found, keywords).toEqual(expect.arrayContaining(PANEER));
      expect(PANEER, keywords).toContain(found[0]);
    }
  });

  it("finds a product by staff's search words, and not what no word or name says", async () => {
    const powder = codesOf(await search('paal podi'));
    expect(powder.slice(0, 3).sort()).toEqual(['MP-100', 'MP-250', 'MP-500']);
    expect(codesOf(await search('vennai'))).toContain('BT-200');
    expect(await search('kzqxv')).toEqual([]);
    // "gee" is one letter from ghee, not a door to every short word: no soap, no goat.
    expect(codesOf(await search('gee')).sort()).toEqual([...GHEE].sort());
  });

  it('answers the translations, so the page can show the Tamil name', async () => {
    const [first] = await search('நெய்');
    expect(first?.translations.ta?.name).toMatch(/நெய்/);
    const product = await t.call('GET', `/api/product/${idOf['PN-200']}`);
    expect(product.data.response.translations.ta).toMatchObject({ name: 'ஆட்டுப்பால் பனீர் 200 கி' });
    expect(product.data.response.searchWords).toBe('');
  });

  it('has every demo product in Tamil: name, description and unit', () => {
    const missing = demoProducts.filter((p) => !p.ta?.name || !p.ta.description || !p.ta.unit);
    expect(missing.map((p) => p.code)).toEqual([]);
  });
});

describe('a Tamil name or search words edited by staff', () => {
  it('is found at the next search, and the old one no longer', async () => {
    const id = idOf['SP-ROSE'] as number;
    expect(await search('பன்னீர் ரோஜா')).toEqual([]);
    const res = await t.call('PUT', `/api/product/${id}`, {
      as: 'staff',
      body: { translations: { ta: { name: 'பன்னீர் ரோஜா சோப்பு' } }, searchWords: 'gulab' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.response.translations).toEqual({ ta: { name: 'பன்னீர் ரோஜா சோப்பு' } });
    expect(codesOf(await search('பன்னீர் ரோஜா'))).toEqual(['SP-ROSE']);
    expect(codesOf(await search('panneer roja'))).toEqual(['SP-ROSE']);
    expect(codesOf(await search('gulab'))).toEqual(['SP-ROSE']);
    // The old name no longer; the gift box's Tamil description still names its rose petal soap.
    expect(codesOf(await search('ரோஜா இதழ்'))).not.toContain('SP-ROSE');
  });

  it('refuses bad translations with the field named', async () => {
    const id = idOf['SP-NEEM'] as number;
    for (const [body, field] of [
      [{ translations: { fr: { name: 'Savon' } } }, 'translations.fr'],
      [{ translations: { ta: { title: 'சோப்பு' } } }, 'translations.ta.title'],
      [{ translations: { ta: { name: 'அ'.repeat(5001) } } }, 'translations.ta.name'],
      [{ translations: { ta: { name: 7 } } }, 'translations.ta.name'],
      [{ searchWords: 'x'.repeat(501) }, 'searchWords'],
    ] as const) {
      const res = await t.call('PUT', `/api/product/${id}`, { as: 'staff', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.data.errors, JSON.stringify(body)).toContainEqual(
        expect.objectContaining({ field, code: expect.any(String) }),
      );
    }
  });
});

describe('the missing Tamil list', () => {
  it('lists for staff only the products whose name has no Tamil', async () => {
    const shop = await createTestApp();
    try {
      const category = await shop.call('POST', '/api/category', {
        as: 'staff',
        body: { name: 'Dairy', description: 'Milk' },
      });
      const categoryId = category.data.response.id as number;
      const make = async (productCode: string, translations?: object) =>
        (
          await shop.call('POST', '/api/product', {
            as: 'staff',
            body: {
              productCode,
              name: `Product ${productCode}`,
              description: 'Fresh',
              categoryId,
              price: 1000,
              unit: '1 kg',
              stock: 5,
              ...(translations ? { translations } : {}),
            },
          })
        ).data.response.id as number;
      const none = await make('A-1');
      await make('A-2', { ta: { name: 'நெய்' } });
      const onlyUnit = await make('A-3', { ta: { unit: '1 கிலோ', name: '  ' } });
      const list = await shop.call('GET', '/api/product/all?missing=ta&sort=name', { as: 'staff' });
      expect(list.statusCode).toBe(200);
      expect(list.data.response.map((p: { id: number }) => p.id)).toEqual([none, onlyUnit]);
      expect(list.data.page.totalElements).toBe(2);
      // The public sees every product, translated or not.
      const open = await shop.call('GET', '/api/product/all?missing=ta');
      expect(open.data.page.totalElements).toBe(3);
      const bad = await shop.call('GET', '/api/product/all?missing=fr', { as: 'staff' });
      expect(bad.statusCode).toBe(400);
      expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'missing' }));
    } finally {
      await shop.close();
    }
  });
});

/** Another API process (another pool, another index) sees staff's Tamil edit at once (PostgreSQL). */
describe.runIf(process.env.TEST_DB === 'postgres')('Tamil search with two API processes', () => {
  it("finds a product by the Tamil name another process's staff just gave it", async () => {
    await withSecondProcess(t, async (searchOnSecond) => {
      const codesOnSecond = async (keywords: string) =>
        codesOf((await searchOnSecond(keywords)).response as Found[]);
      expect(await codesOnSecond('சாம்பிராணி')).toEqual([]);
      const id = idOf['SP-CHARCOAL'] as number;
      await t.call('PUT', `/api/product/${id}`, {
        as: 'staff',
        body: { translations: { ta: { name: 'சாம்பிராணி கரி சோப்பு' } } },
      });
      expect(await codesOnSecond('சாம்பிராணி')).toEqual(['SP-CHARCOAL']);
      expect(await codesOnSecond('sambirani')).toEqual(['SP-CHARCOAL']);
    });
  });
});
