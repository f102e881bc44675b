import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('HTTP caching of public catalogue reads', () => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t);
  });
  afterAll(() => t.close());

  it('answers a repeated anonymous read from memory, with an ETag that a client can revalidate', async () => {
    const product = await createProduct(t, categoryId, { price: 12_000 });
    const first = await t.call('GET', `/api/product/${product.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Authorization, Cookie');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const second = await t.call('GET', `/api/product/${product.id}`);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await t.call('GET', `/api/product/${product.id}`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('forgets everything when staff change the catalogue', async () => {
    const product = await createProduct(t, categoryId, { price: 15_000 });
    const before = await t.call('GET', `/api/product/${product.id}`);
    await t.call('GET', `/api/product/${product.id}`);
    const list = `/api/product/category/${categoryId}?size=24`;
    await t.call('GET', list);
    expect((await t.call('GET', list)).headers['x-cache']).toBe('hit');

    const put = await t.call('PUT', `/api/product/${product.id}`, { as: 'staff', body: { price: 16_000 } });
    expect(put.statusCode).toBe(200);

    const after = await t.call('GET', `/api/product/${product.id}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.data.response.price).toBe(16_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old ETag no longer matches: the client gets the new answer, not a 304.
    const stale = await t.call('GET', `/api/product/${product.id}`, {
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
    const relisted = await t.call('GET', list);
    expect(relisted.headers['x-cache']).toBe('miss');
    expect(relisted.data.response.find((p: { id: number }) => p.id === product.id).price).toBe(16_000);
  });

  it('never serves staff what it kept for the public, nor keeps what staff see', async () => {
    const draft = await createProduct(t, categoryId, { status: 'draft' });
    expect((await t.call('GET', `/api/product/${draft.id}`)).statusCode).toBe(404);
    const staff = await t.call('GET', `/api/product/${draft.id}`, { as: 'staff' });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(staff.headers['x-cache']).toBe('miss');
    expect((await t.call('GET', `/api/product/${draft.id}`)).statusCode).toBe(404);

    const list = `/api/product/all?categoryId=${categoryId}&size=100`;
    const publicList = await t.call('GET', list);
    const staffList = await t.call('GET', list, { as: 'staff' });
    expect(staffList.headers['x-cache']).toBe('miss');
    const ids = (res: typeof publicList) => res.data.response.map((p: { id: number }) => p.id);
    expect(ids(staffList)).toContain(draft.id);
    expect(ids(publicList)).not.toContain(draft.id);
    expect(ids(await t.call('GET', list))).not.toContain(draft.id);
  });

  it('asks the database again when the request says no-cache', async () => {
    const product = await createProduct(t, categoryId);
    await t.call('GET', `/api/product/${product.id}`);
    const fresh = await t.call('GET', `/api/product/${product.id}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.statusCode).toBe(200);
  });
});
