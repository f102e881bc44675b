import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The error handler's own refusals carry the codes their sentences are worded from (decision 0049).
describe('a refused request is worded from codes', () => {
  it('names the refused fields as a value, not only in English', async () => {
    const res = await t.call('POST', '/api/category', { as: 'admin', body: { name: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: expect.stringMatching(/^Invalid /),
      detailCode: 'INVALID_FIELDS',
      params: { fields: expect.stringContaining('name') },
    });
  });

  it('says a body that is not JSON by its code', async () => {
    const res = await t.call('POST', '/api/category', {
      as: 'admin',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({
      detail: 'The request body is not valid JSON',
      detailCode: 'BODY_NOT_VALID_JSON',
    });
  });

  it('answers a schema’s own sentence as its code, which a Tamil page words (issue 33)', async () => {
    const res = await t.call('POST', '/api/contact-as', {
      body: { name: 'Meena', mobileNumber: '12345', message: 'Do you deliver to Salem?' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      {
        field: 'mobileNumber',
        code: 'TEN_DIGIT_MOBILE',
        message: 'must be a 10-digit Indian mobile number',
      },
    ]);
  });
});
