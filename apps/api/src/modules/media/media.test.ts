import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MEDIA_IMAGE_QUALITIES, MEDIA_IMAGE_WIDTHS } from '@farm/contract/plain/images';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondApiOn } from '../../test/abuse/abuse-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MEDIA_ENCODE_LIMITS } from './media-encodes.js';
import { box, mp4, multipart, png } from './media-test-fixtures.js';

const MB = 1024 * 1024;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-media-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, MEDIA_MAX_BYTES: String(MB), VIDEO_MAX_BYTES: String(2 * MB) },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(
  data: Buffer | string,
  filename: string,
  contentType: string,
  as: 'staff' | 'admin' = 'staff',
  on: TestApp = t,
) {
  const { body, headers } = multipart([{ name: 'file', filename, contentType, data }]);
  return on.call('POST', '/api/media', { as, body, headers });
}

const storedFiles = () => readdirSync(path.join(dataDir, 'media')).filter((f) => f !== 'cache');
const nameOf = (url: string) => url.replace('/api/media/', '');

/** A valid 1-bit greyscale PNG of any size: zero rows compress ~1000:1, so it is tiny on disk. */
function hugeBlankPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(typed), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An EBML header with DocType "webm", then a Segment of unknown size. */
function webm() {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
    docType,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.alloc(64, 1),
  ]);
}

describe('media upload', () => {
  it('re-encodes a PNG to WebP under a generated name and serves it back safely', async () => {
    const res = await upload(await png(300, 200), 'Goat Kid.png', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.data.message).toBe('Upload Successfully');
    expect(res.data.response).toMatchObject({
      kind: 'image',
      mimeType: 'image/webp',
      width: 300,
      height: 200,
    });
    expect(res.data.response.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
    expect(res.data.response.originalName).toBe('Goat Kid.png');

    const served = await t.call('GET', res.data.response.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'none'",
    );
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(served.rawPayload.length).toBe(res.data.response.byteSize);
  });

  it('judges by content: a real PNG sent as text/html named .html is still an image', async () => {
    const res = await upload(await png(20, 20), 'page.html', 'text/html');
    expect(res.statusCode).toBe(201);
    expect(res.data.response.url).toMatch(/\.webp$/);
  });

  it('accepts JPEG, WebP, AVIF and GIF', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a227' } });
    for (const data of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      const res = await upload(data, 'x.bin', 'application/octet-stream');
      expect(res.statusCode).toBe(201);
      expect(res.data.response).toMatchObject({ mimeType: 'image/webp', width: 40, height: 30 });
    }
  });

  it('turns pictures upright by EXIF, drops the metadata and downscales to 2400 px', async () => {
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Secret Farmer' } } })
      .toBuffer();
    const res = await upload(sideways, 'phone.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect(res.data.response).toMatchObject({ width: 100, height: 200 });
    const served = await t.call('GET', res.data.response.url);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Farmer'))).toBe(false);

    const wide = await upload(await png(3000, 1000), 'wide.png', 'image/png');
    expect(wide.statusCode).toBe(201);
    expect(wide.data.response).toMatchObject({ width: 2400, height: 800 });
  });

  it('refuses SVG, HTML and a JPEG-looking polyglot with 415, storing nothing', async () => {
    const before = storedFiles().length;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(html)]);
    for (const [data, name, type] of [
      [svg, 'photo.jpg', 'image/jpeg'],
      [html, 'photo.png', 'image/png'],
      [polyglot, 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(data, name, type);
      expect(res.statusCode).toBe(415);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.data.detail).toMatch(/not a supported image/);
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a 20000 × 20000 picture before decoding it', async () => {
    const bomb = hugeBlankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(MB);
    const res = await upload(bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.data.detail).toMatch(/20000 × 20000 pixels/);
    expect(res.data.code).toBe('IMAGE_TOO_LARGE');
  });

  it('answers 413 for a file above the limit', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MB + 10, 1)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.data.detail).toMatch(/larger than the limit of 1 MB/);

    const bigVideo = await upload(mp4(2 * MB + 10), 'big.mp4', 'video/mp4');
    expect(bigVideo.statusCode).toBe(413);
  });

  it('answers 400 naming file when there is no file field', async () => {
    const wrongField = multipart([
      { name: 'image', filename: 'a.png', contentType: 'image/png', data: await png(5, 5) },
    ]);
    const noFile = multipart([{ name: 'title', data: 'hello' }]);
    for (const body of [wrongField, noFile]) {
      const res = await t.call('POST', '/api/media', { as: 'staff', body: body.body, headers: body.headers });
      expect(res.statusCode).toBe(400);
      expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'file' }));
    }
    const json = await t.call('POST', '/api/media', { as: 'staff', body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.data.errors).toContainEqual(expect.objectContaining({ field: 'file' }));
    const empty = await upload(Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('accepts MP4 and WebM videos by their magic bytes, stored as is', async () => {
    const video = mp4();
    const res = await upload(video, 'farm-tour.mov', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    expect(res.data.response).toMatchObject({
      kind: 'video',
      mimeType: 'video/mp4',
      width: null,
      byteSize: video.length,
    });
    expect(res.data.response.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.mp4$/);
    const served = await t.call('GET', res.data.response.url);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, video)).toBe(0);

    const part = await t.call('GET', res.data.response.url, { headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const beyond = await t.call('GET', res.data.response.url, {
      headers: { range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const w = await upload(webm(), 'clip.webm', 'video/webm');
    expect(w.statusCode).toBe(201);
    expect(w.data.response).toMatchObject({ kind: 'video', mimeType: 'video/webm' });
  });

  it('refuses a video header followed by a web page', async () => {
    const polyglot = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    expect((await upload(polyglot, 'v.mp4', 'video/mp4')).statusCode).toBe(415);
  });

  it('keeps the original name as a clean label only', async () => {
    const res = await upload(await png(8, 8), '../../etc/\u202Egnp.exe', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.data.response.originalName).toBe('gnp.exe');
    expect(nameOf(res.data.response.url)).toMatch(/^[a-f0-9]{32}\.webp$/);
  });

  it('answers 401 without a token and 403 with a customer token', async () => {
    const data = await png(8, 8);
    const { body, headers } = multipart([
      { name: 'file', filename: 'a.png', contentType: 'image/png', data },
    ]);
    expect((await t.call('POST', '/api/media', { body, headers })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/media', { as: 'customer', body, headers })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/media/all')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/media/all', { as: 'customer' })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/media/1', { as: 'customer' })).statusCode).toBe(403);
  });

  it('takes multipart bodies on the media routes only', async () => {
    const { body, headers } = multipart([{ name: 'name', data: 'Ghee' }]);
    const res = await t.call('POST', '/api/category', { as: 'staff', body, headers });
    expect(res.statusCode).toBe(415);
  });
});

describe('media serving', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload(await png(400, 300), 'serve.png', 'image/png')).data.response.url;
  });

  it('answers 404 for names that are not generated ones, whatever their encoding', async () => {
    for (const bad of [
      '/api/media/../etc/passwd',
      '/api/media/..%2f..%2fpackage.json',
      '/api/media/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/media/..%5c..%5cpackage.json',
      '/api/media/ABCDEF0123456789ABCDEF0123456789.webp',
      '/api/media/0123456789abcdef0123456789abcdef.html',
      `/api/media/0123456789abcdef0123456789abcdef.webp`,
    ]) {
      const res = await t.call('GET', bad);
      expect(res.statusCode, bad).toBe(404);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.call('GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const again = await t.call('GET', url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await t.call('GET', url, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('resizes to an allowed width, once', async () => {
    const res = await t.call('GET', `${url}?w=64`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });

    // The second request is served from the cached copy, not encoded again.
    const cached = path.join(dataDir, 'media', 'cache', nameOf(url), '64-75.webp');
    expect(existsSync(cached)).toBe(true);
    writeFileSync(cached, 'cached copy');
    const second = await t.call('GET', `${url}?w=64`);
    expect(second.body).toBe('cached copy');

    const etag = second.headers.etag as string;
    expect((await t.call('GET', `${url}?w=64`, { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const q = await t.call('GET', `${url}?w=128&q=75`);
    expect(await sharp(q.rawPayload).metadata()).toMatchObject({ width: 128 });
    // Never wider than the picture itself.
    const huge = await t.call('GET', `${url}?w=3840`);
    expect(await sharp(huge.rawPayload).metadata()).toMatchObject({ width: 400 });
  });

  it('answers 400 naming w or q for other values', async () => {
    for (const query of ['w=123', 'w=abc', 'w=64&q=0', 'w=64&q=101', 'w=64&q=40', 'w=64&q=74.5']) {
      const res = await t.call('GET', `${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      const field = query.includes('q=') ? 'q' : 'w';
      expect(res.data.errors).toContainEqual(expect.objectContaining({ field }));
    }
  });
});

describe('media list and delete', () => {
  it('lists newest first for staff and deletes file and row', async () => {
    const older = (await upload(await png(10, 10), 'older.png', 'image/png')).data.response;
    const newer = (await upload(await png(12, 12), 'newer.png', 'image/png')).data.response;
    const list = await t.call('GET', '/api/media/all?page=1&size=2', { as: 'staff' });
    expect(list.statusCode).toBe(200);
    expect(list.data.response.map((m: { id: number }) => m.id)).toEqual([newer.id, older.id]);
    expect(list.data.page).toMatchObject({ number: 1, size: 2 });
    const videos = await t.call('GET', '/api/media/all?kind=video', { as: 'staff' });
    expect(videos.data.response.every((m: { kind: string }) => m.kind === 'video')).toBe(true);

    expect((await t.call('GET', `${newer.url}?w=32`)).statusCode).toBe(200);
    const deleted = await t.call('DELETE', `/api/media/${newer.id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Delete Media Successfully');
    expect((await t.call('GET', newer.url)).statusCode).toBe(404);
    expect((await t.call('GET', `${newer.url}?w=32`)).statusCode).toBe(404);
    expect(existsSync(path.join(dataDir, 'media', nameOf(newer.url)))).toBe(false);
    expect(existsSync(path.join(dataDir, 'media', 'cache', nameOf(newer.url)))).toBe(false);
    expect((await t.call('DELETE', `/api/media/${newer.id}`, { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('GET', older.url)).statusCode).toBe(200);
  });
});

/** GET from a given client address (the test app trusts only loopback proxies, so this is `request.ip`). */
const getAs = (on: TestApp, remoteAddress: string, url: string) =>
  on.app.inject({ method: 'GET', url, remoteAddress });

const uploadPicture = async (on: TestApp, side = 40) =>
  (await upload(await png(side, side), 'p.png', 'image/png', 'staff', on)).data.response.url as string;

/** At least `count` sizes not made yet, of newly uploaded small pictures. */
async function newVariants(on: TestApp, count: number) {
  const pictures = await Promise.all(
    Array.from({ length: Math.ceil(count / MEDIA_IMAGE_WIDTHS.length) }, () => uploadPicture(on, 24)),
  );
  const variants = pictures.flatMap((url) => MEDIA_IMAGE_WIDTHS.map((w) => `${url}?w=${w}&q=75`));
  return { pictures, variants };
}

/**
 * Security issue 13.7: anonymous callers forcing picture encodes. Only the spec's widths and the
 * web's one quality are encoded, each at most once; new encodes are counted per client address.
 * Each test asks from its own addresses, so that the other tests' encodes (from 127.0.0.1) do not count.
 */
describe('media encodes cannot be forced (security issue 13.7)', () => {
  const getFrom = (remoteAddress: string, url: string) => getAs(t, remoteAddress, url);
  const variantsOf = (url: string) => {
    const dir = path.join(dataDir, 'media', 'cache', nameOf(url));
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const cacheFileCount = () => {
    const cache = path.join(dataDir, 'media', 'cache');
    if (!existsSync(cache)) return 0;
    return readdirSync(cache).reduce((n, dir) => n + readdirSync(path.join(cache, dir)).length, 0);
  };
  const newPicture = (side = 40) => uploadPicture(t, side);

  it('encodes only the quality the web asks for: every other q is a 400 naming q, and no file', async () => {
    const url = await newPicture();
    const before = cacheFileCount();
    const other = Array.from({ length: 100 }, (_, i) => i + 1).filter(
      (q) => !(MEDIA_IMAGE_QUALITIES as readonly number[]).includes(q),
    );
    for (const q of [...other, 0, 101, 1000, -75]) {
      const res = await getFrom('192.0.2.10', `${url}?w=640&q=${q}`);
      expect(res.statusCode, `q=${q}`).toBe(400);
      expect(JSON.parse(res.body).errors).toContainEqual(expect.objectContaining({ field: 'q' }));
    }
    expect(cacheFileCount()).toBe(before);
    for (const q of MEDIA_IMAGE_QUALITIES) {
      expect((await getFrom('192.0.2.10', `${url}?w=640&q=${q}`)).statusCode).toBe(200);
    }
    expect(variantsOf(url)).toEqual(MEDIA_IMAGE_QUALITIES.map((q) => `640-${q}.webp`));
  });

  it('keeps at most widths × qualities variants of a picture, however it is asked', async () => {
    const url = await newPicture();
    const bound = MEDIA_IMAGE_WIDTHS.length * MEDIA_IMAGE_QUALITIES.length;
    // The bound the cache lives within: 16 widths × one quality.
    expect(bound).toBe(16);
    const asks = [
      ...MEDIA_IMAGE_WIDTHS.flatMap((w) => MEDIA_IMAGE_QUALITIES.map((q) => `w=${w}&q=${q}`)),
      ...MEDIA_IMAGE_WIDTHS.map((w) => `w=${w}`),
      ...MEDIA_IMAGE_WIDTHS.map((w) => `w=${w}&q=75&x=${w}`),
      'w=640&q=75.0',
      'w=0640&q=075',
      'w=641',
      'w=639&q=75',
      'w=640&q=50',
    ];
    for (const [i, query] of asks.entries()) {
      // A fresh address for each, so that the count per address plays no part here.
      await getFrom(`192.0.2.${100 + (i % 100)}`, `${url}?${query}`);
    }
    expect(variantsOf(url)).toHaveLength(bound);
  });

  it('counts new encodes per client address: past the limit a 429 with Retry-After, while cached sizes and other addresses are served', async () => {
    const limit = MEDIA_ENCODE_LIMITS.perAddress;
    const { pictures, variants } = await newVariants(t, limit + 4);
    const [first, ...rest] = variants as [string, ...string[]];
    const attacker = '203.0.113.7';

    // Asked at once by many tabs, one new size is one encode (and one of the address's count).
    const together = await Promise.all(Array.from({ length: 6 }, () => getFrom(attacker, first)));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    const statuses: number[] = [];
    for (const url of rest.slice(0, limit + 2)) statuses.push((await getFrom(attacker, url)).statusCode);
    expect(statuses.slice(0, limit - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit - 1)).toEqual([429, 429, 429]);

    const refusedUrl = rest[limit] as string;
    const refused = await getFrom(attacker, refusedUrl);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(refused.body).code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(MEDIA_ENCODE_LIMITS.windowSeconds);
    expect(refused.headers['cache-control'] ?? '').not.toContain('immutable');
    const [refusedName, refusedWidth] = refusedUrl.replace('/api/media/', '').split('?w=') as [
      string,
      string,
    ];
    expect(
      existsSync(path.join(dataDir, 'media', 'cache', refusedName, `${refusedWidth.split('&')[0]}-75.webp`)),
    ).toBe(false);

    // Sizes already made, the originals and revalidations cost nothing and stay unlimited.
    for (let i = 0; i < 3 * limit; i++) {
      const cached = await getFrom(attacker, variants[i % limit] as string);
      expect(cached.statusCode).toBe(200);
    }
    expect((await getFrom(attacker, pictures[0] as string)).statusCode).toBe(200);

    // Another address still gets its new sizes made, the refused one included.
    const neighbour = await getFrom('198.51.100.9', refusedUrl);
    expect(neighbour.statusCode).toBe(200);
    expect(neighbour.headers['content-type']).toBe('image/webp');
    // ... after which it is cached, and the limited address is served it too.
    expect((await getFrom(attacker, refusedUrl)).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('media encodes with Redis, counted across API processes', () => {
  const prefix = `farm-test-${randomBytes(4).toString('hex')}:`;
  const env = () => ({
    DATA_DIR: dataDir,
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    REDIS_KEY_PREFIX: prefix,
  });
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: env() });
    b = await secondApiOn(a, env());
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('refuses the address on both processes once their encodes together reach the limit', async () => {
    const limit = MEDIA_ENCODE_LIMITS.perAddress;
    const { variants } = await newVariants(a, limit + 2);
    const statuses: number[] = [];
    for (const [i, url] of variants.slice(0, limit).entries()) {
      statuses.push((await getAs(i % 2 ? b : a, '203.0.113.77', url)).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const api of [a, b]) {
      const res = await getAs(api, '203.0.113.77', variants[limit] as string);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    }
  });
});

describe('media encodes when Redis is unreachable', () => {
  let r: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the API starts anyway and counts in its own memory.
    r = await createTestApp({ env: { DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await r?.close();
  });

  it('still serves new sizes, and still refuses them past the limit', async () => {
    const limit = MEDIA_ENCODE_LIMITS.perAddress;
    const { variants } = await newVariants(r, limit + 1);
    for (const url of variants.slice(0, limit))
      expect((await getAs(r, '203.0.113.88', url)).statusCode).toBe(200);
    expect((await getAs(r, '203.0.113.88', variants[limit] as string)).statusCode).toBe(429);
  });
});
