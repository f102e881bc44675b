import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 33: every search the web makes finds the demo's ghee, milk and paneer by Tamil script,
 * Tanglish and a short typo, best match first, and a Tamil name staff just edited. One table of
 * the web's calls (as it sends them) by the queries people type.
 */
let t: TestApp;
let roseSoap: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const soaps = await t.call('GET', '/api/product/all?q=SP-ROSE', { as: 'staff' });
  roseSoap = (soaps.data.response as { id: number }[])[0]?.id as number;
});
afterAll(async () => {
  await t.close();
});

type Found = { productCode: string };
const ENDPOINTS: { name: string; url: (words: string) => string; as?: 'staff' }[] = [
  // The header's suggestions (search-dialog.tsx).
  { name: 'header suggestions', url: (w) => `/api/product/search?keywords=${w}&size=10` },
  // The listing page, which Enter in the header opens (features/catalogue/api.ts), and a category's.
  { name: 'listing', url: (w) => `/api/product/all?q=${w}&page=1&size=24` },
  // Staff: the product list (admin-list.tsx) and the phone order's product finder.
  { name: 'staff list', url: (w) => `/api/product/all?q=${w}&page=1&size=20`, as: 'staff' },
  { name: 'phone order finder', url: (w) => `/api/product/all?q=${w}&status=active&size=8`, as: 'staff' },
];

const GHEE = ['GH-250', 'GH-500', 'GH-1000'];
const MILK = ['GM-500', 'GM-1000'];
const PANEER = ['PN-200', 'PN-500'];
const QUERIES: { words: string[]; finds: string[] }[] = [
  { words: ['நெய்', 'nei', 'ney', 'neyyi', 'gee'], finds: GHEE },
  { words: ['ஆட்டுப்பால்', 'paal', 'pal', 'aattu paal'], finds: MILK },
  { words: ['பனீர்', 'paneer', 'panneer', 'pannir'], finds: PANEER },
];

async function codesFound(endpoint: (typeof ENDPOINTS)[number], words: string) {
  const res = await t.call('GET', endpoint.url(encodeURIComponent(words)), {
    ...(endpoint.as ? { as: endpoint.as } : {}),
  });
  expect(res.statusCode, `${endpoint.name} ${words}`).toBe(200);
  return (res.data.response as Found[]).map((p) => p.productCode);
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(QUERIES)(
    'finds $finds by Tamil, Tanglish and a typo, best match first',
    async ({ words, finds }) => {
      for (const typed of words) {
        const found = await codesFound(endpoint, typed);
        expect(found, `${endpoint.name}: ${typed}`).toEqual(expect.arrayContaining(finds));
        expect(finds, `${endpoint.name}: ${typed} first`).toContain(found[0]);
      }
    },
  );
});

describe('a Tamil name staff edit', () => {
  it('is found on every endpoint at the next search', async () => {
    for (const endpoint of ENDPOINTS) expect(await codesFound(endpoint, 'சந்தன ரோஜா')).toEqual([]);
    const res = await t.call('PUT', `/api/product/${roseSoap}`, {
      as: 'staff',
      body: { translations: { ta: { name: 'சந்தன ரோஜா சோப்பு' } } },
    });
    expect(res.statusCode).toBe(200);
    for (const endpoint of ENDPOINTS) {
      for (const typed of ['சந்தன ரோஜா', 'santhana roja', 'sandana rosa']) {
        expect(await codesFound(endpoint, typed), `${endpoint.name}: ${typed}`).toEqual(['SP-ROSE']);
      }
    }
  });
});

describe('the listing without filters or a sort', () => {
  it('answers the search box’s pages and totals, for the public and for staff', async () => {
    // It takes the index's page as it stands (product-search-list.service.ts) instead of filtering
    // every match's id in the database: the same products, order and total as the search box.
    const page = async (url: string, as?: 'staff') => {
      const res = await t.call('GET', url, as ? { as } : {});
      expect(res.statusCode, url).toBe(200);
      const { response, page } = res.data as { response: { id: number }[]; page: { totalElements: number } };
      return { ids: response.map((p) => p.id), total: page.totalElements };
    };
    for (const as of [undefined, 'staff'] as const) {
      for (const words of ['nei', 'milk', 'gee']) {
        for (const number of [1, 2, 3]) {
          const listed = await page(`/api/product/all?q=${words}&page=${number}&size=3`, as);
          const searched = await page(`/api/product/search?keywords=${words}&page=${number}&size=3`, as);
          expect(listed, `${as ?? 'public'} ${words} page ${number}`).toEqual(searched);
        }
      }
    }
  });
});
