// Several API addresses behind the web server's /api (API_ADDRESSES, issue 35.3), against stand-in
// APIs: one up, one down (its port refuses) or one that takes a request and drops the connection
// without answering (a process killed mid-request). What may be sent again: decision 0056.
import { spawn } from 'node:child_process';
import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebServer, webSettings } from '../api-proxy.mjs';
import { REPEAT_BODY_LIMIT } from '../api-send.mjs';
import { listen } from './listen';

vi.setConfig({ testTimeout: 30_000 });

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

type Seen = { method: string; path: string; key: string | undefined; body: string };

/**
 * A stand-in API that answers 200 with its name, or (`drops`) reads a request and drops its
 * connection; `dropsAtHeaders`: drops it as soon as the request's headers have come.
 */
async function standInApi(name: string, { drops = false, dropsAtHeaders = false } = {}) {
  const seen: Seen[] = [];
  const server = http.createServer(async (req, res) => {
    if (dropsAtHeaders) {
      seen.push({ method: req.method ?? '', path: req.url ?? '', key: keyOf(req), body: '' });
      return void req.socket.destroy();
    }
    const body = await textOf(req);
    seen.push({ method: req.method ?? '', path: req.url ?? '', key: keyOf(req), body });
    if (drops) return void req.socket.destroy();
    res.setHeader('content-type', 'text/plain');
    res.end(`${name} ${req.method} ${req.url} ${body.length}`);
  });
  const port = await listen(server);
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { address: `127.0.0.1:${port}`, seen };
}

const keyOf = (req: IncomingMessage) => req.headers['idempotency-key'] as string | undefined;

async function textOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/** An address that took connections a moment ago and now refuses them: an API that is down. */
async function downAddress(): Promise<string> {
  const server = http.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return `127.0.0.1:${port}`;
}

/**
 * An address whose connections neither open nor fail, as a machine that is off: a process that
 * listens and is stopped (SIGSTOP) before it accepts anything, its queue of waiting connections full.
 */
async function silentAddress(): Promise<string> {
  const listener =
    "require('net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, function () { console.log(this.address().port) })";
  const child = spawn(process.execPath, ['-e', listener], { stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(() => child.kill('SIGKILL'));
  const port = await new Promise<number>((resolve) =>
    child.stdout.once('data', (d) => resolve(Number(String(d)))),
  );
  child.kill('SIGSTOP');
  // The kernel completes a few connections (backlog + 1) on its own; once one waits, the next ones do.
  const fillers: net.Socket[] = [];
  cleanups.push(() => {
    for (const socket of fillers) socket.destroy();
  });
  for (let opened = true; opened && fillers.length < 10; ) {
    const socket = net.connect(port, '127.0.0.1').on('error', () => undefined);
    fillers.push(socket);
    opened = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      setTimeout(() => resolve(false), 1_000);
    });
  }
  return `127.0.0.1:${port}`;
}

/** The web server in front of `addresses` (API_ADDRESSES, in this order: the first is asked first). */
async function webServer(addresses: string[], env: Record<string, string> = {}) {
  const settings = webSettings({ API_ADDRESSES: addresses.join(','), ...env });
  const server = createWebServer(settings, (_req, res) => res.end('a page'), { log: () => undefined });
  const port = await listen(server);
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return port;
}

type Answer = { status: number; text: string };

function send(
  port: number,
  {
    method = 'GET',
    path = '/api/product',
    headers = {},
    body,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The problem the web server answers when no API took the request. */
const BAD_GATEWAY = { status: 502, text: expect.stringContaining('api-unavailable') };

describe('several API addresses (API_ADDRESSES)', () => {
  it('takes the addresses in turn', async () => {
    const [a, b] = [await standInApi('a'), await standInApi('b')];
    const port = await webServer([a.address, b.address]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(port)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect([a.seen.length, b.seen.length]).toEqual([3, 3]);
  });

  it('one API down: every GET is answered, and the down one is skipped after it refused', async () => {
    const up = await standInApi('up');
    const port = await webServer([await downAddress(), up.address], { API_DOWN_SECONDS: '60' });
    for (let i = 0; i < 8; i += 1) {
      expect(await send(port, { path: `/api/product?page=${i}` })).toEqual({
        status: 200,
        text: `up GET /api/product?page=${i} 0`,
      });
    }
    expect(up.seen).toHaveLength(8);
  });

  it('an API that drops a GET without answering: the GET is answered by the other, once', async () => {
    const [dropping, up] = [await standInApi('dropping', { drops: true }), await standInApi('up')];
    const port = await webServer([dropping.address, up.address], { API_DOWN_SECONDS: '60' });
    const answers: Answer[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await send(port));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // The first went to the dropping one and again to the other; the rest skipped it.
    expect(dropping.seen).toHaveLength(1);
    expect(up.seen).toHaveLength(5);
  });

  it('an API machine that is off (connections never open): a GET goes to the other after the connect timeout', async () => {
    const up = await standInApi('up');
    const port = await webServer([await silentAddress(), up.address], { API_DOWN_SECONDS: '60' });
    // Not the idle timeout's 504 after 60 s (the test's own limit is 30 s).
    expect(await send(port)).toMatchObject({ status: 200, text: 'up GET /api/product 0' });
    expect(await send(port)).toMatchObject({ status: 200 });
    expect(up.seen).toHaveLength(2);
  });

  it('a POST without an Idempotency-Key to a down API: 502, never sent to the other', async () => {
    const up = await standInApi('up');
    const port = await webServer([await downAddress(), up.address]);
    const body = JSON.stringify({ name: 'Asha', message: 'hello' });
    const headers = { 'content-type': 'application/json' };
    expect(await send(port, { method: 'POST', path: '/api/contact-as', headers, body })).toEqual(BAD_GATEWAY);
    expect(up.seen).toEqual([]);
  });

  it('a POST without a key that an API took and dropped: 502, not sent twice', async () => {
    const [dropping, up] = [await standInApi('dropping', { drops: true }), await standInApi('up')];
    const port = await webServer([dropping.address, up.address]);
    const body = JSON.stringify({ productDetails: [{ productId: 1, quantity: 2 }] });
    expect(await send(port, { method: 'POST', path: '/api/orders/products', body })).toEqual(BAD_GATEWAY);
    expect(dropping.seen.map((s) => s.method)).toEqual(['POST']);
    expect(up.seen).toEqual([]);
  });

  it('a POST with an Idempotency-Key is sent again to the other, body and key whole', async () => {
    const [dropping, up] = [await standInApi('dropping', { drops: true }), await standInApi('up')];
    const port = await webServer([dropping.address, up.address]);
    const body = JSON.stringify({
      productDetails: [{ productId: 1, quantity: 2 }],
      note: 'x'.repeat(20_000),
    });
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'checkout-7' };
    const answer = await send(port, { method: 'POST', path: '/api/orders/products', headers, body });
    expect(answer).toEqual({ status: 200, text: `up POST /api/orders/products ${body.length}` });
    expect(dropping.seen).toEqual([
      { method: 'POST', path: '/api/orders/products', key: 'checkout-7', body },
    ]);
    expect(up.seen).toEqual([{ method: 'POST', path: '/api/orders/products', key: 'checkout-7', body }]);
  });

  it('a down API first: a POST with a key goes to the next, once', async () => {
    const up = await standInApi('up');
    const keyed = await webServer([await downAddress(), up.address]);
    const headers = { 'idempotency-key': 'top-up-1' };
    expect(
      await send(keyed, { method: 'POST', path: '/api/wallet/top-up', headers, body: '{}' }),
    ).toMatchObject({
      status: 200,
    });
    expect(up.seen.map((s) => s.key)).toEqual(['top-up-1']);
  });

  it('a POST with a key still arriving when the first API drops it: the other gets all of it', async () => {
    const [dropping, up] = [await standInApi('dropping', { dropsAtHeaders: true }), await standInApi('up')];
    const port = await webServer([dropping.address, up.address]);
    const [head, tail] = [
      '{"productDetails":[{"productId":1,"quantity":2}],"note":"',
      `${'y'.repeat(30_000)}"}`,
    ];
    const headers = {
      'content-type': 'application/json',
      'content-length': String(head.length + tail.length),
      'idempotency-key': 'checkout-8',
    };
    const answered = new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/orders/products', headers, agent: false },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(head);
      // The rest once the first API has taken the request and dropped it.
      const waitForDrop = setInterval(() => {
        if (dropping.seen.length === 0) return;
        clearInterval(waitForDrop);
        req.end(tail);
      }, 10);
    });
    expect(await answered).toEqual({
      status: 200,
      text: `up POST /api/orders/products ${head.length + tail.length}`,
    });
    expect(up.seen.map((s) => s.body)).toEqual([head + tail]);
  });

  it('an upload with a key to an API that is up streams through whole (nothing kept past the limit)', async () => {
    const up = await standInApi('up');
    const port = await webServer([up.address]);
    const body = Buffer.alloc(5 * 1024 * 1024, 'a');
    const headers = { 'content-type': 'video/mp4', 'idempotency-key': 'upload-2' };
    expect(await send(port, { method: 'POST', path: '/api/media', headers, body })).toEqual({
      status: 200,
      text: `up POST /api/media ${body.length}`,
    });
  });

  it('an upload larger than what is kept is not sent again, even with a key: 502', async () => {
    const [dropping, up] = [await standInApi('dropping', { drops: true }), await standInApi('up')];
    const port = await webServer([dropping.address, up.address]);
    const body = Buffer.alloc(REPEAT_BODY_LIMIT + 1, 1);
    const headers = { 'content-type': 'video/mp4', 'idempotency-key': 'upload-1' };
    expect(await send(port, { method: 'POST', path: '/api/media', headers, body })).toEqual(BAD_GATEWAY);
    expect(dropping.seen.map((s) => s.body.length)).toEqual([body.length]);
    expect(up.seen).toEqual([]);
  });

  it('one address: a GET that got no answer is asked there once more (a kept connection may have just closed)', async () => {
    const dropping = await standInApi('dropping', { drops: true });
    const port = await webServer([dropping.address]);
    expect(await send(port)).toEqual(BAD_GATEWAY);
    expect(dropping.seen).toHaveLength(2);
    expect(await send(port, { method: 'POST', body: '{}' })).toEqual(BAD_GATEWAY);
    expect(dropping.seen).toHaveLength(3);
  });

  it("/healthz/ready is ready while one address's API is, and says how many are", async () => {
    const up = await standInApi('up');
    const [downA, downB] = [await downAddress(), await downAddress()];
    const port = await webServer([downA, up.address]);
    expect(JSON.parse((await send(port, { path: '/healthz/ready' })).text)).toEqual({
      status: 'ready',
      checks: { api: { ok: true } },
      apiAddressesReady: '1/2',
    });
    const none = await webServer([downA, downB]);
    const answer = await send(none, { path: '/healthz/ready' });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toEqual({
      status: 'not ready',
      checks: { api: { ok: false, reason: 'ECONNREFUSED' } },
      apiAddressesReady: '0/2',
    });
  });
});
