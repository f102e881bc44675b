import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { REVIEW_RATE_LIMIT } from '../../modules/review/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { documentedRoutes, loadOpenApi } from './openapi-document.js';
import { call, nextIp } from './security-call.js';
import { withMediaDir } from './security-media-dir.js';
import { createWorld, type World } from './security-world.js';

const MAX_PAGE_SIZE = 100;
const BODY_LIMIT = 1024 * 1024;

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ env: withMediaDir('limits') });
  w = await createWorld(t);
});
afterAll(async () => {
  await t?.close();
});

describe('page size is capped', () => {
  it(`declares a maximum of at most ${MAX_PAGE_SIZE} for every paged route`, async () => {
    const paged = documentedRoutes(await loadOpenApi(t)).filter((r) =>
      r.operation.parameters?.some((p) => p.name === 'size' && p.in === 'query'),
    );
    const maxima = Object.fromEntries(
      paged.map((r) => [r.key, r.operation.parameters?.find((p) => p.name === 'size')?.schema.maximum]),
    );
    console.log(
      `page size: ${paged.length} paged routes, largest maximum ${Math.max(...(Object.values(maxima) as number[]))}`,
    );
    expect(
      Object.entries(maxima).filter(([, max]) => typeof max !== 'number' || max > MAX_PAGE_SIZE),
    ).toEqual([]);
  });

  it('with 130 messages, size=100 answers 100 and size=101 or 10000 answers 400 naming size', async () => {
    await t.db.insert(contactMessages).values(
      Array.from({ length: 130 }, (_, i) => ({
        name: `Sender ${i}`,
        mobileNumber: '+919876500000',
        message: 'Hello',
      })),
    );
    const asStaff = { token: t.auth.staff };
    const full = await call(t, 'GET', '/api/contact-as/all?size=100', asStaff);
    expect([full.statusCode, full.data.response.length]).toEqual([200, 100]);
    expect(full.data.page.totalElements).toBeGreaterThanOrEqual(130);
    for (const size of [101, 10_000]) {
      const over = await call(t, 'GET', `/api/contact-as/all?size=${size}`, asStaff);
      expect([over.statusCode, over.data.errors?.[0]?.field]).toEqual([400, 'size']);
    }
  });
});

describe('request bodies are capped', () => {
  const oversized = (bytes: number) =>
    JSON.stringify({ name: 'Ravi', mobileNumber: '9876512345', message: 'x'.repeat(bytes) });

  it(`refuses a body over ${BODY_LIMIT} bytes with 413 problem+json`, async () => {
    const res = await call(t, 'POST', '/api/contact-as', {
      body: oversized(BODY_LIMIT + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses a 2 MB body to a staff route without a token with 401, before reading it', async () => {
    const res = await call(t, 'PUT', '/api/product/bulk', {
      body: JSON.stringify([{ id: 1, name: 'x'.repeat(2 * BODY_LIMIT) }]),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the contact form and reviews are throttled', () => {
  it('takes 5 messages a minute from one address: the 6th answers 429 with Retry-After, another address 201', async () => {
    const ip = nextIp();
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-as',
        remoteAddress,
        payload: { name: 'Ravi', mobileNumber: '9876512345', message: 'Hello farm' },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(ip)).statusCode);
    const sixth = await send(ip);
    expect([...statuses, sixth.statusCode]).toEqual([201, 201, 201, 201, 201, 429]);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.headers['content-type']).toContain('application/problem+json');
    expect((await send(nextIp())).statusCode).toBe(201);
  });

  it(`takes ${REVIEW_RATE_LIMIT.max} reviews an hour from one customer, from any address: the next answers 429; another customer 201`, async () => {
    const reviewer = await w.newOwner('reviewer');
    const other = await w.newOwner('other');
    const review = async (token: string) => {
      const body = { productId: await w.fresh.product(), rating: 5, comment: 'Lovely ghee' };
      return call(t, 'POST', '/api/review', { token, body });
    };
    // newOwner already wrote one review each.
    const statuses = [];
    for (let i = 1; i < REVIEW_RATE_LIMIT.max; i++) statuses.push((await review(reviewer.token)).statusCode);
    const over = await review(reviewer.token);
    console.log(`reviews: ${statuses.length + 1} accepted in the hour, then ${over.statusCode}`);
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await review(other.token)).statusCode).toBe(201);
  });
});
