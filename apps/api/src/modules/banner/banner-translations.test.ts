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

describe('a banner in Tamil', () => {
  it('is saved, read back, cleared field by field and found missing', async () => {
    await checkTranslations(t, {
      path: '/api/banner',
      readPath: (id) => `/api/banner/${id}`,
      listPath: '/api/banner/all?page=1&size=50&',
      body: (n) => ({ title: `Fresh milk ${n}`, type: 'default', mediaUrl: '/media/milk.jpg' }),
      tamil: { title: 'காலையில கறந்த பால், வீட்டுக்கே' },
      maxLength: 240,
    });
  });
});
