import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkTranslations } from '../../test/translation-checks.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a blog post in Tamil', () => {
  it('is saved, read back, cleared field by field and found missing', async () => {
    const category = await t.call('POST', '/api/blog-category', { as: 'staff', body: { name: 'Farm' } });
    await checkTranslations(t, {
      path: '/api/blogs',
      readPath: (id) => `/api/blogs/${id}`,
      listPath: '/api/blogs/all?page=1&size=50&',
      body: (n) => ({
        title: `Why A2 milk ${n}`,
        blogCategoryId: category.data.response.id,
        content: 'Our cows are Kangayam cows.',
        excerpt: 'About our cows',
      }),
      tamil: {
        title: 'ஏன் நாட்டு மாட்டுப் பால்?',
        content: 'எங்க மாடுங்க எல்லாம் காங்கேயம் மாடுங்க.',
        excerpt: 'எங்க மாடுங்களைப் பத்தி',
      },
      maxLength: 50_000,
    });
  });
});
