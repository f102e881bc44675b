// server.ts's reads at several API addresses, against a stand-in API and a port that refuses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createAddressBook } from './api-addresses.mjs';
import { createApiFetch } from './api-fetch';

const asked: string[] = [];
const api = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  res.statusCode = req.url === '/api/missing' ? 404 : 200;
  res.end(`answer to ${req.url}`);
});
afterAll(() => api.close());

async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe("server components' reads at several addresses", () => {
  it('a read at an address that refuses is asked at the other, and that address is skipped after', async () => {
    const up = { host: '127.0.0.1', port: await listening(api) };
    const refusing = http.createServer();
    const down = { host: '127.0.0.1', port: await listening(refusing) };
    await new Promise((resolve) => refusing.close(resolve));
    const book = createAddressBook([down, up], { downMs: 60_000 });
    const apiFetch = createApiFetch(book);

    for (const path of ['/product', '/category', '/missing', '/blog']) {
      const res = await apiFetch(path, { cache: 'no-store' });
      expect(await res.text()).toBe(`answer to /api${path}`);
    }
    expect(asked).toEqual(['/api/product', '/api/category', '/api/missing', '/api/blog']);
    expect(book.isUp(down)).toBe(false);
    expect(book.isUp(up)).toBe(true);
  });
});
