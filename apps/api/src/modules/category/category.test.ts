import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('categories', () => {
  it('creates, reads, lists, updates and deletes a category', async () => {
    const created = await t.call('POST', '/api/category', {
      as: 'staff',
      body: { name: 'Goat Milk', description: 'Fresh milk every morning' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Create Category Successfully');
    expect(created.data.response).toMatchObject({ name: 'Goat Milk', slug: 'goat-milk', productCount: 0 });
    const id = created.data.response.id;

    const read = await t.call('GET', `/api/category/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.response.description).toBe('Fresh milk every morning');

    const list = await t.call('GET', '/api/category/all?page=1&size=10');
    expect(list.statusCode).toBe(200);
    expect(list.data.page).toEqual({ number: 1, size: 10, totalElements: 1, totalPages: 1 });
    expect(list.data.response.map((c: { id: number }) => c.id)).toEqual([id]);

    const updated = await t.call('PUT', `/api/category/${id}`, {
      as: 'admin',
      body: { name: 'Fresh Goat Milk' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.response).toMatchObject({ name: 'Fresh Goat Milk', slug: 'fresh-goat-milk' });

    const deleted = await t.call('DELETE', `/api/category/${id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/api/category/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad input', async () => {
    const res = await t.call('POST', '/api/category', { as: 'staff', body: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.data).toMatchObject({ status: 400, title: 'Bad Request' });
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
  });

  it('refuses javascript: image URLs', async () => {
    const res = await t.call('POST', '/api/category', {
      as: 'staff',
      body: { name: 'Soap', imageUrl: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'imageUrl' }));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.call('GET', '/api/category/424242')).statusCode).toBe(404);
    const bad = await t.call('GET', '/api/category/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'id' }));
  });

  it('answers 401 without a token and 403 with a customer token', async () => {
    expect((await t.call('POST', '/api/category', { body: { name: 'Ghee' } })).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/category', { as: 'customer', body: { name: 'Ghee' } })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', '/api/category/1', { as: 'customer' })).statusCode).toBe(403);
  });

  it('answers 409 for a duplicate name', async () => {
    expect(
      (await t.call('POST', '/api/category', { as: 'staff', body: { name: 'Paneer' } })).statusCode,
    ).toBe(201);
    const dup = await t.call('POST', '/api/category', { as: 'staff', body: { name: 'paneer' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
  });
});

describe('category product counts and archiving', () => {
  it('counts active products per category and archives a category that has products', async () => {
    const a = (await t.call('POST', '/api/category', { as: 'staff', body: { name: 'Counted A' } })).data
      .response;
    const b = (await t.call('POST', '/api/category', { as: 'staff', body: { name: 'Counted B' } })).data
      .response;
    const product = (code: string, categoryId: number, status = 'active') => ({
      productCode: code,
      name: `Product ${code}`,
      description: 'A product for counting',
      categoryId,
      price: 10000,
      unit: '1 kg',
      stock: 5,
      status,
    });
    for (const body of [
      product('CNT-1', a.id),
      product('CNT-2', a.id),
      product('CNT-3', a.id, 'draft'),
      product('CNT-4', b.id),
    ]) {
      expect((await t.call('POST', '/api/product', { as: 'staff', body })).statusCode).toBe(201);
    }
    expect((await t.call('GET', `/api/category/${a.id}`)).data.response.productCount).toBe(2);
    expect((await t.call('GET', `/api/category/${b.id}`)).data.response.productCount).toBe(1);

    const deleted = await t.call('DELETE', `/api/category/${b.id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    const archived = await t.call('GET', `/api/category/${b.id}`);
    expect(archived.data.response.archived).toBe(true);
    const publicList = await t.call('GET', '/api/category/all?size=100');
    expect(publicList.data.response.map((c: { id: number }) => c.id)).not.toContain(b.id);

    // Restore brings it back to the shop with its product (issue 14.14g); only staff may.
    expect((await t.call('POST', `/api/category/${b.id}/restore`, { as: 'customer' })).statusCode).toBe(403);
    const restored = await t.call('POST', `/api/category/${b.id}/restore`, { as: 'staff' });
    expect(restored.statusCode).toBe(200);
    expect(restored.data.message).toBe('Category restored: it is back in the shop');
    expect(restored.data.response).toMatchObject({ id: b.id, archived: false, productCount: 1 });
    const again = await t.call('GET', '/api/category/all?size=100');
    expect(again.data.response.map((c: { id: number }) => c.id)).toContain(b.id);
  });

  it('accepts an empty update', async () => {
    const c = (await t.call('POST', '/api/category', { as: 'staff', body: { name: 'Unchanged' } })).data
      .response;
    const res = await t.call('PUT', `/api/category/${c.id}`, { as: 'staff', body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.data.response.name).toBe('Unchanged');
  });
});

describe('category rename and search', () => {
  it("finds products by their category's new name", async () => {
    const c = (await t.call('POST', '/api/category', { as: 'staff', body: { name: 'Old Shelf' } })).data
      .response;
    const body = {
      productCode: 'SHELF-1',
      name: 'Plain Jar',
      description: 'A jar',
      categoryId: c.id,
      price: 5000,
      unit: '1 jar',
      stock: 3,
    };
    expect((await t.call('POST', '/api/product', { as: 'staff', body })).statusCode).toBe(201);
    await t.call('PUT', `/api/category/${c.id}`, { as: 'staff', body: { name: 'Honeycomb Corner' } });
    const found = await t.call('GET', '/api/product/search?keywords=honeycombcorner');
    expect(found.data.response.map((p: { productCode: string }) => p.productCode)).toContain('SHELF-1');
  });

  it('names an unknown field in the error', async () => {
    const res = await t.call('POST', '/api/category', { as: 'staff', body: { name: 'X', colour: 'red' } });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'colour' }));
  });
});
