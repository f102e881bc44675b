import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedS3Standin, startS3Standin } from '../../standins/s3/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mp4, multipart, png } from './media-test-fixtures.js';

/**
 * Issue 35.1: media in an S3-compatible bucket, through the S3 stand-in over real HTTP. The same
 * URLs, headers and resizing as on disk (media.test.ts); the bucket holds originals and copies.
 */
const BUCKET = 'farm-media';
const KEYS = { S3_ACCESS_KEY_ID: 'farm-test-key', S3_SECRET_ACCESS_KEY: 'farm-test-secret-0123456789' };
let s3: StartedS3Standin;
let t: TestApp;
let dataDir: string;

const s3Env = (endpoint: string, keys = KEYS) => ({
  DATA_DIR: dataDir,
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'ap-south-1',
  S3_FORCE_PATH_STYLE: 'true',
  ...keys,
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-media-s3-'));
  s3 = await startS3Standin({ buckets: [BUCKET], accessKeyId: KEYS.S3_ACCESS_KEY_ID });
  t = await createTestApp({ env: s3Env(s3.endpoint) });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(data: Buffer, filename: string, on: TestApp = t) {
  const { body, headers } = multipart([{ name: 'file', filename, contentType: 'image/png', data }]);
  return on.call('POST', '/api/media', { as: 'staff', body, headers });
}
const nameOf = (url: string) => url.replace('/api/media/', '');
const mediaCount = async () =>
  (await t.call('GET', '/api/media/all?size=100', { as: 'staff' })).data.page.totalElements as number;

describe('media in an S3 bucket', () => {
  it('stores the upload in the bucket, not on the disk, and serves it with the same headers', async () => {
    const res = await upload(await png(300, 200), 'kid.png');
    expect(res.statusCode).toBe(201);
    const name = nameOf(res.data.response.url);
    expect(s3.keys(BUCKET)).toContain(name);
    expect(existsSync(path.join(dataDir, 'media', name))).toBe(false);
    const stored = s3.object(BUCKET, name);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.body.length).toBe(res.data.response.byteSize);
    expect(t.app.storage.description).toBe(`S3 bucket ${BUCKET} at ${s3.endpoint}`);

    const served = await t.call('GET', res.data.response.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-length']).toBe(String(stored?.body.length));
    expect(Buffer.compare(served.rawPayload, stored?.body ?? Buffer.alloc(0))).toBe(0);
    const again = await t.call('GET', res.data.response.url, {
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the resized copies in the bucket, made once', async () => {
    const url = (await upload(await png(400, 300), 'wide.png')).data.response.url as string;
    const res = await t.call('GET', `${url}?w=64`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    const key = `cache/${nameOf(url)}/64-75.webp`;
    expect(s3.keys(BUCKET, `cache/${nameOf(url)}/`)).toEqual([key]);
    expect(s3.object(BUCKET, key)?.contentType).toBe('image/webp');

    const puts = s3.requests().PUT;
    const second = await t.call('GET', `${url}?w=64`);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, res.rawPayload)).toBe(0);
    expect(s3.requests().PUT).toBe(puts);
  });

  it('serves a byte range of a video from the bucket', async () => {
    const video = mp4();
    const { body, headers } = multipart([
      { name: 'file', filename: 'tour.mp4', contentType: 'video/mp4', data: video },
    ]);
    const url = (await t.call('POST', '/api/media', { as: 'staff', body, headers })).data.response
      .url as string;
    const part = await t.call('GET', url, { headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
  });

  it('deletes the picture and its copies from the bucket', async () => {
    const media = (await upload(await png(50, 50), 'gone.png')).data.response;
    const name = nameOf(media.url);
    expect((await t.call('GET', `${media.url}?w=32`)).statusCode).toBe(200);
    expect((await t.call('GET', `${media.url}?w=16`)).statusCode).toBe(200);
    expect(s3.keys(BUCKET, `cache/${name}/`)).toHaveLength(2);

    expect((await t.call('DELETE', `/api/media/${media.id}`, { as: 'staff' })).statusCode).toBe(200);
    expect(s3.keys(BUCKET).filter((k) => k.includes(name))).toEqual([]);
    expect((await t.call('GET', media.url)).statusCode).toBe(404);
  });

  it('reports itself reachable', async () => {
    expect(await t.app.storage.checkHealth()).toEqual({ ok: true });
  });
});

describe('when the bucket is down', () => {
  it('answers 503 STORAGE_UNAVAILABLE (never a 500 or a stack), writes no half record, and recovers', async () => {
    const kept = (await upload(await png(40, 40), 'kept.png')).data.response;
    const before = await mediaCount();
    expect(before).toBeGreaterThan(0);
    s3.down();
    try {
      const problems = {
        picture: await t.call('GET', kept.url),
        resized: await t.call('GET', `${kept.url}?w=32`),
        upload: await upload(await png(30, 30), 'while-down.png'),
        delete: await t.call('DELETE', `/api/media/${kept.id}`, { as: 'staff' }),
      };
      for (const [what, res] of Object.entries(problems)) {
        expect(res.statusCode, what).toBe(503);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.data).toMatchObject({
          code: 'STORAGE_UNAVAILABLE',
          detailCode: 'STORAGE_UNAVAILABLE_TRY_AGAIN',
        });
        expect(res.body).not.toMatch(/at .*\.(js|ts):\d+|ServiceUnavailable|standin/);
      }
      // The refused upload left no row, the refused delete kept its row.
      expect(await mediaCount()).toBe(before);
      expect(await t.app.storage.checkHealth()).toMatchObject({ ok: false });
    } finally {
      s3.up();
    }
    expect(await t.app.storage.checkHealth()).toEqual({ ok: true });
    expect((await t.call('GET', kept.url)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/media/${kept.id}`, { as: 'staff' })).statusCode).toBe(200);
  });

  it('answers 503 when nothing listens at the endpoint, and when the keys are refused', async () => {
    const gone = await startS3Standin({ buckets: [BUCKET], accessKeyId: KEYS.S3_ACCESS_KEY_ID });
    await gone.close();
    const unreachable = await createTestApp({ env: s3Env(gone.endpoint) });
    const wrongKey = await createTestApp({
      env: s3Env(s3.endpoint, { ...KEYS, S3_ACCESS_KEY_ID: 'someone-else' }),
    });
    try {
      for (const app of [unreachable, wrongKey]) {
        const res = await upload(await png(10, 10), 'x.png', app);
        expect(res.statusCode).toBe(503);
        expect(res.data.code).toBe('STORAGE_UNAVAILABLE');
        const health = await app.app.storage.checkHealth();
        expect(health.ok).toBe(false);
        expect(JSON.stringify(health)).not.toContain(KEYS.S3_SECRET_ACCESS_KEY);
      }
      expect((await wrongKey.app.storage.checkHealth()) as { reason: string }).toMatchObject({
        reason: expect.stringContaining('403'),
      });
    } finally {
      await unreachable.close();
      await wrongKey.close();
    }
  });
});
