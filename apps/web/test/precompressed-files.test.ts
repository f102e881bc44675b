// The build's brotli files (precompressed-files.mjs): written beside Next's static files, sent to
// the browsers that accept brotli, and nothing else is ever opened or answered by them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFiles, precompressStaticFiles } from '../precompressed-files.mjs';
import { listen } from './listen';

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const style = `.card { padding: 1rem; }\n`.repeat(200);

let dir: string;
let port: number;
let server: http.Server;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'chunks', 'page.js'), script);
  fs.writeFileSync(path.join(dir, 'chunks', 'page.css'), style);
  fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x');
  fs.writeFileSync(path.join(dir, 'media', 'face.woff2'), 'not text');
  // A file beside the static folder, which no request may reach.
  fs.writeFileSync(path.join(dir, '..', `${path.basename(dir)}-secret.js.br`), 'secret');
  await precompressStaticFiles(dir);
  const files = precompressedFiles(dir);
  server = http.createServer((req, res) => {
    if (!files.answer(req, res)) res.end('handed on');
  });
  port = await listen(server);
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.join(dir, '..', `${path.basename(dir)}-secret.js.br`), { force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(urlPath: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('precompressed static files', () => {
  it('writes a brotli file beside each script and style sheet, not beside fonts or where it would not be smaller', () => {
    expect(fs.existsSync(path.join(dir, 'chunks', 'page.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'chunks', 'page.css.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'media', 'face.woff2.br'))).toBe(false);
  });

  it('sends a browser that accepts brotli the file itself, smaller, immutable, with its type', async () => {
    const res = await get('/_next/static/chunks/page.js?dpl=1', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);

    const css = await get('/_next/static/chunks/page.css', 'br');
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(zlib.brotliDecompressSync(css.body).toString()).toBe(style);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await get('/_next/static/chunks/page.js', 'br', 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it('hands on a client without brotli, one that refuses it, and every other path', async () => {
    for (const [urlPath, accepts] of [
      ['/_next/static/chunks/page.js', 'gzip, deflate'],
      ['/_next/static/chunks/page.js', 'br;q=0, gzip'],
      ['/_next/static/chunks/page.js', undefined],
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/media/face.woff2', 'br'],
      ['/_next/static/chunks/page.js.br', 'br'],
      ['/_next/static/chunks/../chunks/page.js', 'br'],
      [`/_next/static/../${path.basename(dir)}-secret.js`, 'br'],
      ['/chunks/page.js', 'br'],
    ] as const) {
      const res = await get(urlPath, accepts);
      expect(res.body.toString(), `${urlPath} (${accepts})`).toBe('handed on');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('serves nothing when the build wrote no brotli files (the development server)', () => {
    expect(precompressedFiles(path.join(dir, 'no-such-folder')).size).toBe(0);
    expect(precompressedFiles(dir).size).toBe(2);
  });
});
