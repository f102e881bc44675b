import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
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

const bulk = (body: unknown) => t.call('PUT', '/api/product/bulk', { as: 'staff', body });
const staffList = async () =>
  (await t.call('GET', '/api/product/all?size=100', { as: 'staff' })).data.response.map(
    ({ updatedAt: _u, ...rest }: Record<string, unknown>) => rest,
  );
const fieldsOf = (res: { data: { errors?: { field: string }[] } }) =>
  (res.data.errors ?? []).map((e) => e.field);

describe('bulk product update', () => {
  it('applies every row, by id or by code, and answers the updated products', async () => {
    const a = await createProduct(t, categoryId, { price: 1_000, stock: 0 });
    const b = await createProduct(t, categoryId, { productCode: 'BULK-B', price: 2_000 });
    const c = await createProduct(t, categoryId, { name: 'Old Name' });
    const other = await createCategory(t, 'Soaps');

    const res = await bulk([
      { id: a.id, price: 1_500, mrp: 2_000, stock: 7 },
      { productCode: 'bulk-b', status: 'draft', description: 'Now a draft' },
      { id: String(c.id), name: 'New Name', categoryId: other, unit: '2 kg' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Products updated successfully');
    expect(res.data.response.updated).toBe(3);
    expect(res.data.response.products.map((p: { id: number }) => p.id)).toEqual([a.id, b.id, c.id]);
    expect(res.data.response.products[0]).toMatchObject({
      price: 1_500,
      mrp: 2_000,
      stock: 7,
      inStock: true,
    });

    const read = async (id: number) =>
      (await t.call('GET', `/api/product/${id}`, { as: 'staff' })).data.response;
    expect(await read(b.id)).toMatchObject({ status: 'draft', description: 'Now a draft', price: 2_000 });
    expect(await read(c.id)).toMatchObject({
      name: 'New Name',
      slug: 'new-name',
      unit: '2 kg',
      category: { id: other, name: 'Soaps' },
    });
    // The search text follows the new name and category.
    const found = await t.call('GET', '/api/product/search?keywords=newname', { as: 'staff' });
    expect(found.data.response.map((p: { id: number }) => p.id)).toEqual([c.id]);
  });

  it('changes nothing when one row is bad, and names every bad row', async () => {
    const [a, b, c, d, e, f] = [
      await createProduct(t, categoryId, { price: 1_000, mrp: 1_200 }),
      await createProduct(t, categoryId, { productCode: 'BAD-B' }),
      await createProduct(t, categoryId),
      await createProduct(t, categoryId),
      await createProduct(t, categoryId),
      await createProduct(t, categoryId),
    ];
    const before = await staffList();

    const res = await bulk([
      { id: a.id, price: 900 },
      { productCode: 'BAD-B', price: -5 },
      { id: c.id, stock: 3 },
      { id: 424_242, stock: 1 },
      { productCode: 'NOPE-1', stock: 1 },
      { id: d.id, productCode: d.productCode, stock: 1 },
      { id: a.id, price: 950 },
      { id: e.id, categoryId: 424_242 },
      { stock: 1 },
      { id: f.id, colour: 'white' },
      { id: d.id, price: 1_000, mrp: 999 },
      { id: b.id, stock: 2 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(fieldsOf(res)).toEqual([
      '1.price',
      '3.id',
      '4.productCode',
      '5.id',
      '6.id',
      '7.categoryId',
      '8.id',
      '9.colour',
      '10.mrp',
    ]);
    expect(res.data.detail).toBe('9 of 12 rows are invalid; nothing was changed');
    const messages = res.data.errors.map((err: { message: string }) => err.message).join('\n');
    expect(messages).toContain('row 1 (code BAD-B)');
    expect(messages).toContain('row 3 (id 424242)');
    expect(messages).toContain('row 4 (code NOPE-1)');
    expect(messages).toContain(`row 7 (id ${e.id})`);
    expect(await staffList()).toEqual(before);
  });

  it('names a category that does not exist and an MRP below the price', async () => {
    const a = await createProduct(t, categoryId, { price: 1_000, mrp: 1_200 });
    const before = await staffList();
    const res = await bulk([
      { id: a.id, categoryId: 424_242 },
      { productCode: 'UNUSED-CODE', stock: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['0.categoryId', '1.productCode']);

    const mrp = await bulk([{ id: a.id, price: 1_300 }]);
    expect(mrp.statusCode).toBe(400);
    expect(fieldsOf(mrp)).toEqual(['0.mrp']);
    expect(await staffList()).toEqual(before);
  });

  it('answers 409 when the only problem is the same product twice', async () => {
    const a = await createProduct(t, categoryId);
    const res = await bulk([
      { id: a.id, stock: 1 },
      { productCode: a.productCode.toLowerCase(), stock: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res)).toEqual(['1.productCode']);
    expect(res.data.errors[0].message).toContain('row 0');
  });

  it('refuses an empty list, a non-list and more than 500 rows', async () => {
    expect((await bulk([])).statusCode).toBe(400);
    expect((await bulk({ id: 1, stock: 1 })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ id: i + 1, stock: 1 }));
    expect((await bulk(tooMany)).statusCode).toBe(400);
  });
});
