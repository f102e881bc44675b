// The web server's forwarding of /api (api-proxy.mjs, all of server.mjs but Next.js) against a
// stand-in API: a plain HTTP server on a random port that reads slowly, answers early, drops the
// connection or never answers, and counts the connections it has open. Security issue 13: abandoned
// uploads kept their API connections open, and an early 413 reached the client as 502.
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebServer, type RequestLogEntry, webSettings } from '../api-proxy.mjs';
import { listen } from './listen';

// Each test waits at most a few seconds for what it expects, and fails with its own message.
vi.setConfig({ testTimeout: 30_000 });

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function stop(server: http.Server) {
  server.closeAllConnections();
  server.close();
}

/** A stand-in API: `handle` answers (or not); it counts requests and the connections it has open. */
async function standInApi(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const sockets = new Set<net.Socket>();
  let maxOpen = 0;
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    handle(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    maxOpen = Math.max(maxOpen, sockets.size);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  cleanups.push(() => stop(server));
  return { port, open: () => sockets.size, maxOpen: () => maxOpen, requests: () => requests };
}

/**
 * The web server in front of the stand-in, with `env` as its settings; pages answer "a page"
 * (or as `handlePage` says). Its log lines are kept in `logged`.
 */
async function webServer(
  apiPort: number,
  env: Record<string, string> = {},
  handlePage: (req: IncomingMessage, res: ServerResponse) => unknown = (_req, res) => res.end('a page'),
) {
  const settings = webSettings({ API_HOST: '127.0.0.1', API_PORT: String(apiPort), ...env });
  const logged: RequestLogEntry[] = [];
  const server = createWebServer(settings, handlePage, { log: (entry) => logged.push(entry) });
  const port = await listen(server);
  cleanups.push(() => stop(server));
  return { port, server, logged, connections: () => connectionsOf(server) };
}

function connectionsOf(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((_err, n) => resolve(n)));
}

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

/**
 * One request from its own connection; `body` is written in 64 KB pieces as the connection takes
 * them, with a Content-Length unless `chunked`. Rejects when the connection breaks.
 */
function send(
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer;
    chunked?: boolean;
  },
): Promise<Answer> {
  const { body, chunked = false } = options;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (body && !chunked) headers['content-length'] = String(body.length);
    const req = http.request(
      { port, host: '127.0.0.1', method: options.method ?? 'GET', path: options.path, headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!body) return void req.end();
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** The head of an upload of `declared` bytes and its first `sent` bytes, on a raw connection. */
function startUpload(port: number, path: string, declared: number, sent: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: shop.test\r\ncontent-type: video/mp4\r\ncontent-length: ${declared}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(sent, 1), () => resolve(socket));
    });
    socket.on('error', reject);
  });
}

/** Resolves with `promise`'s value, or with `fallback` after `ms` (no test waits for ever). */
function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  return Promise.race([promise, new Promise<F>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

/** A port that took connections a moment ago and now refuses them: an API that is down. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const problem = (status: number, code: string) =>
  JSON.stringify({ type: `https://farm.shop/problems/${code}`, title: 'Content Too Large', status, code });

describe('abandoned and stalled requests end their connection to the API', () => {
  it('100 clients that start a 50 MB upload and go away leave no API connection open (within 5 s)', async () => {
    // The API reads what arrives and waits for the rest, as for a real upload.
    const api = await standInApi((req) => req.resume());
    const web = await webServer(api.port, { PROXY_MAX_PER_CLIENT: '0' });
    const clients = await Promise.all(
      Array.from({ length: 100 }, () =>
        startUpload(web.port, '/api/media/upload', 50 * 1024 * 1024, 64 * 1024),
      ),
    );
    await expect.poll(api.requests, { timeout: 5_000 }).toBe(100);
    expect(api.open()).toBe(100);

    for (const client of clients) client.destroy();

    await expect.poll(api.open, { timeout: 5_000, interval: 50 }).toBe(0);
    await expect.poll(web.connections, { timeout: 5_000, interval: 50 }).toBe(0);
  });

  it('a client that stops sending mid-upload is disconnected after the idle timeout, and so is its API connection', async () => {
    const api = await standInApi((req) => req.resume());
    const web = await webServer(api.port, { IDLE_TIMEOUT_SECONDS: '1' });
    const client = await startUpload(web.port, '/api/media/upload', 1024 * 1024, 64 * 1024);
    const closed = new Promise<true>((resolve) => client.once('close', () => resolve(true)));
    client.resume();
    await expect.poll(api.requests, { timeout: 5_000 }).toBe(1);

    expect(await within(closed, 6_000, 'still open after 6 s')).toBe(true);
    await expect.poll(api.open, { timeout: 5_000, interval: 50 }).toBe(0);
  });

  it('an API that does not answer is cut off after the idle timeout: 504 problem, connection closed', async () => {
    const api = await standInApi((req) => req.resume());
    const web = await webServer(api.port, { IDLE_TIMEOUT_SECONDS: '1' });

    const answer = await within(send(web.port, { path: '/api/product/all' }), 8_000, 'no answer in 8 s');

    expect(answer).toMatchObject({ status: 504 });
    const body = JSON.parse((answer as Answer).text);
    expect(body).toMatchObject({ status: 504, type: 'https://farm.shop/problems/api-timeout' });
    expect((answer as Answer).headers['content-type']).toBe('application/problem+json');
    await expect.poll(api.open, { timeout: 5_000, interval: 50 }).toBe(0);
  });

  it('an API that drops the connection mid-upload without answering: the client gets 502 at once', async () => {
    const api = await standInApi((req) => {
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= 256 * 1024) req.socket.destroy();
      });
    });
    const web = await webServer(api.port);

    const answer = await within(
      send(web.port, { method: 'POST', path: '/api/media/upload', body: Buffer.alloc(5 * 1024 * 1024) }),
      8_000,
      'no answer in 8 s',
    );

    expect(answer).toMatchObject({ status: 502 });
    expect(JSON.parse((answer as Answer).text)).toMatchObject({
      type: 'https://farm.shop/problems/api-unavailable',
    });
  });

  it('an upload that keeps moving, however slowly, outlives the idle timeout', async () => {
    const api = await standInApi((req, res) => {
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      req.on('end', () =>
        res.writeHead(201, { 'content-type': 'application/json' }).end(`{"received":${received}}`),
      );
    });
    const web = await webServer(api.port, { IDLE_TIMEOUT_SECONDS: '1' });
    const client = await startUpload(web.port, '/api/media/upload', 30 * 1024 + 1024, 1024);
    let text = '';
    client.on('data', (d) => {
      text += d;
    });
    // 30 pieces of 1 KB, 150 ms apart: 4.5 s in all, never 1 s without a byte.
    for (let i = 0; i < 30; i++) {
      await sleep(150);
      client.write(Buffer.alloc(1024, 2));
    }
    await expect.poll(() => text, { timeout: 5_000 }).toContain('{"received":31744}');
    expect(text).toMatch(/^HTTP\/1\.1 201/);
    client.destroy();
  });

  it('by default a 50 MB video at 128 kbit/s (55 min) fits the request timeout; headers get 30 s, silence 60 s', async () => {
    const api = await standInApi((_req, res) => res.end());
    const web = await webServer(api.port);
    const slowVideoMs = ((50 * 1024 * 1024 * 8) / 128_000) * 1000;
    expect(web.server.requestTimeout).toBeGreaterThan(slowVideoMs);
    expect(web.server.headersTimeout).toBe(30_000);
    expect(web.server.timeout).toBe(60_000);
  });

  it('a connection that sends nothing within the headers timeout is closed without an answer', async () => {
    // Browsers and fetch open connections ahead of need. Node's own 408 on such a connection was
    // read by the bench's fetch as the answer to the request it sent just then ("answered 408").
    const api = await standInApi((_req, res) => res.end());
    const web = await webServer(api.port, { REQUEST_TIMEOUT_SECONDS: '1' });
    const heard = await whatTheServerSays(web.port, '');
    expect(heard).toBe('');
  });

  it('a request stalled halfway through its headers still gets 408 and the connection closed', async () => {
    const api = await standInApi((_req, res) => res.end());
    const web = await webServer(api.port, { REQUEST_TIMEOUT_SECONDS: '1' });
    const heard = await whatTheServerSays(web.port, 'GET /products HTTP/1.1\r\nHost: shop\r\n');
    expect(heard).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('a kept-alive connection idle for 6 s still carries the next request (Node closes them after 5 s)', async () => {
    // A client that reuses a connection the server is closing at that moment gets ECONNRESET (a CI
    // run's admin test did, between two requests some seconds apart); a load balancer's pool
    // likewise. The server must keep an idle connection longer than its clients do.
    const api = await standInApi((_req, res) => res.end('{}'));
    const web = await webServer(api.port);
    let accepted = 0;
    web.server.on('connection', () => {
      accepted += 1;
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => agent.destroy());
    const get = () =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port: web.port, path: '/api/ping', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject),
      );
    expect(await get()).toBe(200);
    await sleep(6_000);
    expect(await get()).toBe(200);
    expect(accepted).toBe(1);
  });
});

describe('connections to the API are capped', () => {
  it('20 uploads at once with PROXY_MAX_CONNECTIONS=4: all answered, never more than 4 API connections', async () => {
    const api = await standInApi((req, res) => {
      req.resume();
      req.on('end', () => setTimeout(() => res.end('{"ok":true}'), 50));
    });
    const web = await webServer(api.port, { PROXY_MAX_CONNECTIONS: '4', PROXY_MAX_PER_CLIENT: '0' });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(web.port, { method: 'PUT', path: '/api/product/bulk', body: Buffer.alloc(256 * 1024) }),
      ),
    );

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(api.maxOpen()).toBeLessThanOrEqual(4);
  });

  it('one client (an IPv6 /64) over PROXY_MAX_PER_CLIENT requests in flight gets 429; another client does not', async () => {
    const waiting: ServerResponse[] = [];
    const api = await standInApi((_req, res) => {
      waiting.push(res);
    });
    const web = await webServer(api.port, { PROXY_MAX_PER_CLIENT: '3', TRUST_PROXY: 'true' });
    const from = (address: string): Promise<Answer> =>
      within(send(web.port, { path: '/api/product/all', headers: { 'x-forwarded-for': address } }), 5_000, {
        status: 0,
        headers: {},
        text: 'no answer in 5 s',
      }).catch((err: Error) => ({ status: 0, headers: {}, text: err.message }));

    const held = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3'].map(from);
    await expect.poll(api.requests, { timeout: 5_000 }).toBe(3);
    // Another address of the same /64: the same client.
    const fourth = await from('2001:db8:1:2:ffff::4');
    expect(fourth.status).toBe(429);
    expect(fourth.headers['retry-after']).toBe('5');
    expect(JSON.parse(fourth.text)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    // Another network is someone else.
    const other = from('2001:db8:1:3::1');
    await expect.poll(api.requests, { timeout: 5_000 }).toBe(4);

    for (const res of waiting.splice(0)) res.end('{"ok":true}');
    expect((await Promise.all([...held, other])).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // Answered requests no longer count.
    const again = from('2001:db8:1:2::1');
    await expect.poll(api.requests, { timeout: 5_000 }).toBe(5);
    for (const res of waiting.splice(0)) res.end('{"ok":true}');
    expect((await again).status).toBe(200);
  });
});

describe("the API's early answer reaches the client", () => {
  // As Fastify does for a body over its limit: answer at once, with Connection: close, and close
  // the connection while the rest of the body is still arriving (the system then resets it).
  const refuseLargeBodies = (limit: number) => (req: IncomingMessage, res: ServerResponse) => {
    const refuse = () =>
      res
        .writeHead(413, { 'content-type': 'application/problem+json', connection: 'close' })
        .end(problem(413, 'PAYLOAD_TOO_LARGE'));
    if (Number(req.headers['content-length']) > limit) return refuse();
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        req.off('data', onData);
        req.pause();
        refuse();
      }
    };
    req.on('data', onData);
    req.on('end', () => res.end('{"ok":true}'));
  };

  it('20 × a 5 MB PUT /api/product/bulk over a 1 MB limit → 413 with its problem JSON every time', async () => {
    const api = await standInApi(refuseLargeBodies(1024 * 1024));
    const web = await webServer(api.port);
    const body = Buffer.alloc(5 * 1024 * 1024, 0x20);

    const outcomes: string[] = [];
    for (let run = 0; run < 20; run++) {
      // Even runs declare the length (refused before reading), odd runs are chunked (refused midway).
      const answer = await send(web.port, {
        method: 'PUT',
        path: '/api/product/bulk',
        headers: { 'content-type': 'application/json' },
        body,
        chunked: run % 2 === 1,
      }).catch((err: NodeJS.ErrnoException) => ({
        status: 0,
        headers: {},
        text: `client error ${err.code}`,
      }));
      outcomes.push(`${answer.status} ${answer.text}`);
    }

    expect(outcomes).toEqual(Array(20).fill(`413 ${problem(413, 'PAYLOAD_TOO_LARGE')}`));
    await expect.poll(api.open, { timeout: 5_000, interval: 50 }).toBe(0);
  });

  it("the API's hop-by-hop headers (Connection, Keep-Alive) stay between the API and the web server", async () => {
    const api = await standInApi((_req, res) =>
      res.writeHead(200, { 'keep-alive': 'timeout=72', 'x-kept': 'yes' }).end('{}'),
    );
    const web = await webServer(api.port);
    const answer = await send(web.port, { path: '/api/health' });
    expect(answer.headers['x-kept']).toBe('yes');
    expect(answer.headers['keep-alive']).not.toBe('timeout=72');
  });
});

describe('forwarding as before', () => {
  it('pages get the baseline security headers; /api gets X-Forwarded-* from the socket, cookies both ways', async () => {
    let seen: IncomingHttpHeaders = {};
    const api = await standInApi((req, res) => {
      seen = req.headers;
      res.writeHead(200, [
        ['set-cookie', 'a=1; HttpOnly'],
        ['set-cookie', 'b=2; HttpOnly'],
      ]);
      res.end('{}');
    });
    const web = await webServer(api.port);

    const page = await send(web.port, { path: '/products' });
    expect(page.text).toBe('a page');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');

    const answer = await send(web.port, {
      path: '/api/customer/me',
      headers: {
        cookie: 'access=x',
        authorization: 'Bearer t',
        'x-forwarded-for': '6.6.6.6',
        host: 'shop.test',
      },
    });
    expect(answer.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(seen).toMatchObject({
      cookie: 'access=x',
      authorization: 'Bearer t',
      // A client cannot choose its address unless TRUST_PROXY says a reverse proxy sets it.
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'shop.test',
      'x-forwarded-proto': 'http',
    });

    const behindProxy = await webServer(api.port, { TRUST_PROXY: 'true' });
    await send(behindProxy.port, { path: '/api/customer/me', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(seen['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1');
  });
});

describe('pages and forwarded headers (security issue 13.9)', () => {
  /** The web server with a page handler that answers the forwarding headers it was given. */
  async function echoingPages(env: Record<string, string>) {
    const server = createWebServer(webSettings({ API_PORT: '1', ...env }), (req, res) => {
      const seen = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'].map(
        (name) => `${name}=${req.headers[name] ?? ''}`,
      );
      res.end(seen.join(';'));
    });
    const port = await listen(server);
    cleanups.push(() => stop(server));
    return port;
  }
  const lies = {
    'x-forwarded-host': 'evil.test',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '6.6.6.6',
    forwarded: 'host=evil.test',
  };

  it('drops what a client says about the host and scheme when no trusted proxy is in front', async () => {
    const port = await echoingPages({});
    const answer = await send(port, { path: '/sitemap.xml', headers: lies });
    expect(answer.text).toBe('forwarded=;x-forwarded-host=;x-forwarded-proto=;x-forwarded-for=');
    expect(answer.text).not.toContain('evil.test');
  });

  it('passes them on from a trusted proxy (TRUST_PROXY)', async () => {
    const port = await echoingPages({ TRUST_PROXY: 'true' });
    const answer = await send(port, { path: '/sitemap.xml', headers: lies });
    expect(answer.text).toContain('x-forwarded-host=evil.test');
  });
});

describe('one request id through the web server and the API (issue 35.5)', () => {
  const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
  const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

  it("passes the client's id (or a traceparent's trace, or its own) to the API and answers with it", async () => {
    const seen: string[] = [];
    const api = await standInApi((req, res) => {
      seen.push(String(req.headers['x-request-id']));
      res.end('{}');
    });
    const web = await webServer(api.port);
    const cases: Array<[Record<string, string>, string | RegExp]> = [
      [{ 'x-request-id': 'nginx-7f3a.b_c' }, 'nginx-7f3a.b_c'],
      [{ traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` }, TRACE_ID],
      [{}, UUID],
      // Not a safe shape: a made one instead (it goes into log lines and headers).
      [{ 'x-request-id': 'a b"c' }, UUID],
      [{ 'x-request-id': 'x'.repeat(65) }, UUID],
      [{ traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` }, UUID],
    ];
    for (const [headers, expected] of cases) {
      const answer = await send(web.port, { path: '/api/product/all', headers });
      const id = String(answer.headers['x-request-id']);
      if (typeof expected === 'string') expect(id).toBe(expected);
      else expect(id).toMatch(expected);
      // The API got the same one.
      expect(seen.at(-1)).toBe(id);
    }
    expect(new Set(seen.filter((id) => UUID.test(id))).size).toBe(4);
  });

  it("names it on pages and on the web server's own answers, and keeps it while a page is drawn", async () => {
    let drawnFor: string | undefined;
    const web = await webServer(await closedPort(), {}, async (req, res) => {
      await sleep(10);
      const store = (globalThis as Record<symbol, unknown>)[Symbol.for('farm.web.pageRequest')] as {
        getStore(): { requestId: string } | undefined;
      };
      drawnFor = store.getStore()?.requestId;
      res.end(String(req.headers['x-request-id']));
    });
    const page = await send(web.port, { path: '/products', headers: { 'x-request-id': 'page-1' } });
    expect(page.headers['x-request-id']).toBe('page-1');
    expect(page.text).toBe('page-1');
    expect(drawnFor).toBe('page-1');
    // The API is down: the web server's own 502 names the id too.
    const down = await send(web.port, { path: '/api/product/all', headers: { 'x-request-id': 'down-1' } });
    expect(down.status).toBe(502);
    expect(down.headers['x-request-id']).toBe('down-1');
  });

  it('logs one line per request: method, path without the query, status, duration, id; numbers masked', async () => {
    const api = await standInApi((req, res) => {
      res.writeHead(req.url?.startsWith('/api/otp') ? 429 : 200).end('{}');
    });
    const web = await webServer(api.port);
    await send(web.port, {
      method: 'POST',
      path: '/api/otp/send/customer?userName=9876543210&purpose=login',
      headers: { 'x-request-id': 'otp-1' },
    });
    await send(web.port, {
      path: '/ta/orders/9876543210?password=goat-secret',
      headers: { 'x-request-id': 'p-2' },
    });
    await expect.poll(() => web.logged.length).toBe(2);
    const [otp, page] = web.logged;
    expect(otp).toMatchObject({
      reqId: 'otp-1',
      method: 'POST',
      path: '/api/otp/send/customer',
      status: 429,
      msg: 'request completed',
    });
    expect(typeof otp?.durationMs).toBe('number');
    expect(otp?.durationMs).toBeGreaterThanOrEqual(0);
    expect(page).toMatchObject({ reqId: 'p-2', method: 'GET', path: '/ta/orders/******3210', status: 200 });
    const text = JSON.stringify(web.logged);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('goat-secret');
    expect(text).not.toContain('userName');
  });
});

describe('a page drawn while the API could not be reached (issue 35)', () => {
  /** A page as src/lib/api/server.ts marks it when no API answered one of its reads. */
  const markUnreachable = () => {
    const requests = (globalThis as Record<symbol, unknown>)[Symbol.for('farm.web.pageRequest')] as {
      getStore(): { apiUnreachable?: boolean } | undefined;
    };
    const page = requests.getStore();
    if (page) page.apiUnreachable = true;
  };

  it('answers 503 with Retry-After, so that a load balancer asks another machine', async () => {
    const web = await webServer(await closedPort(), {}, async (req, res) => {
      await sleep(5);
      if (req.url !== '/fine') markUnreachable();
      if (req.url === '/head') res.writeHead(200, 'OK', { 'content-type': 'text/html' });
      res.end('could not load this product');
    });
    for (const path of ['/productDetailsPage?productCode=GM-500', '/head']) {
      const page = await send(web.port, { path });
      expect(page.status, path).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toBe('could not load this product');
    }
    expect((await send(web.port, { path: '/fine' })).status).toBe(200);
  });

  it('keeps any other status the page chose (a 404 stays a 404)', async () => {
    const web = await webServer(await closedPort(), {}, (_req, res) => {
      markUnreachable();
      res.statusCode = 404;
      res.end('not found');
    });
    expect((await send(web.port, { path: '/productDetailsPage?productCode=NONE' })).status).toBe(404);
  });
});

describe("the web's own health (issue 35.4)", () => {
  it('/healthz answers 200 ok; /healthz/ready asks the API and names what is not ready', async () => {
    let apiReady: { status: number; body: string } = { status: 200, body: '{"status":"ready"}' };
    const asked: string[] = [];
    const api = await standInApi((req, res) => {
      asked.push(`${req.url} ${req.headers['x-request-id']}`);
      res.writeHead(apiReady.status, { 'content-type': 'application/json' }).end(apiReady.body);
    });
    const web = await webServer(api.port);

    const live = await send(web.port, { path: '/healthz' });
    expect(live.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(asked).toEqual([]);

    const ready = await send(web.port, { path: '/healthz/ready', headers: { 'x-request-id': 'lb-1' } });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', checks: { api: { ok: true } } });
    expect(asked).toEqual(['/api/health/ready lb-1']);

    apiReady = {
      status: 503,
      body: JSON.stringify({
        status: 'not ready',
        checks: { database: { ok: false, reason: 'ECONNREFUSED' }, storage: { ok: true } },
      }),
    };
    const notReady = await send(web.port, { path: '/healthz/ready' });
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.text)).toEqual({
      status: 'not ready',
      checks: { api: { ok: false, reason: 'answered 503', failing: ['database'] } },
    });
  });

  it('/healthz/ready is 503 while the API does not answer; /healthz is still 200', async () => {
    const web = await webServer(await closedPort());
    const ready = await send(web.port, { path: '/healthz/ready' });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'not ready',
      checks: { api: { ok: false, reason: 'ECONNREFUSED' } },
    });
    expect(ready.text).not.toContain('127.0.0.1');
    expect((await send(web.port, { path: '/healthz' })).status).toBe(200);
  });
});

describe('first start (issue 14.15)', () => {
  it('answers pages with a self-refreshing "starting" page until the API is up, then with the shop', async () => {
    let up = false;
    const api = await standInApi((req, res) => {
      if (req.url === '/api/health' && up) return res.end('{"status":"ok"}');
      res.writeHead(503).end();
    });
    const settings = webSettings({ API_HOST: '127.0.0.1', API_PORT: String(api.port) });
    const server = createWebServer(settings, (_req, res) => res.end('a page'), { waitForApi: true });
    const port = await listen(server);
    cleanups.push(() => stop(server));

    const starting = await send(port, { path: '/' });
    expect(starting.status).toBe(503);
    expect(starting.headers['retry-after']).toBe('2');
    expect(starting.text).toContain('<meta http-equiv="refresh" content="2">');
    expect(starting.text).toContain('The shop is starting');
    expect(starting.text).not.toContain('a page');

    up = true;
    await expect.poll(async () => (await send(port, { path: '/' })).text, { timeout: 10_000 }).toBe('a page');
  });
});

/** Everything the server writes on a connection that sends `opening` and then waits, until it closes. */
function whatTheServerSays(port: number, opening: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(opening));
    let heard = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      heard += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(heard));
  });
}
