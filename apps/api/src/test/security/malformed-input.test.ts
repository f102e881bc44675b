import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { call } from './security-call.js';

/** Inputs the fuzzer found answering 5xx or plain JSON, kept as fixed cases. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const isProblem = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['content-type']).startsWith('application/problem+json');

describe('malformed input found by fuzzing', () => {
  it('a NUL character in a query, a body field or a nested body field: 400 naming it (was 500)', async () => {
    const query = await call(t, 'GET', '/api/product/search?keywords=goat%00milk');
    const body = await call(t, 'POST', '/api/contact-as', {
      body: { name: 'Ravi\u0000', mobileNumber: '9876512345', message: 'Hi' },
    });
    const nested = await call(t, 'PUT', '/api/settings', {
      token: t.auth.admin,
      body: { socialLinks: { instagram: 'https://instagram.com/farm\u0000' } },
    });
    expect([query, body, nested].map((r) => [r.statusCode, r.data.errors?.[0]?.field, isProblem(r)])).toEqual(
      [
        [400, 'keywords', true],
        [400, 'name', true],
        [400, 'socialLinks.instagram', true],
      ],
    );
  });

  it('a path parameter longer than the router allows: 414 problem+json (was Fastify’s plain JSON)', async () => {
    const res = await call(t, 'GET', `/api/category/${'a'.repeat(150)}`);
    expect([res.statusCode, isProblem(res), res.data.code]).toEqual([414, true, 'URI_TOO_LONG']);
  });

  it('a malformed percent-encoding in the path: 400 problem+json', async () => {
    const res = await call(t, 'GET', '/api/category/%E0%A4%A');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(isProblem(res)).toBe(true);
  });

  it('anonymous input on a staff route is judged after the token: 401 for a body that would be 400', async () => {
    const res = await call(t, 'POST', '/api/category', { body: { name: '' } });
    expect(res.statusCode).toBe(401);
  });
});
