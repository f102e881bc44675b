import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const category = await t.call('POST', '/api/blog-category', { as: 'staff', body: { name: 'Goat Care' } });
  categoryId = category.data.response.id;
  const other = await t.call('POST', '/api/blog-category', { as: 'staff', body: { name: 'Recipes' } });
  otherCategoryId = other.data.response.id;
});
afterAll(async () => {
  await t.close();
});

async function createBlog(body: Record<string, unknown>, as: 'staff' | 'admin' = 'staff') {
  const res = await t.call('POST', '/api/blogs', {
    as,
    body: { blogCategoryId: categoryId, content: 'Some words.', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.data.response as { id: number; slug: string; publishedAt: string | null };
}

const ids = (res: { data: { response: { id: number }[] } }) => res.data.response.map((b) => b.id);

describe('blogs', () => {
  it('creates, reads, lists, updates and deletes a blog', async () => {
    const content = '# Winter care\n\nKeep the <b>shed</b> dry & warm. <script>alert(1)</script>';
    const created = await t.call('POST', '/api/blogs', {
      as: 'staff',
      body: { title: 'Caring for goats in winter', blogCategoryId: categoryId, content },
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Create Blog Successfully');
    const blog = created.data.response;
    expect(blog).toMatchObject({
      title: 'Caring for goats in winter',
      slug: 'caring-for-goats-in-winter',
      blogCategoryId: categoryId,
      blogCategory: { id: categoryId, name: 'Goat Care' },
      content,
      published: true,
      authorId: t.staff.id,
      authorName: 'Test Helper',
      coverImageUrl: null,
    });
    expect(Date.parse(blog.publishedAt)).not.toBeNaN();
    // The excerpt is derived from the content, markdown marks dropped; the content is kept as given.
    expect(blog.excerpt).toBe('Winter care Keep the <b>shed</b> dry & warm. <script>alert(1)</script>');

    const read = await t.call('GET', `/api/blogs/${blog.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.response.content).toBe(content);
    const bySlug = await t.call('GET', `/api/blogs/slug/${blog.slug}`);
    expect(bySlug.data.response.id).toBe(blog.id);

    const list = await t.call('GET', '/api/blogs/all?page=1&size=10');
    expect(list.statusCode).toBe(200);
    expect(list.data.page).toMatchObject({ number: 1, size: 10 });
    const listed = list.data.response.find((b: { id: number }) => b.id === blog.id);
    expect(listed).toMatchObject({ title: blog.title, excerpt: blog.excerpt, authorName: 'Test Helper' });
    expect(listed).not.toHaveProperty('content');

    const updated = await t.call('PUT', `/api/blogs/${blog.id}`, {
      as: 'admin',
      body: {
        title: 'Winter goat care',
        excerpt: 'How we keep the herd warm.',
        blogCategoryId: otherCategoryId,
        coverImageUrl: '/media/winter.webp',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.message).toBe('Update Blog Successfully');
    expect(updated.data.response).toMatchObject({
      title: 'Winter goat care',
      excerpt: 'How we keep the herd warm.',
      blogCategory: { id: otherCategoryId, name: 'Recipes' },
      coverImageUrl: '/media/winter.webp',
      // A published blog keeps its address and its publication date and author.
      slug: 'caring-for-goats-in-winter',
      publishedAt: blog.publishedAt,
      authorId: t.staff.id,
    });
    expect((await t.call('PUT', `/api/blogs/${blog.id}`, { as: 'staff', body: {} })).statusCode).toBe(200);

    const deleted = await t.call('DELETE', `/api/blogs/${blog.id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Delete Blog Successfully');
    expect((await t.call('GET', `/api/blogs/${blog.id}`, { as: 'staff' })).statusCode).toBe(404);
  });

  it('derives a short excerpt from long content and keeps slugs unique', async () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const first = await createBlog({ title: 'Ghee making', content: words });
    const second = await createBlog({ title: 'Ghee Making!', content: words });
    expect(first.slug).toBe('ghee-making');
    expect(second.slug).toBe('ghee-making-2');
    const read = await t.call('GET', `/api/blogs/${first.id}`);
    const excerpt: string = read.data.response.excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.startsWith('word0 word1 word2')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('hides drafts from the public but shows them to staff', async () => {
    const draft = await createBlog({ title: 'Draft about kids', published: false });
    expect(draft.publishedAt).toBeNull();
    expect(draft.slug).toBe('draft-about-kids');

    expect((await t.call('GET', `/api/blogs/${draft.id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/blogs/slug/${draft.slug}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/blogs/${draft.id}`, { as: 'customer' })).statusCode).toBe(404);
    expect(ids(await t.call('GET', '/api/blogs/all?size=100'))).not.toContain(draft.id);
    expect(ids(await t.call('GET', '/api/blogs/all?published=false'))).toEqual([]);

    expect((await t.call('GET', `/api/blogs/${draft.id}`, { as: 'staff' })).statusCode).toBe(200);
    expect(ids(await t.call('GET', '/api/blogs/all?size=100', { as: 'staff' }))).toContain(draft.id);
    expect(ids(await t.call('GET', '/api/blogs/all?published=false', { as: 'admin' }))).toEqual([draft.id]);

    // A draft's address follows its title until it is first published; publishing dates it.
    const retitled = await t.call('PUT', `/api/blogs/${draft.id}`, {
      as: 'staff',
      body: { title: 'Raising kids' },
    });
    expect(retitled.data.response.slug).toBe('raising-kids');
    const published = await t.call('PUT', `/api/blogs/${draft.id}`, {
      as: 'staff',
      body: { published: true },
    });
    expect(published.statusCode).toBe(200);
    expect(Date.parse(published.data.response.publishedAt)).not.toBeNaN();
    expect((await t.call('GET', `/api/blogs/${draft.id}`)).statusCode).toBe(200);

    // Unpublishing hides it again but keeps the first publication date.
    const hidden = await t.call('PUT', `/api/blogs/${draft.id}`, { as: 'staff', body: { published: false } });
    expect(hidden.data.response.publishedAt).toBe(published.data.response.publishedAt);
    expect((await t.call('GET', `/api/blogs/${draft.id}`)).statusCode).toBe(404);
  });

  it('lists newest first and filters by category and title', async () => {
    const older = await createBlog({ title: 'Paneer at home', blogCategoryId: otherCategoryId });
    const newer = await createBlog({ title: 'Paneer tikka', blogCategoryId: otherCategoryId });
    const elsewhere = await createBlog({ title: 'Paneer and goats' });

    const byCategory = ids(await t.call('GET', `/api/blogs/all?size=100&blogCategoryId=${otherCategoryId}`));
    expect(byCategory).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(byCategory).not.toContain(elsewhere.id);
    expect(byCategory.indexOf(newer.id)).toBeLessThan(byCategory.indexOf(older.id));

    const search = ids(await t.call('GET', '/api/blogs/all?q=PANEER%20T'));
    expect(search).toEqual([newer.id]);
    expect(ids(await t.call('GET', '/api/blogs/all?q=100%25'))).toEqual([]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const expectField = async (body: Record<string, unknown>, field: string) => {
      const res = await t.call('POST', '/api/blogs', { as: 'staff', body });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.data.errors).toContainEqual(expect.objectContaining({ field }));
    };
    const valid = { title: 'Soap', blogCategoryId: categoryId, content: 'Lather.' };
    await expectField({ ...valid, title: undefined }, 'title');
    await expectField({ ...valid, blogCategoryId: 424242 }, 'blogCategoryId');
    await expectField({ ...valid, blogCategoryId: 'one' }, 'blogCategoryId');
    await expectField({ ...valid, content: '   ' }, 'content');
    await expectField({ ...valid, content: 'x'.repeat(50_001) }, 'content');
    await expectField({ ...valid, coverImageUrl: 'javascript:alert(1)' }, 'coverImageUrl');
    const unknownKey = await t.call('POST', '/api/blogs', { as: 'staff', body: { ...valid, authorId: 1 } });
    expect(unknownKey.statusCode).toBe(400);

    const blog = await createBlog({ title: 'Milk' });
    const badMove = await t.call('PUT', `/api/blogs/${blog.id}`, {
      as: 'staff',
      body: { blogCategoryId: 424242 },
    });
    expect(badMove.statusCode).toBe(400);
    expect(badMove.data.errors).toContainEqual(expect.objectContaining({ field: 'blogCategoryId' }));
  });

  it('answers 404, 401 and 403', async () => {
    expect((await t.call('GET', '/api/blogs/424242', { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/blogs/424242', { as: 'staff', body: {} })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/blogs/424242', { as: 'staff' })).statusCode).toBe(404);
    const body = { title: 'X', blogCategoryId: categoryId, content: 'Y' };
    expect((await t.call('POST', '/api/blogs', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/blogs', { as: 'customer', body })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/blogs/1', { as: 'customer', body: {} })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/blogs/1', { as: 'customer' })).statusCode).toBe(403);
  });
});
