import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.js';

let t: TestApp;
let dataDir: string;
let mediaUrl: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-headers-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0f4c4c' } })
    .png()
    .toBuffer();
  const boundary = '----farmheaders';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await t.call('POST', '/api/media', {
    as: 'staff',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(uploaded.statusCode).toBe(201);
  mediaUrl = uploaded.data.response.url;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = Awaited<ReturnType<TestApp['call']>>;

function expectFramingAndSniffingDenied(res: Answer) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('security headers on API answers', () => {
  // One answer of each kind the API gives: data, each error path, and the rate limiter.
  const answers: [string, () => Promise<Answer>, number][] = [
    ['a JSON list', () => t.call('GET', '/api/product/all'), 200],
    ['an unknown path (404)', () => t.call('GET', '/api/no-such-thing'), 404],
    ['a missing token (401)', () => t.call('GET', '/api/customer/all'), 401],
    ['a customer on a staff route (403)', () => t.call('GET', '/api/customer/all', { as: 'customer' }), 403],
    ['invalid input (400)', () => t.call('POST', '/api/contact-as', { body: { name: '' } }), 400],
    [
      'a body over the limit (413)',
      () =>
        t.call('POST', '/api/contact-as', {
          body: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
          headers: { 'content-type': 'application/json' },
        }),
      413,
    ],
    ['the OpenAPI JSON', () => t.call('GET', '/api/docs/json'), 200],
  ];

  it.each(answers)('%s: nosniff, no framing, nothing may load or run', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expectFramingAndSniffingDenied(res);
    expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a throttled answer (429) carries them too', async () => {
    const message = { name: 'Flood', mobileNumber: '9876543210', message: 'hello again' };
    let last: Answer | undefined;
    for (let i = 0; i < 8 && last?.statusCode !== 429; i++) {
      last = await t.call('POST', '/api/contact-as', { body: message });
    }
    expect(last?.statusCode).toBe(429);
    if (last) expectFramingAndSniffingDenied(last);
  });

  it('a media file keeps its sandbox and gains the framing rule', async () => {
    const res = await t.call('GET', mediaUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expectFramingAndSniffingDenied(res);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
  });

  it('the docs page may load its own scripts and styles, nothing else, and is never framed', async () => {
    const res = await t.call('GET', '/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectFramingAndSniffingDenied(res);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    // The page has no inline script that this policy would block.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
