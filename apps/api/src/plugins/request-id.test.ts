import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 35.5: one request id from the web server through the API, over real HTTP. The API takes
 * the id it is given when it has a safe shape (or a traceparent's trace id), else makes one; it is
 * the `reqId` of the request's log lines and is named in the answer.
 */
let t: TestApp;
let base: string;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

async function idAnswered(headers: Record<string, string>, path = '/api/health') {
  const res = await fetch(`${base}${path}`, { headers });
  await res.arrayBuffer();
  return res.headers.get('x-request-id') ?? '';
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('request id', () => {
  it("takes the web server's id, and it is the reqId of the request's log lines", async () => {
    const id = 'web-1a2B.3_c';
    expect(await idAnswered({ 'x-request-id': id }, '/api/product/987654')).toBe(id);
    const ofRequest = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
    expect(ofRequest.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(ofRequest[1].res.statusCode).toBe(404);
  });

  it("a public read answered from the HTTP cache names its own request's id", async () => {
    const answers = [];
    for (const id of ['read-1', 'read-2']) {
      const res = await fetch(`${base}/api/product/all`, { headers: { 'x-request-id': id } });
      await res.arrayBuffer();
      answers.push([res.headers.get('x-cache'), res.headers.get('x-request-id')]);
    }
    expect(answers).toEqual([
      ['miss', 'read-1'],
      ['hit', 'read-2'],
    ]);
  });

  it('refuses an id of another shape and makes its own', async () => {
    for (const sent of ['has space', 'quote"d', 'x'.repeat(65), 'semi;colon', 'ünï']) {
      const answered = await idAnswered({ 'x-request-id': sent });
      expect(answered, sent).toMatch(UUID);
    }
    expect(await idAnswered({ 'x-request-id': 'x'.repeat(64) })).toBe('x'.repeat(64));
  });

  it("takes a traceparent's trace id when there is no id, unless the traceparent is invalid", async () => {
    expect(await idAnswered({ traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` })).toBe(TRACE_ID);
    // The id wins over the trace.
    expect(
      await idAnswered({ 'x-request-id': 'mine', traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` }),
    ).toBe('mine');
    for (const invalid of [
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID}-${'0'.repeat(16)}-01`,
      `ff-${TRACE_ID}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID.toUpperCase()}-00f067aa0ba902b7-01`,
      `00-${TRACE_ID}`,
    ]) {
      expect(await idAnswered({ traceparent: invalid }), invalid).toMatch(UUID);
    }
  });

  it('makes a new id for each request that brings none, also on error answers', async () => {
    const first = await idAnswered({});
    const second = await idAnswered({});
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(await idAnswered({}, '/api/no-such-route')).toMatch(UUID);
  });
});
