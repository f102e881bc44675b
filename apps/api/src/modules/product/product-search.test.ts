import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, insertCustomer, insertOrder } from '../../test/product-fixtures.js';
import { withSecondProcess } from '../../test/search-on-second-process.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { refreshProductSearchTextForCategory } from './product.repository.js';
import { refreshRecentSales } from './product-ranking.repository.js';
import { readSearchCatalogue } from './product-search.repository.js';

let t: TestApp;
let dairy: number;
const p: Record<string, { id: number; productCode: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  dairy = await createCategory(t, 'Dairy');
  const soaps = await createCategory(t, 'Soaps');
  p.milk500 = await createProduct(t, dairy, { productCode: 'GM-500', name: 'Goat Milk 500 ml' });
  p.freshMilk = await createProduct(t, dairy, { name: 'Fresh Goat Milk' });
  p.milk = await createProduct(t, dairy, { name: 'Goat Milk' });
  p.soap = await createProduct(t, soaps, {
    name: 'Lavender Soap',
    description: 'Made with goat milk and lavender oil',
  });
  p.ghee = await createProduct(t, dairy, { name: 'Ghee', description: 'Slow cooked' });
  p.draft = await createProduct(t, dairy, { name: 'Goat Milk Kefir', status: 'draft' });
});
afterAll(async () => {
  await t.close();
});

const search = (keywords: string, opts: { as?: 'staff'; query?: string } = {}) =>
  t.call('GET', `/api/product/search?keywords=${encodeURIComponent(keywords)}${opts.query ?? ''}`, opts);
const idsOf = (res: { data: { response: { id: number }[] } }) => res.data.response.map((x) => x.id);

describe('product search', () => {
  it('reads the catalogue for its index a page at a time: every product once, in id order', async () => {
    const read = async (pageSize?: number) => {
      const pages: number[][] = [];
      const rest = await readSearchCatalogue(
        t.db,
        (page) => pages.push(page.map((product) => product.id)),
        pageSize,
      );
      return { ...rest, pages, products: pages.flat() };
    };
    const whole = await read();
    expect(whole.pages).toHaveLength(1);
    expect(whole.products.length).toBeGreaterThanOrEqual(6);
    for (const pageSize of [1, 2, 4, whole.products.length]) {
      const paged = await read(pageSize);
      expect({ ...paged, pages: [] }).toEqual({ ...whole, pages: [] });
      expect(paged.pages.every((page) => page.length <= pageSize)).toBe(true);
    }
    const ids = whole.products;
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining(Object.values(p).map((product) => product.id)));
  });

  it('finds Goat Milk however it is typed', async () => {
    for (const keywords of [
      'goatmilk',
      'goat mlk',
      'GOAT MILK',
      ' Goat  Milk 500 ',
      'gm-500',
      'goatmilk500',
    ]) {
      const res = await search(keywords);
      expect(res.statusCode, keywords).toBe(200);
      expect(idsOf(res), keywords).toContain(p.milk500!.id);
    }
  });

  it('ranks the exact name first, then name prefix, name contains, then other text', async () => {
    const res = await search('Goat Milk');
    expect(idsOf(res)).toEqual([p.milk!.id, p.milk500!.id, p.freshMilk!.id, p.soap!.id]);
    expect(res.data.page).toEqual({ number: 1, size: 24, totalElements: 4, totalPages: 1 });
    expect(res.data.response[0]).toMatchObject({
      name: 'Goat Milk',
      imageUrl: null,
      category: { name: 'Dairy' },
    });
  });

  it('ranks the shorter of two names that contain the words first, whichever is newer', async () => {
    const short = await createProduct(t, dairy, { name: 'Ghee Jar' });
    const long = await createProduct(t, dairy, { name: 'Slow Cooked Village Ghee Jar' });
    // ("Ghee" itself follows, as a near miss by name similarity.)
    expect(idsOf(await search('ghee jar')).slice(0, 2)).toEqual([short.id, long.id]);
    expect(idsOf(await search('heejar')).slice(0, 2)).toEqual([short.id, long.id]);
  });

  it('matches codes and category names too', async () => {
    expect(idsOf(await search('dairy'))).toEqual(
      expect.arrayContaining([p.milk!.id, p.milk500!.id, p.freshMilk!.id, p.ghee!.id]),
    );
    expect(idsOf(await search('dairy'))).not.toContain(p.soap!.id);
    expect(idsOf(await search(p.ghee!.productCode))).toEqual([p.ghee!.id]);
  });

  it('finds nothing for nonsense, and treats % and _ as plain characters', async () => {
    for (const keywords of ['zzqx', '%%%', '___']) {
      const res = await search(keywords);
      expect(res.statusCode).toBe(200);
      expect(res.data.response, keywords).toEqual([]);
      expect(res.data.page.totalElements).toBe(0);
    }
  });

  it('answers an empty page under 3 characters (whitespace does not count)', async () => {
    for (const keywords of ['', 'go', ' g o ', 'g\t\n']) {
      const res = await search(keywords);
      expect(res.statusCode).toBe(200);
      expect(res.data).toEqual({
        response: [],
        page: { number: 1, size: 24, totalElements: 0, totalPages: 0 },
      });
    }
  });

  it('pages the results', async () => {
    const res = await search('goatmilk', { query: '&page=2&size=2' });
    expect(idsOf(res)).toEqual([p.freshMilk!.id, p.soap!.id]);
    expect(res.data.page).toEqual({ number: 2, size: 2, totalElements: 4, totalPages: 2 });
    const past = await search('goatmilk', { query: '&page=5&size=2' });
    expect(past.data).toEqual({
      response: [],
      page: { number: 5, size: 2, totalElements: 4, totalPages: 2 },
    });
  });

  it('shows drafts to staff only', async () => {
    expect(idsOf(await search('kefir'))).toEqual([]);
    expect(idsOf(await search('kefir', { as: 'staff' }))).toEqual([p.draft!.id]);
  });

  it('follows renames of the product and of its category', async () => {
    const product = await createProduct(t, dairy, { name: 'Paneer Block' });
    await t.call('PUT', `/api/product/${product.id}`, { as: 'staff', body: { name: 'Cottage Cheese' } });
    expect(idsOf(await search('paneer'))).toEqual([]);
    expect(idsOf(await search('cottagecheese'))).toEqual([product.id]);

    const farm = await createCategory(t, 'Farm Basics');
    await t.call('PUT', `/api/product/${product.id}`, { as: 'staff', body: { categoryId: farm } });
    expect(idsOf(await search('farmbasics'))).toEqual([product.id]);
    await t.call('PUT', `/api/category/${farm}`, { as: 'staff', body: { name: 'Village Pantry' } });
    await refreshProductSearchTextForCategory(t.db, farm);
    expect(idsOf(await search('village pantry'))).toEqual([product.id]);
    expect(idsOf(await search('farmbasics'))).toEqual([]);
  });
});

/**
 * Each API process keeps its own index of names; a write through another process (PostgreSQL:
 * another connection pool, so another index) must show in the very next search, with no waiting.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('search with two API processes on one database', () => {
  it('finds a product by the name another process just gave it, and no longer by the old one', async () => {
    await withSecondProcess(t, async (searchOnSecond) => {
      const product = await createProduct(t, dairy, { name: 'Buffalo Curd' });
      expect(idsOf({ data: await searchOnSecond('buffalocurd') })).toEqual([product.id]);

      await t.call('PUT', `/api/product/${product.id}`, { as: 'staff', body: { name: 'Kongu Buttermilk' } });
      expect(idsOf({ data: await searchOnSecond('konguButtermilk') })).toEqual([product.id]);
      expect(idsOf({ data: await searchOnSecond('buffalocurd') })).toEqual([]);
    });
  });
});

describe('best-selling products', () => {
  it('ranks by units sold in the last 90 days, ignoring cancelled, returned and old orders', async () => {
    const shop = await createTestApp();
    try {
      const cat = await createCategory(shop);
      const [a, b, c, d, draft] = [
        await createProduct(shop, cat),
        await createProduct(shop, cat),
        await createProduct(shop, cat),
        await createProduct(shop, cat),
        await createProduct(shop, cat, { status: 'draft' }),
      ];
      const customerId = await insertCustomer(shop.db);
      const old = new Date(Date.now() - 100 * 24 * 3600 * 1000);
      await insertOrder(shop.db, { customerId, lines: [{ productId: a!.id, quantity: 2 }] });
      await insertOrder(shop.db, {
        customerId,
        status: 'DELIVERED',
        lines: [
          { productId: a!.id, quantity: 1 },
          { productId: b!.id, quantity: 5 },
        ],
      });
      await insertOrder(shop.db, {
        customerId,
        status: 'CANCELLED',
        lines: [{ productId: a!.id, quantity: 50 }],
      });
      await insertOrder(shop.db, {
        customerId,
        status: 'RETURNED',
        lines: [{ productId: a!.id, quantity: 50 }],
      });
      await insertOrder(shop.db, { customerId, createdAt: old, lines: [{ productId: c!.id, quantity: 90 }] });
      await insertOrder(shop.db, { customerId, lines: [{ productId: draft!.id, quantity: 99 }] });
      // The orders went in directly, not through checkout: the recount counts them.
      await refreshRecentSales(shop.db);

      const res = await shop.call('GET', '/api/product/best-selling');
      expect(res.statusCode).toBe(200);
      // b (5) before a (3); then the newest active products fill up; never the draft.
      expect(idsOf(res)).toEqual([b!.id, a!.id, d!.id, c!.id]);

      expect(idsOf(await shop.call('GET', '/api/product/best-selling?size=1'))).toEqual([b!.id]);
      const tooMany = await shop.call('GET', '/api/product/best-selling?size=51');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.data.errors).toContainEqual(expect.objectContaining({ field: 'size' }));
    } finally {
      await shop.close();
    }
  });

  it('sorts the list by popularity with the same measure', async () => {
    const cat = await createCategory(t, 'Popular');
    const x = await createProduct(t, cat);
    const y = await createProduct(t, cat);
    const z = await createProduct(t, cat);
    const customerId = await insertCustomer(t.db);
    await insertOrder(t.db, { customerId, lines: [{ productId: x.id, quantity: 4 }] });
    await insertOrder(t.db, { customerId, status: 'CANCELLED', lines: [{ productId: y.id, quantity: 40 }] });
    await refreshRecentSales(t.db);
    const res = await t.call('GET', `/api/product/all?categoryId=${cat}&sort=popular`);
    expect(idsOf(res)).toEqual([x.id, z.id, y.id]);
  });
});
