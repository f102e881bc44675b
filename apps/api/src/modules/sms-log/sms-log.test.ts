import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpProvider } from '../../plugins/sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MESSAGE_TEMPLATES, sendDueMessages, shownBody } from '../notification/index.js';
import { customerMessages } from '../notification/notification.table.js';
import { freshNumber, lastCode, otpUrl, send, signUpCustomer } from '../otp/otp-test-fixtures.js';

type Received = { headers: http.IncomingHttpHeaders; body: unknown };

/** A stand-in SMS gateway on a free local port; answers `status` to every message. */
async function fakeGateway() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the stored messages to admins, newest first, paged and by number', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(a.mobileNumber));
    await send(t, 'POST', otpUrl(b.mobileNumber));
    const list = await send(t, 'GET', '/api/sms/outbox?page=1&size=1', { token: t.auth.admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.page).toEqual({ number: 1, size: 1, totalElements: 2, totalPages: 2 });
    expect(list.data.response[0]).toMatchObject({
      to: b.mobileNumber,
      provider: 'outbox',
      status: 'stored',
      error: null,
      sentAt: null,
    });
    const byNumber = await send(t, 'GET', `/api/sms/outbox?to=${a.mobileNumber.slice(3)}`, {
      token: t.auth.admin,
    });
    expect(byNumber.data.response).toHaveLength(1);
    expect(byNumber.data.response[0].body).toContain(await lastCode(t, a.mobileNumber));
  });

  it("is for admins only: a helper cannot read a customer's code from it (security issue 13.1)", async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'));
    expect((await send(t, 'GET', '/api/sms/outbox')).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/sms/outbox', { token: c.token })).statusCode).toBe(403);
    const helper = await send(t, 'GET', `/api/sms/outbox?to=${c.mobileNumber}`, { token: t.auth.staff });
    expect(helper.statusCode).toBe(403);
    expect(helper.body).not.toContain(await lastCode(t, c.mobileNumber));
    const bad = await send(t, 'GET', '/api/sms/outbox?status=lost', { token: t.auth.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'status' }));
  });
});

describe('the HTTP gateway provider', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  beforeAll(async () => {
    gateway = await fakeGateway();
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: gateway.url,
        SMS_HTTP_TOKEN: 'gateway-secret',
        SMS_SENDER_ID: 'GOATFM',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('posts the message to the gateway with the bearer token and marks it sent', async () => {
    const c = await signUpCustomer(t);
    const res = await send(t, 'POST', otpUrl(c.mobileNumber));
    expect(res.statusCode).toBe(200);
    await t.app.sms.drain();
    const code = /^(\d{6}) /.exec(
      String((gateway.received[0]?.body as { message?: string } | undefined)?.message),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.headers.authorization).toBe('Bearer gateway-secret');
    // A registered template, like every SMS (decision 0046): codes are "service implicit" templates.
    expect(gateway.received[0]?.body).toEqual({
      to: c.mobileNumber,
      message: `${code} is your Farm Shop code. It expires in 5 minutes. Do not share it.`,
      sender: 'GOATFM',
      service: 'T',
      entity_id: expect.any(String),
      template_id: MESSAGE_TEMPLATES.code.dltTemplateId,
      custom: expect.stringMatching(/^customer-message-\d+$/),
    });
    const outbox = await send(t, 'GET', `/api/sms/outbox?to=${c.mobileNumber}`, { token: t.auth.admin });
    expect(outbox.data.response[0]).toMatchObject({ provider: 'http', status: 'sent', error: null });
    // With a real gateway the stored copy never holds the code (security issue 13.1).
    expect(outbox.data.response[0].body).toBe(
      '●●●●●● is your Farm Shop code. It expires in 5 minutes. Do not share it.',
    );
    expect(outbox.body).not.toContain(String(code));
    expect(outbox.data.response[0].sentAt).toEqual(expect.any(String));
  });

  it('marks a message failed when the gateway answers 500, and the request still succeeds', async () => {
    gateway.state.status = 500;
    const c = await signUpCustomer(t);
    const res = await send(t, 'POST', otpUrl(c.mobileNumber));
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ response: null, message: 'OTP sent' });
    await t.app.sms.drain();
    const outbox = await send(t, 'GET', `/api/sms/outbox?to=${c.mobileNumber}`, { token: t.auth.admin });
    expect(outbox.data.response[0]).toMatchObject({ provider: 'http', status: 'failed', sentAt: null });
    expect(outbox.data.response[0]).toMatchObject({ error: 'GATEWAY_REFUSED', errorDetail: '500' });
    gateway.state.status = 200;
  });

  /** The outbox rows of the codes sent to a number. */
  const codeRowsTo = async (mobileNumber: string) =>
    (await t.db.select().from(customerMessages).where(eq(customerMessages.toNumber, mobileNumber))).map(
      // Its text as rendered from its key and values (the row keeps none, issue 31).
      (row) => ({
        status: row.status,
        values: row.values,
        body: shownBody(row),
        error: row.error,
        errorDetail: row.errorDetail,
      }),
    );
  const codesTo = (mobileNumber: string) =>
    gateway.received
      .map((r) => r.body as { to: string; message: string })
      .filter((body) => body.to === mobileNumber)
      .map((body) => body.message);

  it('sends a code again from the outbox when the gateway failed, and keeps no readable copy (issue 31.4)', async () => {
    gateway.state.status = 503;
    const c = await signUpCustomer(t);
    expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
    gateway.state.status = 200;
    expect(await codeRowsTo(c.mobileNumber)).toEqual([expect.objectContaining({ status: 'pending' })]);
    // The sending job, after the retry's half minute, within the code's five.
    await sendDueMessages(t.db, t.app.messageGateways, { now: () => new Date(Date.now() + 60_000) });
    const [first, again] = codesTo(c.mobileNumber);
    expect(again).toBe(first);
    const code = /^(\d{6}) /.exec(String(again))?.[1] ?? 'no code';
    const [row] = await codeRowsTo(c.mobileNumber);
    expect(row).toMatchObject({
      status: 'sent',
      values: { code: '●●●●●●', shop: 'Farm Shop', minutes: '5' },
    });
    expect(row?.body).toBe('●●●●●● is your Farm Shop code. It expires in 5 minutes. Do not share it.');
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('gives up a code that expired before the gateway took it, without sending it', async () => {
    gateway.state.status = 503;
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    gateway.state.status = 200;
    await sendDueMessages(t.db, t.app.messageGateways, { now: () => new Date(Date.now() + 6 * 60_000) });
    expect(codesTo(c.mobileNumber)).toHaveLength(1);
    const [row] = await codeRowsTo(c.mobileNumber);
    expect(row).toMatchObject({ status: 'failed', error: 'EXPIRED', errorDetail: null });
    expect(row?.values.code).toBe('●●●●●●');
  });

  it('sends nothing to the gateway for an unknown number', async () => {
    const before = gateway.received.length;
    expect((await send(t, 'POST', otpUrl(freshNumber()))).statusCode).toBe(200);
    await t.app.sms.drain();
    expect(gateway.received).toHaveLength(before);
  });
});

describe('httpProvider', () => {
  it('gives up on a gateway that does not answer', async () => {
    const server = http.createServer(() => {
      // Never answers.
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const provider = httpProvider({ url: `http://127.0.0.1:${port}/`, sender: 'FARMSH', timeoutMs: 100 });
    await expect(provider.send('+919876543210', 'hello')).rejects.toThrow();
    server.closeAllConnections();
    server.close();
  });
});
