import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  insertCustomer,
  insertOrder,
  insertReview,
  productBody,
} from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Dairy');
});
afterAll(async () => {
  await t.close();
});

const idsOf = (res: { data: { response: { id: number }[] } }) => res.data.response.map((p) => p.id);

describe('products', () => {
  it('creates, reads, updates and deletes a product', async () => {
    const created = await t.call('POST', '/api/product', {
      as: 'staff',
      body: {
        productCode: 'GM-500',
        name: 'Goat Milk 500 ml',
        description: 'Fresh every morning',
        categoryId,
        price: 6_000,
        mrp: 7_000,
        unit: '500 ml',
        stock: 0,
        imageUrls: ['/media/milk.webp', 'https://cdn.example.com/milk-2.webp'],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Create Product Successfully');
    expect(created.data.response).toMatchObject({
      productCode: 'GM-500',
      slug: 'goat-milk-500-ml',
      category: { id: categoryId, name: 'Dairy', slug: 'dairy' },
      price: 6_000,
      mrp: 7_000,
      status: 'active',
      inStock: false,
      imageUrl: '/media/milk.webp',
      rating: null,
      reviewCount: 0,
    });
    const id = created.data.response.id;

    const read = await t.call('GET', `/api/product/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.response).toEqual(created.data.response);

    const byCode = await t.call('GET', '/api/product/product-code?productCode=gm-500');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.data.response.id).toBe(id);

    const updated = await t.call('PUT', `/api/product/${id}`, {
      as: 'admin',
      body: { stock: 5, price: 6_500 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.message).toBe('Update Product Successfully');
    expect(updated.data.response).toMatchObject({
      stock: 5,
      inStock: true,
      price: 6_500,
      name: 'Goat Milk 500 ml',
    });

    const deleted = await t.call('DELETE', `/api/product/${id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Delete Product Successfully');
    expect((await t.call('GET', `/api/product/${id}`, { as: 'staff' })).statusCode).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'price'],
      [{ price: 10.5 }, 'price'],
      [{ stock: -3 }, 'stock'],
      [{ name: undefined }, 'name'],
      [{ price: 5_000, mrp: 4_000 }, 'mrp'],
      [{ imageUrls: ['javascript:alert(1)'] }, 'imageUrls.0'],
      [{ status: 'sold' }, 'status'],
    ];
    for (const [override, field] of cases) {
      const res = await t.call('POST', '/api/product', {
        as: 'staff',
        body: productBody(categoryId, override),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      const fields = res.data.errors.map((e: { field: string }) => e.field);
      expect(
        fields.some((f: string) => f === field || f.startsWith(`${field}`)),
        `${field} in ${fields}`,
      ).toBe(true);
    }
  });

  it('refuses unknown keys, naming them', async () => {
    const res = await t.call('POST', '/api/product', {
      as: 'staff',
      body: productBody(categoryId, { colour: 'white' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual({
      field: 'colour',
      code: 'UNKNOWN_FIELD',
      message: 'is not a known field',
    });
  });

  it('says what is wrong in a sentence for a person, naming the field (issue 14.6)', async () => {
    const res = await t.call('POST', '/api/product', {
      as: 'staff',
      body: productBody(categoryId, { name: 'x'.repeat(121), price: 0, stock: -3, unit: 7 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'too_big', message: 'Use at most 120 characters' }),
        expect.objectContaining({ field: 'price', message: 'Enter a price between ₹0.01 and ₹10,00,000' }),
        expect.objectContaining({ field: 'stock', message: 'Stock cannot be negative' }),
        expect.objectContaining({ field: 'unit', code: 'invalid_type', message: 'Enter text' }),
      ]),
    );
    expect(JSON.stringify(res.data)).not.toMatch(/Too (big|small)|expected|received/);
  });

  it('names categoryId when the category does not exist', async () => {
    const res = await t.call('POST', '/api/product', { as: 'staff', body: productBody(424_242) });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'categoryId' }));
    const product = await createProduct(t, categoryId);
    const put = await t.call('PUT', `/api/product/${product.id}`, {
      as: 'staff',
      body: { categoryId: 424_242 },
    });
    expect(put.statusCode).toBe(400);
    expect(put.data.errors).toContainEqual(expect.objectContaining({ field: 'categoryId' }));
  });

  it('checks MRP against the price the product will have', async () => {
    const product = await createProduct(t, categoryId, { price: 5_000, mrp: 6_000 });
    const res = await t.call('PUT', `/api/product/${product.id}`, { as: 'staff', body: { price: 7_000 } });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'mrp' }));
    const cleared = await t.call('PUT', `/api/product/${product.id}`, {
      as: 'staff',
      body: { price: 7_000, mrp: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.data.response).toMatchObject({ price: 7_000, mrp: null });
  });

  it('answers 409 for a duplicate product code, whatever its case', async () => {
    await createProduct(t, categoryId, { productCode: 'GHEE-1' });
    const dup = await t.call('POST', '/api/product', {
      as: 'staff',
      body: productBody(categoryId, { productCode: 'ghee-1' }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.errors).toContainEqual(expect.objectContaining({ field: 'productCode' }));
    const other = await createProduct(t, categoryId);
    const put = await t.call('PUT', `/api/product/${other.id}`, {
      as: 'staff',
      body: { productCode: 'Ghee-1' },
    });
    expect(put.statusCode).toBe(409);
    expect(put.data.errors).toContainEqual(expect.objectContaining({ field: 'productCode' }));
    // Changing only the case of its own code is not a conflict.
    const own = await t.call('PUT', `/api/product/${other.id}`, {
      as: 'staff',
      body: { productCode: other.productCode.toLowerCase() },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for unknown products and 400 for malformed ids', async () => {
    expect((await t.call('GET', '/api/product/424242')).statusCode).toBe(404);
    expect((await t.call('GET', '/api/product/product-code?productCode=NOPE-1')).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/product/424242', { as: 'staff', body: { stock: 1 } })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', '/api/product/424242', { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/product/category/424242')).statusCode).toBe(404);
    const bad = await t.call('GET', '/api/product/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'id' }));
  });

  it('answers 401 without a token and 403 with a customer token on every write', async () => {
    const product = await createProduct(t, categoryId);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/product', productBody(categoryId)],
      ['PUT', `/api/product/${product.id}`, { stock: 1 }],
      ['DELETE', `/api/product/${product.id}`, undefined],
      ['PUT', '/api/product/bulk', [{ id: product.id, stock: 1 }]],
    ];
    for (const [method, url, body] of writes) {
      const opts = body === undefined ? {} : { body };
      expect((await t.call(method as 'POST', url, opts)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method as 'POST', url, { ...opts, as: 'customer' })).statusCode).toBe(403);
    }
    expect((await t.call('GET', `/api/product/${product.id}`)).data.response.stock).toBe(product.stock);
  });

  it('hides drafts, archived products and archived categories from the public, not from staff', async () => {
    const shelf = await createCategory(t, 'Shelf');
    const active = await createProduct(t, shelf);
    const draft = await createProduct(t, shelf, { status: 'draft' });
    const archived = await createProduct(t, shelf, { status: 'archived' });

    const publicList = await t.call('GET', `/api/product/all?categoryId=${shelf}`);
    expect(idsOf(publicList)).toEqual([active.id]);
    expect(publicList.data.page.totalElements).toBe(1);
    const staffList = await t.call('GET', `/api/product/all?categoryId=${shelf}`, { as: 'staff' });
    expect(idsOf(staffList)).toEqual([archived.id, draft.id, active.id]);
    const drafts = await t.call('GET', `/api/product/all?categoryId=${shelf}&status=draft`, { as: 'staff' });
    expect(idsOf(drafts)).toEqual([draft.id]);

    expect((await t.call('GET', `/api/product/${draft.id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/product/${draft.id}`, { as: 'staff' })).statusCode).toBe(200);
    expect(
      (await t.call('GET', `/api/product/product-code?productCode=${draft.productCode}`)).statusCode,
    ).toBe(404);
    expect(idsOf(await t.call('GET', `/api/product/category/${shelf}`))).toEqual([active.id]);
    expect(idsOf(await t.call('GET', `/api/product/category/${shelf}`, { as: 'staff' }))).toHaveLength(3);

    // Archiving the category (it has products) hides its products from the public too.
    expect((await t.call('DELETE', `/api/category/${shelf}`, { as: 'staff' })).statusCode).toBe(200);
    expect(idsOf(await t.call('GET', `/api/product/all?categoryId=${shelf}`))).toEqual([]);
    expect((await t.call('GET', `/api/product/${active.id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/product/category/${shelf}`)).statusCode).toBe(404);
  });

  it('filters by stock and text, sorts and pages the list', async () => {
    const cheese = await createCategory(t, 'Cheese');
    const a = await createProduct(t, cheese, { name: 'Chevre Log', price: 30_000, stock: 0 });
    const b = await createProduct(t, cheese, { name: 'Aged Goat Cheese', price: 50_000 });
    const c = await createProduct(t, cheese, { name: 'Feta', price: 20_000 });
    const list = (query: string) => t.call('GET', `/api/product/all?categoryId=${cheese}&${query}`);

    expect(idsOf(await list('sort=price_asc'))).toEqual([c.id, a.id, b.id]);
    expect(idsOf(await list('sort=price_desc'))).toEqual([b.id, a.id, c.id]);
    expect(idsOf(await list('sort=name'))).toEqual([b.id, a.id, c.id]);
    expect(idsOf(await list(''))).toEqual([c.id, b.id, a.id]);
    expect(idsOf(await list('inStock=true&sort=price_asc'))).toEqual([c.id, b.id]);
    expect(idsOf(await list('inStock=false'))).toEqual([a.id]);
    expect(idsOf(await list('q=goat%20CHEESE'))).toEqual([b.id]);

    const page2 = await list('sort=price_asc&page=2&size=2');
    expect(idsOf(page2)).toEqual([b.id]);
    expect(page2.data.page).toEqual({ number: 2, size: 2, totalElements: 3, totalPages: 2 });

    const bad = await list('sort=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'sort' }));
  });

  it('shows a staff write in the next list at once: its total and the offers are kept only until a write', async () => {
    const shelf = await createCategory(t, 'Honey');
    const first = await createProduct(t, shelf, { price: 40_000 });
    // The bench's request: no-cache skips the HTTP cache, not the kept total and offers.
    const list = () =>
      t.call('GET', `/api/product/all?categoryId=${shelf}&sort=price_asc`, {
        headers: { 'cache-control': 'no-cache' },
      });
    expect((await list()).data.page.totalElements).toBe(1);

    const second = await createProduct(t, shelf, { price: 50_000 });
    const afterCreate = await list();
    expect(idsOf(afterCreate)).toEqual([first.id, second.id]);
    expect(afterCreate.data.page.totalElements).toBe(2);

    const hide = await t.call('PUT', `/api/product/${second.id}`, { as: 'staff', body: { status: 'draft' } });
    expect(hide.statusCode).toBe(200);
    expect((await list()).data.page.totalElements).toBe(1);

    const offer = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: {
        title: 'Honey week',
        discountPercent: 10,
        appliesTo: 'categories',
        categoryIds: [shelf],
        startsAt: '2020-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
      },
    });
    expect(offer.statusCode).toBe(201);
    const [shown] = (await list()).data.response;
    expect(shown).toMatchObject({ id: first.id, offer: { title: 'Honey week', price: 36_000 } });
  });

  it('shows the rating of visible reviews and their count', async () => {
    const product = await createProduct(t, categoryId);
    const customers = [await insertCustomer(t.db), await insertCustomer(t.db), await insertCustomer(t.db)];
    await insertReview(t.db, { productId: product.id, customerId: customers[0]!, rating: 5 });
    await insertReview(t.db, { productId: product.id, customerId: customers[1]!, rating: 4 });
    await insertReview(t.db, { productId: product.id, customerId: customers[2]!, rating: 1, hidden: true });
    const read = await t.call('GET', `/api/product/${product.id}`);
    expect(read.data.response).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const list = await t.call('GET', `/api/product/all?categoryId=${categoryId}&size=100`);
    expect(list.data.response.find((p: { id: number }) => p.id === product.id)).toMatchObject({
      rating: 4.5,
      reviewCount: 2,
    });
  });

  it('archives instead of deleting a product that orders refer to', async () => {
    const product = await createProduct(t, categoryId);
    await insertOrder(t.db, {
      customerId: await insertCustomer(t.db),
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const res = await t.call('DELETE', `/api/product/${product.id}`, { as: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toMatch(/archived/i);
    const read = await t.call('GET', `/api/product/${product.id}`, { as: 'staff' });
    expect(read.data.response.status).toBe('archived');
    expect((await t.call('GET', `/api/product/${product.id}`)).statusCode).toBe(404);
  });

  it('keeps fixed paths apart from /product/:id', async () => {
    for (const url of ['/api/product/all', '/api/product/search?keywords=abc', '/api/product/best-selling']) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(Array.isArray(res.data.response)).toBe(true);
    }
    const bulk = await t.call('PUT', '/api/product/bulk', { as: 'staff', body: [] });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.data.errors).not.toContainEqual(expect.objectContaining({ field: 'id' }));
  });
});
