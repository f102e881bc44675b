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

describe('an offer in Tamil', () => {
  it('is saved, read back, cleared field by field and found missing', async () => {
    await checkTranslations(t, {
      path: '/api/offer',
      readPath: (id) => `/api/offer/${id}`,
      listPath: '/api/offer/all?page=1&size=50&',
      body: (n) => ({
        title: `Ghee week ${n}`,
        description: '10% off ghee',
        discountPercent: 10,
        startsAt: '2020-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
      }),
      tamil: { title: 'நெய் வாரம்', description: 'நெய்க்கு 10% தள்ளுபடி' },
      maxLength: 2000,
    });
  });
});
