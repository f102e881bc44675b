import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { categories } from '../category/category.table.js';

// Issue 17.4: the sales reports agree with the orders they sum. Orders are placed through the API,
// then dated on chosen India days (the database's clock cannot be moved): 23:59:59 on 1 April and
// 00:00 on 2 April fall on different days however the server's own zone is set.

let t: TestApp;
let shopper: Shopper;
const at = (orderId: number, instant: string) =>
  t.db.execute(`update orders set created_at = '${instant}' where id = ${orderId}`);
const setStatus = async (id: number, ...statuses: string[]) => {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${id}`, { as: 'staff', body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
};
const get = async (url: string) => {
  const res = await t.call('GET', url, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const ids: Record<string, number> = {};
const RANGE = 'from=2026-04-01&to=2026-04-03';

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t, 'Report Meena');
  // One customer places all the orders: more than the three open cash orders a customer may have.
  const limit = await t.call('PUT', '/api/settings', { as: 'admin', body: { maxOpenCodOrders: 100 } });
  expect(limit.statusCode, limit.body).toBe(200);
  const dairy = await createCategory(t, 'Dairy');
  // A category whose name starts like a spreadsheet formula: its CSV cell must not run.
  const soaps = await createCategory(t, '=Soaps');
  // Named in Tamil too: a Tamil report screen names them so.
  await t.db
    .update(categories)
    .set({ translations: { ta: { name: 'பால் பொருட்கள்', description: 'பால், தயிர், நெய்' } } })
    .where(eq(categories.id, dairy));
  const ghee = await createProduct(t, dairy, {
    name: 'Bilona ghee',
    productCode: 'GHEE-1',
    price: 50_000,
    // Its description stays out of the report: a row carries names only.
    translations: { ta: { name: 'பிலோனா நெய்', description: 'கையால் கடைந்த வெண்ணெயிலிருந்து', unit: 'ஜாடி' } },
  });
  const milk = await createProduct(t, dairy, {
    name: 'Goat milk',
    productCode: 'MILK-1',
    price: 9_000,
    stock: 50,
  });
  const soap = await createProduct(t, soaps, { name: 'Neem soap', productCode: 'SOAP-1', price: 15_000 });
  Object.assign(ids, { ghee: ghee.id, milk: milk.id, soap: soap.id, dairy, soaps });
  // 10 % off the ghee: a line's revenue is what it sold for after the offer (₹450 a jar).
  const offer = await t.call('POST', '/api/offer', {
    as: 'staff',
    body: { title: 'Ghee week', discountPercent: 10, appliesTo: 'products', productIds: [ghee.id] },
  });
  expect(offer.statusCode, offer.body).toBe(201);

  // At the total the cart shows, offer taken off (the fixture's `placeOrder` sends list prices).
  const place = async (lines: [number, number][]) => {
    let cart: { total: number } | undefined;
    for (const [productId, quantity] of lines) cart = await addToCart(t, shopper, productId, quantity);
    const productDetails = lines.map(([productId, quantity]) => ({ productId, quantity }));
    const res = await checkout(t, shopper, [], { body: { productDetails, expectedTotal: cart?.total } });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.response.orders[0].id as number;
  };
  // 1 April: ghee ×2 and soap ×1 in the morning; milk ×3 at 23:59:59 (18:29:59 UTC).
  const morning = await place([
    [ghee.id, 2],
    [soap.id, 1],
  ]);
  await at(morning, '2026-04-01T10:00:00+05:30');
  const lateNight = await place([[milk.id, 3]]);
  await at(lateNight, '2026-04-01T18:29:59Z');
  // 2 April at 00:00 India time (still 1 April in UTC): soap ×2.
  const midnight = await place([[soap.id, 2]]);
  await at(midnight, '2026-04-01T18:30:00Z');
  // 3 April: a cancelled ghee and a returned milk, no sales.
  const cancelled = await place([[ghee.id, 1]]);
  await setStatus(cancelled, 'CANCELLED');
  await at(cancelled, '2026-04-03T12:00:00+05:30');
  const returned = await place([[milk.id, 1]]);
  await setStatus(returned, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED');
  await at(returned, '2026-04-03T12:00:00+05:30');
  // Outside the range: 31 March 23:00 and 4 April 00:10, India time.
  const before = await place([[soap.id, 5]]);
  await at(before, '2026-03-31T23:00:00+05:30');
  const after = await place([[milk.id, 1]]);
  await at(after, '2026-04-04T00:10:00+05:30');
  Object.assign(ids, { morning, lateNight, midnight });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/reports/sales', () => {
  it('sums the lines of orders that are sales, by India day, product and category', async () => {
    const { data } = await get(`/api/reports/sales?${RANGE}`);
    expect(data.response.totals).toEqual({ orders: 3, units: 8, revenue: 162_000 });
    expect(data.response.days).toEqual([
      // ghee 2 × ₹450 + soap ₹150; milk 3 × ₹90.
      { date: '2026-04-01', orders: 2, units: 6, revenue: 132_000 },
      { date: '2026-04-02', orders: 1, units: 2, revenue: 30_000 },
      // Cancelled and returned orders are no sales: the day is there, with zeros.
      { date: '2026-04-03', orders: 0, units: 0, revenue: 0 },
    ]);
    expect(data.response.products).toEqual([
      {
        productId: ids.ghee,
        productCode: 'GHEE-1',
        name: 'Bilona ghee',
        translations: { ta: { name: 'பிலோனா நெய்' } },
        categoryName: 'Dairy',
        categoryTranslations: { ta: { name: 'பால் பொருட்கள்' } },
        orders: 1,
        units: 2,
        revenue: 90_000,
      },
      {
        productId: ids.soap,
        productCode: 'SOAP-1',
        name: 'Neem soap',
        translations: {},
        categoryName: '=Soaps',
        categoryTranslations: {},
        orders: 2,
        units: 3,
        revenue: 45_000,
      },
      {
        productId: ids.milk,
        productCode: 'MILK-1',
        name: 'Goat milk',
        translations: {},
        categoryName: 'Dairy',
        categoryTranslations: { ta: { name: 'பால் பொருட்கள்' } },
        orders: 1,
        units: 3,
        revenue: 27_000,
      },
    ]);
    expect(data.response.categories).toEqual([
      {
        categoryId: ids.dairy,
        name: 'Dairy',
        translations: { ta: { name: 'பால் பொருட்கள்' } },
        orders: 2,
        units: 5,
        revenue: 117_000,
      },
      { categoryId: ids.soaps, name: '=Soaps', translations: {}, orders: 2, units: 3, revenue: 45_000 },
    ]);
  });

  it('answers zeros for a range without orders', async () => {
    const { data } = await get('/api/reports/sales?from=2025-01-01&to=2025-01-02');
    expect(data.response).toEqual({
      from: '2025-01-01',
      to: '2025-01-02',
      totals: { orders: 0, units: 0, revenue: 0 },
      days: [
        { date: '2025-01-01', orders: 0, units: 0, revenue: 0 },
        { date: '2025-01-02', orders: 0, units: 0, revenue: 0 },
      ],
      products: [],
      categories: [],
    });
  });

  it('sends each table as CSV, amounts in rupees, a formula-like name neutralised', async () => {
    const days = await get(`/api/reports/sales/export?${RANGE}&table=days`);
    expect(days.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(days.headers['content-disposition']).toBe(
      'attachment; filename="sales-days-2026-04-01-to-2026-04-03.csv"',
    );
    expect(days.body.trim().split('\n')).toEqual([
      'Date,Orders,Units,Revenue (₹)',
      '2026-04-01,2,6,1320.00',
      '2026-04-02,1,2,300.00',
      '2026-04-03,0,0,0.00',
    ]);
    const products = await get(`/api/reports/sales/export?${RANGE}&table=products`);
    expect(products.body.trim().split('\n')).toEqual([
      'Product code,Product,Category,Orders,Units,Revenue (₹)',
      'GHEE-1,Bilona ghee,Dairy,1,2,900.00',
      "SOAP-1,Neem soap,'=Soaps,2,3,450.00",
      'MILK-1,Goat milk,Dairy,1,3,270.00',
    ]);
    const categories = await get(`/api/reports/sales/export?${RANGE}&table=categories`);
    expect(categories.body.trim().split('\n')).toEqual([
      'Category,Orders,Units,Revenue (₹)',
      'Dairy,2,5,1170.00',
      "'=Soaps,2,3,450.00",
    ]);
  });
});

describe('GET /api/reports/best-sellers', () => {
  it('ranks by units, then revenue, and keeps the first `limit`', async () => {
    const { data } = await get(`/api/reports/best-sellers?${RANGE}&limit=2`);
    // Soap and milk sold 3 units each; the soap brought more.
    expect(
      data.response.items.map((b: { rank: number; name: string; units: number }) => [
        b.rank,
        b.name,
        b.units,
      ]),
    ).toEqual([
      [1, 'Neem soap', 3],
      [2, 'Goat milk', 3],
    ]);
    const all = await get(`/api/reports/best-sellers?${RANGE}`);
    expect(all.data.response.items).toHaveLength(3);
    expect(all.data.response.items[2]).toMatchObject({
      rank: 3,
      name: 'Bilona ghee',
      units: 2,
      revenue: 90_000,
    });

    const csv = await get(`/api/reports/best-sellers/export?${RANGE}&limit=2`);
    expect(csv.body.trim().split('\n')).toEqual([
      'Rank,Product code,Product,Category,Units,Orders,Revenue (₹)',
      "1,SOAP-1,Neem soap,'=Soaps,3,2,450.00",
      '2,MILK-1,Goat milk,Dairy,3,1,270.00',
    ]);
  });
});

describe('report queries', () => {
  const problem = async (url: string) => {
    const res = await t.call('GET', url, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.data.errors as { field: string; code: string; message: string }[];
    // Each field error carries a code the web words (decision 0049); the English is asserted here.
    for (const e of errors) expect(e.code, e.field).toEqual(expect.any(String));
    return errors.map(({ field, message }) => ({ field, message }));
  };

  it('refuses a bad day, a range backwards or longer than a year, naming the field', async () => {
    expect(await problem('/api/reports/sales?from=2026-02-30&to=2026-03-01')).toEqual([
      { field: 'from', message: 'Enter a day, e.g. 2026-04-01' },
    ]);
    expect(await problem('/api/reports/sales?from=2026-04-01')).toEqual([
      { field: 'to', message: 'is required' },
    ]);
    expect(await problem('/api/reports/sales?from=2026-04-02&to=2026-04-01')).toEqual([
      { field: 'to', message: 'The last day must not be before the first day' },
    ]);
    expect(await problem('/api/reports/order-statuses?from=2025-01-01&to=2026-01-02')).toEqual([
      { field: 'to', message: 'Choose at most 366 days: a report covers a year at most' },
    ]);
    expect(await problem('/api/reports/orders/export?from=1999-12-31&to=2000-01-01')).toEqual([
      { field: 'from', message: 'Choose a day from 2000 to 2099' },
    ]);
    // A leap year is 366 days: allowed.
    await get('/api/reports/sales?from=2024-01-01&to=2024-12-31');
  });

  it('refuses an unknown table, a limit out of bounds and a bad month', async () => {
    expect(await problem(`/api/reports/sales/export?${RANGE}&table=weeks`)).toEqual([
      { field: 'table', message: 'Choose one of: days, products, categories' },
    ]);
    expect((await problem(`/api/reports/best-sellers?${RANGE}&limit=51`))[0]?.field).toBe('limit');
    expect((await problem(`/api/reports/best-sellers?${RANGE}&limit=0`))[0]?.field).toBe('limit');
    expect(await problem('/api/reports/gst?month=2026-13')).toEqual([
      { field: 'month', message: 'Enter a month, e.g. 2026-04' },
    ]);
  });

  it('lets no customer in', async () => {
    const res = await t.call('GET', `/api/reports/sales?${RANGE}`, { token: shopper.token });
    expect(res.statusCode).toBe(403);
  });
});
