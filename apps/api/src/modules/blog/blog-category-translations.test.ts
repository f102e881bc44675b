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

describe('a blog category in Tamil', () => {
  it('is saved, read back, cleared field by field and found missing', async () => {
    await checkTranslations(t, {
      path: '/api/blog-category',
      readPath: (id) => `/api/blog-category/${id}`,
      listPath: '/api/blog-category/all?page=1&size=50&',
      body: (n) => ({ name: `Recipes ${n}`, description: 'What we cook with our milk' }),
      tamil: { name: 'சமையல் குறிப்புகள்', description: 'எங்க பால்ல என்ன சமைக்கலாம்' },
      maxLength: 2000,
    });
  });
});
