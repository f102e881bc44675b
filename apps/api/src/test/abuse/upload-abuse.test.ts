import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_FILE_NAME_PATTERN } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  ACTIVE_MARKERS,
  blankPng,
  bomThenJpeg,
  gifClaiming,
  HTML,
  id3ThenPng,
  jpegClaiming,
  jpegHeadThenHtml,
  jpegThenHtml,
  matroska,
  mp4CarryingHtml,
  mp4HeadThenHtml,
  multipart,
  pngWithScriptChunk,
  SVG,
  solid,
} from './hostile-files.js';

/**
 * Hostile uploads through POST /api/media (staff only: a stolen staff session, or a careless
 * helper). Each one is refused with a problem, or stored re-encoded / inert, under a generated
 * name, and served with nosniff and a sandboxing CSP. Nothing lands outside DATA_DIR/media.
 */
const MB = 1024 * 1024;
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-abuse-media-'));
  t = await createTestApp({
    env: { DATA_DIR: dataDir, MEDIA_MAX_BYTES: String(MB), VIDEO_MAX_BYTES: String(2 * MB) },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(data: Buffer | string, filename: string, contentType: string) {
  const { body, headers } = multipart([{ name: 'file', filename, contentType, data }]);
  return t.call('POST', '/api/media', { as: 'staff', body, headers });
}

const storedFiles = () => {
  const media = path.join(dataDir, 'media');
  return existsSync(media) ? readdirSync(media).filter((f) => f !== 'cache') : [];
};

type Case = {
  name: string;
  file: () => Promise<Buffer | string> | Buffer | string;
  filename: string;
  type: string;
  /** `refused` with this status, `reencoded` to WebP, or stored as an inert `video`. */
  outcome: { refused: number } | 'reencoded' | 'video';
};

const cases: Case[] = [
  {
    name: 'HTML renamed .jpg',
    file: () => HTML,
    filename: 'goat.jpg',
    type: 'image/jpeg',
    outcome: { refused: 415 },
  },
  {
    name: 'SVG renamed .jpg',
    file: () => SVG,
    filename: 'goat.jpg',
    type: 'image/jpeg',
    outcome: { refused: 415 },
  },
  {
    name: 'SVG as SVG',
    file: () => SVG,
    filename: 'logo.svg',
    type: 'image/svg+xml',
    outcome: { refused: 415 },
  },
  {
    name: 'JPEG magic then HTML',
    file: jpegHeadThenHtml,
    filename: 'a.jpg',
    type: 'image/jpeg',
    outcome: { refused: 415 },
  },
  {
    name: 'MP4 header then HTML',
    file: mp4HeadThenHtml,
    filename: 'v.mp4',
    type: 'video/mp4',
    outcome: { refused: 415 },
  },
  {
    name: 'ID3 tag then a PNG',
    file: id3ThenPng,
    filename: 'x.png',
    type: 'image/png',
    outcome: { refused: 415 },
  },
  {
    name: 'byte order mark then a JPEG',
    file: bomThenJpeg,
    filename: 'x.jpg',
    type: 'image/jpeg',
    outcome: { refused: 415 },
  },
  {
    name: 'Matroska (not WebM)',
    file: matroska,
    filename: 'v.webm',
    type: 'video/webm',
    outcome: { refused: 415 },
  },
  {
    name: 'JPEG + HTML polyglot',
    file: jpegThenHtml,
    filename: 'poly.jpg',
    type: 'image/jpeg',
    outcome: 'reencoded',
  },
  {
    name: 'PNG with a script chunk',
    file: pngWithScriptChunk,
    filename: 'x.png',
    type: 'image/png',
    outcome: 'reencoded',
  },
  {
    name: 'PNG declared text/html',
    file: () => solid(20, 20).png().toBuffer(),
    filename: 'x.html',
    type: 'text/html',
    outcome: 'reencoded',
  },
  {
    name: 'well-formed MP4 carrying HTML',
    file: mp4CarryingHtml,
    filename: 'v.html',
    type: 'text/html',
    outcome: 'video',
  },
  {
    name: '20,000 × 20,000 PNG',
    file: () => blankPng(20_000, 20_000),
    filename: 'b.png',
    type: 'image/png',
    outcome: { refused: 413 },
  },
  {
    name: '20,000 × 20,000 JPEG',
    file: () => jpegClaiming(20_000, 20_000),
    filename: 'b.jpg',
    type: 'image/jpeg',
    outcome: { refused: 413 },
  },
  {
    name: '20,000 × 20,000 GIF',
    file: () => gifClaiming(20_000, 20_000),
    filename: 'b.gif',
    type: 'image/gif',
    outcome: { refused: 413 },
  },
  {
    name: '65,535 × 1 PNG',
    file: () => blankPng(65_535, 1),
    filename: 'line.png',
    type: 'image/png',
    outcome: { refused: 413 },
  },
  {
    name: 'picture over the 1 MB limit',
    file: async () => Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(MB + 1, 1)]),
    filename: 'big.png',
    type: 'image/png',
    outcome: { refused: 413 },
  },
  {
    name: 'video over the 2 MB limit',
    file: () => Buffer.concat([mp4CarryingHtml(), Buffer.alloc(2 * MB + 1)]),
    filename: 'big.mp4',
    type: 'video/mp4',
    outcome: { refused: 413 },
  },
  {
    name: 'empty file',
    file: () => Buffer.alloc(0),
    filename: 'e.png',
    type: 'image/png',
    outcome: { refused: 400 },
  },
];

describe(`${cases.length} hostile uploads: each refused or made inert, 0 served as active content`, () => {
  it.each(cases)('$name', async ({ file, filename, type, outcome }) => {
    const before = storedFiles().length;
    const res = await upload(await file(), filename, type);
    if (typeof outcome === 'object') {
      expect(res.statusCode, res.body).toBe(outcome.refused);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(storedFiles()).toHaveLength(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    const { url, mimeType } = res.data.response;
    expect(mimeType).toBe(outcome === 'video' ? 'video/mp4' : 'image/webp');
    expect(url.replace('/api/media/', '')).toMatch(MEDIA_FILE_NAME_PATTERN);
    const served = await t.call('GET', url);
    expect(served.headers['content-type']).toBe(mimeType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'; sandbox\b/);
    const text = served.rawPayload.toString('latin1').toLowerCase();
    if (outcome === 'reencoded') {
      for (const marker of ACTIVE_MARKERS) expect(text).not.toContain(marker);
    }
  });
});

describe('file names and declared types are labels, never paths or verdicts', () => {
  const names = [
    '../../../../etc/passwd.jpg',
    '..\\..\\..\\windows\\win.ini.png',
    '/absolute/path/goat.png',
    'goat\u202Egnp.exe',
    '..',
    'x'.repeat(500),
  ];
  it(`${names.length} traversal and spoofing names → stored under generated names inside media/`, async () => {
    for (const name of names) {
      const res = await upload(await solid(8, 8).png().toBuffer(), name, 'image/png');
      expect(res.statusCode, name).toBe(201);
      const { url, originalName } = res.data.response;
      expect(url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
      expect(originalName ?? '').not.toMatch(/[\\/]|\u202e/i);
      expect((originalName ?? '').length).toBeLessThanOrEqual(200);
    }
    // Only `media/` was written under DATA_DIR, and in it only generated names.
    expect(readdirSync(dataDir)).toEqual(['media']);
    for (const f of storedFiles()) expect(f).toMatch(MEDIA_FILE_NAME_PATTERN);
  });

  it('a PNG declared as video/mp4 is a picture; an MP4 declared image/png is a video: the bytes decide', async () => {
    const png = await upload(await solid(8, 8).png().toBuffer(), 'clip.mp4', 'video/mp4');
    expect(png.data.response.mimeType).toBe('image/webp');
    const mp4 = await upload(mp4CarryingHtml(), 'photo.png', 'image/png');
    expect(mp4.data.response.mimeType).toBe('video/mp4');
  });

  it('request bodies of the wrong type (JSON, text/html, multipart without boundary) → 4xx problem, never 5xx', async () => {
    const attempts = [
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ file: HTML }) },
      { headers: { 'content-type': 'text/html' }, body: HTML },
      { headers: { 'content-type': 'multipart/form-data' }, body: HTML },
      { headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: 'not multipart at all' },
    ];
    for (const { headers, body } of attempts) {
      const res = await t.call('POST', '/api/media', { as: 'staff', headers, body });
      expect(res.statusCode, headers['content-type']).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, headers['content-type']).toBeLessThan(500);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('names that are not generated ones are refused (404, or 400 for a NUL byte) whatever their encoding, and nothing else is served', async () => {
    for (const bad of [
      '/api/media/..%2f..%2fpackage.json',
      '/api/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/media/....//....//etc/passwd',
      '/api/media/0123456789abcdef0123456789abcdef.svg',
      '/api/media/0123456789abcdef0123456789abcdef.webp%00.html',
      '/api/media/cache',
    ]) {
      const res = await t.call('GET', bad);
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.headers['content-type'], bad).toMatch(/^application\/problem\+json/);
    }
  });
});
