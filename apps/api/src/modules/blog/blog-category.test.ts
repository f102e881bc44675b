import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createCategory(name: string) {
  const res = await t.call('POST', '/api/blog-category', { as: 'staff', body: { name } });
  expect(res.statusCode).toBe(201);
  return res.data.response as { id: number };
}

async function createBlog(blogCategoryId: number, published: boolean) {
  const res = await t.call('POST', '/api/blogs', {
    as: 'staff',
    body: { title: `Post ${Math.random()}`, blogCategoryId, content: 'Goats.', published },
  });
  expect(res.statusCode).toBe(201);
  return res.data.response as { id: number };
}

describe('blog categories', () => {
  it('creates, reads, lists, updates and deletes a blog category', async () => {
    const created = await t.call('POST', '/api/blog-category', {
      as: 'staff',
      body: { name: 'Goat Care', description: 'Keeping goats healthy' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Create Blog Category Successfully');
    expect(created.data.response).toMatchObject({
      name: 'Goat Care',
      description: 'Keeping goats healthy',
      blogCount: 0,
    });
    const id = created.data.response.id;

    const read = await t.call('GET', `/api/blog-category/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.response.name).toBe('Goat Care');

    const list = await t.call('GET', '/api/blog-category/all?page=1&size=10');
    expect(list.statusCode).toBe(200);
    expect(list.data.page).toMatchObject({ number: 1, size: 10 });
    expect(list.data.response.map((c: { id: number }) => c.id)).toContain(id);

    const updated = await t.call('PUT', `/api/blog-category/${id}`, {
      as: 'admin',
      body: { name: 'Goat Health', description: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.message).toBe('Update Blog Category Successfully');
    expect(updated.data.response).toMatchObject({ name: 'Goat Health', description: null });

    // Renaming to its own name in another case is not a conflict with itself.
    const recased = await t.call('PUT', `/api/blog-category/${id}`, {
      as: 'staff',
      body: { name: 'goat health' },
    });
    expect(recased.statusCode).toBe(200);
    expect((await t.call('PUT', `/api/blog-category/${id}`, { as: 'staff', body: {} })).statusCode).toBe(200);

    const deleted = await t.call('DELETE', `/api/blog-category/${id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Delete Blog Category Successfully');
    expect((await t.call('GET', `/api/blog-category/${id}`)).statusCode).toBe(404);
  });

  it('counts published blogs only', async () => {
    const category = await createCategory('Dairy');
    await createBlog(category.id, true);
    await createBlog(category.id, true);
    await createBlog(category.id, false);
    const read = await t.call('GET', `/api/blog-category/${category.id}`);
    expect(read.data.response.blogCount).toBe(2);
    const list = await t.call('GET', '/api/blog-category/all?q=dair');
    expect(list.data.response).toEqual([expect.objectContaining({ id: category.id, blogCount: 2 })]);
  });

  it('answers 409 for a duplicate name, on create and on rename', async () => {
    await createCategory('Recipes');
    const dup = await t.call('POST', '/api/blog-category', { as: 'staff', body: { name: 'RECIPES' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));

    const other = await createCategory('Farm News');
    const rename = await t.call('PUT', `/api/blog-category/${other.id}`, {
      as: 'staff',
      body: { name: 'recipes' },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
  });

  it('refuses to delete a category that still has blogs, drafts included', async () => {
    const category = await createCategory('Seasonal');
    const draft = await createBlog(category.id, false);
    const res = await t.call('DELETE', `/api/blog-category/${category.id}`, { as: 'staff' });
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('BLOG_CATEGORY_IN_USE');
    expect(res.data.detail).toMatch(/still has 1 blog/);
    expect((await t.call('GET', `/api/blog-category/${category.id}`)).statusCode).toBe(200);

    expect((await t.call('DELETE', `/api/blogs/${draft.id}`, { as: 'staff' })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/blog-category/${category.id}`, { as: 'staff' })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 naming the field for bad input', async () => {
    const empty = await t.call('POST', '/api/blog-category', { as: 'staff', body: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
    const missing = await t.call('POST', '/api/blog-category', { as: 'staff', body: {} });
    expect(missing.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
    const unknownKey = await t.call('POST', '/api/blog-category', {
      as: 'staff',
      body: { name: 'Tips', colour: 'green' },
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('answers 404, 401 and 403', async () => {
    expect((await t.call('GET', '/api/blog-category/424242')).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/blog-category/424242', { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/blog-category', { body: { name: 'X' } })).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/blog-category', { as: 'customer', body: { name: 'X' } })).statusCode,
    ).toBe(403);
    expect((await t.call('PUT', '/api/blog-category/1', { as: 'customer', body: {} })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/blog-category/1', { as: 'customer' })).statusCode).toBe(403);
  });
});
