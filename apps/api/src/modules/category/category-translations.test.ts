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

describe('a category in Tamil', () => {
  it('is saved, read by everyone, cleared field by field and found missing', async () => {
    await checkTranslations(t, {
      path: '/api/category',
      readPath: (id) => `/api/category/${id}`,
      listPath: '/api/category/all?page=1&size=50&',
      body: (n) => ({ name: `Ghee ${n}`, description: 'Cow ghee, slow cooked' }),
      tamil: { name: 'நெய்', description: 'மெதுவா காய்ச்சின பசு நெய்' },
      maxLength: 2000,
    });
  });
});
