import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Callers that reach the API directly, not through the web server (security issue 13: abandoned
 * and stalled uploads held connections for minutes). A connection on which nothing moves for
 * IDLE_TIMEOUT_SECONDS is closed; a slow upload that keeps moving is not.
 */
let t: TestApp;
let port: number;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { IDLE_TIMEOUT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t?.close();
});

/** A raw connection that has sent the head of a JSON POST declaring `length` bytes. */
function startPost(
  length: number,
): Promise<{ socket: net.Socket; received: () => string; closed: Promise<true> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      sockets.push(socket);
      socket.write(
        `POST /api/customer/login HTTP/1.1\r\nHost: api.test\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`,
      );
      resolve({ socket, received: () => text, closed });
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      text += d;
    });
    const closed = new Promise<true>((done) => socket.once('close', () => done(true)));
    socket.once('error', reject);
  });
}

const within = <T, F>(promise: Promise<T>, ms: number, fallback: F) =>
  Promise.race([promise, new Promise<F>((resolve) => setTimeout(() => resolve(fallback), ms))]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow direct callers', () => {
  it('a caller that stops sending mid-body is disconnected after IDLE_TIMEOUT_SECONDS (1 s)', async () => {
    const { socket, closed } = await startPost(1000);
    socket.write('{"phone":"98');

    expect(await within(closed, 8_000, 'still open after 8 s')).toBe(true);
  });

  it('a body that keeps moving, 20 bytes every 300 ms for 6 s, is read whole and answered', async () => {
    const body = `{"phone":"9876543210","password":"${'x'.repeat(377)}"}`;
    const { socket, received } = await startPost(body.length);
    for (let offset = 0; offset < body.length; offset += 20) {
      await sleep(300);
      socket.write(body.slice(offset, offset + 20));
    }
    await expect.poll(received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 [2-4]\d\d /);
    socket.destroy();
  });

  it('a whole request may take an hour to arrive (a 50 MB video over a slow line), by default', () => {
    expect(t.app.server.requestTimeout).toBe(3_600_000);
    expect(t.app.server.timeout).toBe(1_000);
  });
});

describe('connections without a whole request in time (REQUEST_TIMEOUT_SECONDS=1, no idle timeout)', () => {
  let strict: TestApp;
  let strictPort: number;
  beforeAll(async () => {
    strict = await createTestApp({ env: { IDLE_TIMEOUT_SECONDS: '0', REQUEST_TIMEOUT_SECONDS: '1' } });
    await strict.app.listen({ port: 0, host: '127.0.0.1' });
    strictPort = (strict.app.server.address() as AddressInfo).port;
  });
  afterAll(() => strict?.close());

  it('a connection that sends nothing is closed without an answer (a 408 there reads as the answer to the next request)', async () => {
    expect(await whatTheApiSays(strictPort, '')).toBe('');
  });

  it('a request stalled halfway through its headers is told 408', async () => {
    expect(await whatTheApiSays(strictPort, 'GET /api/health HTTP/1.1\r\nHost: api.test\r\n')).toMatch(
      /^HTTP\/1\.1 408 Request Timeout\r\n/,
    );
  });
});

/** Everything the API writes on a connection that sends `opening` and then waits, until it closes. */
function whatTheApiSays(port: number, opening: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(opening));
    sockets.push(socket);
    let heard = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      heard += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(heard));
  });
}
