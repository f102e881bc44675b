import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 32 item 7: the listing sorted by list price while the cards show the price after a
// running offer, so "Price: low to high" showed ₹132.00 after ₹140.00. It sorts by what a
// customer pays on the shelf: the best running offer that holds for anyone (as the cards' price).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createOffer(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/offer', { as: 'staff', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response;
}

type Listed = { productCode: string; price: number; offer: { price: number } | null };
const paid = (p: Listed) => p.offer?.price ?? p.price;

async function listed(url: string): Promise<Listed[]> {
  const res = await t.call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
}

describe('the listing sorted by price', () => {
  it('orders by the price after shelf offers, up and down, in a category and in the whole shop', async () => {
    const shelf = await createCategory(t, 'Price sort shelf');
    const onOffer = await createCategory(t, 'Price sort offers');
    await createProduct(t, shelf, { productCode: 'PS-PLAIN-140', name: 'Sort plain 140', price: 14_000 });
    await createProduct(t, shelf, { productCode: 'PS-HALF-200', name: 'Sort half 200', price: 20_000 });
    await createProduct(t, onOffer, { productCode: 'PS-CAT-150', name: 'Sort category 150', price: 15_000 });
    await createProduct(t, shelf, { productCode: 'PS-AMOUNT-160', name: 'Sort amount 160', price: 16_000 });
    await createProduct(t, shelf, { productCode: 'PS-FIRST-100', name: 'Sort first 100', price: 10_500 });
    const [half, amount, first] = await Promise.all(
      ['PS-HALF-200', 'PS-AMOUNT-160', 'PS-FIRST-100'].map(async (code) => {
        const res = await t.call('GET', `/api/product/product-code?productCode=${code}`);
        return res.data.response.id as number;
      }),
    );
    // 200 → 100; 160 → 125; the category's 150 → 132; a first-order offer is not a shelf price.
    await createOffer({ title: 'Half', discountPercent: 50, appliesTo: 'products', productIds: [half] });
    await createOffer({
      title: 'Amount',
      discountAmount: 3_500,
      appliesTo: 'products',
      productIds: [amount],
    });
    await createOffer({
      title: 'Shelf',
      discountPercent: 12,
      appliesTo: 'categories',
      categoryIds: [onOffer],
    });
    await createOffer({
      title: 'First',
      discountPercent: 90,
      appliesTo: 'products',
      productIds: [first],
      firstOrderOnly: true,
    });

    const up = await listed(`/api/product/all?categoryId=${shelf}&sort=price_asc`);
    expect(up.map((p) => p.productCode)).toEqual([
      'PS-HALF-200',
      'PS-FIRST-100',
      'PS-AMOUNT-160',
      'PS-PLAIN-140',
    ]);
    expect(up.map(paid)).toEqual([10_000, 10_500, 12_500, 14_000]);
    const down = await listed(`/api/product/all?categoryId=${shelf}&sort=price_desc`);
    expect(down.map((p) => p.productCode)).toEqual([
      'PS-PLAIN-140',
      'PS-AMOUNT-160',
      'PS-FIRST-100',
      'PS-HALF-200',
    ]);

    const all = await listed('/api/product/all?q=sort&sort=price_asc&size=100');
    expect(all.map(paid)).toEqual([10_000, 10_500, 12_500, 13_200, 14_000]);
    const byCategory = await listed(`/api/product/category/${shelf}?sort=price_asc`);
    expect(byCategory.map(paid)).toEqual([10_000, 10_500, 12_500, 14_000]);
  });
});
