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

describe('a coupon in Tamil', () => {
  it('is saved, read back, cleared field by field and found missing', async () => {
    await checkTranslations(t, {
      path: '/api/coupons',
      readPath: (id) => `/api/coupons/${id}`,
      readAs: 'staff',
      listPath: '/api/coupons?page=1&size=50&',
      body: (n) => ({ code: `FIRST${n}`, description: '₹50 off your first order', discountAmount: 5000 }),
      tamil: { description: 'முதல் ஆர்டருக்கு ₹50 குறைவு' },
      maxLength: 400,
    });
  });
});
