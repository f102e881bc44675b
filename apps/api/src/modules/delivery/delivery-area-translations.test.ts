import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkTranslations } from '../../test/translation-checks.js';
import { ownArea } from './delivery-test-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a delivery area in Tamil', () => {
  it('is saved, read back, cleared field by field and found missing', async () => {
    await checkTranslations(t, {
      path: '/api/delivery-areas',
      // Customers read an area's name where it serves their PIN code.
      readPath: () => '/api/delivery/check?pincode=641001&productIds=',
      rowOf: (check) => check.area,
      listPath: '/api/delivery-areas?',
      body: (n) => ownArea({ name: `Pollachi ${n}`, pincodes: [`64${n}001`] }),
      updateBody: () => ownArea({ name: 'Pollachi 1', pincodes: ['641001'] }),
      tamil: { name: 'பொள்ளாச்சி' },
      maxLength: 160,
    });
  });
});
