import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumber, lastCode, otpUrl, send, signUpCustomer } from '../modules/otp/otp-test-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 35.5: what the API's JSON log keeps of a sign-in, a code request and an error, read from a
 * real app's log stream: no full mobile number, no code, no password, no token or cookie.
 */

let t: TestApp;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logText = () => lines.join('\n');
/** The ten digits of a `+91…` number. */
const digitsOf = (number: string) => number.slice(-10);

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream });
});
afterAll(async () => {
  await t?.close();
});

describe('the log of a sign-in, a code and an error', () => {
  it('keeps requests and errors with their ids, and no number, code, password or token', async () => {
    const password = 'goat-milk-secret-77';
    const customer = await signUpCustomer(t, { password });
    const number = digitsOf(customer.mobileNumber);
    // Sign-in with the password in the query (legacy), in a body, a wrong one, a body that is not JSON.
    const legacy = await send(t, 'POST', `/api/customer/login?userName=${number}&password=${password}`);
    expect(legacy.statusCode, legacy.body).toBe(200);
    const signedIn = await send(t, 'POST', '/api/customer/login', { body: { userName: number, password } });
    expect(signedIn.statusCode).toBe(200);
    const sessionCookies = [signedIn.headers['set-cookie']].flat().filter(Boolean) as string[];
    expect(sessionCookies.length).toBeGreaterThan(0);
    const wrong = await send(t, 'POST', '/api/customer/login', {
      body: { userName: `+91${number}`, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const broken = await send(t, 'POST', '/api/customer/login', {
      body: `{"userName":"${number}","password":"${password}`,
      headers: { 'content-type': 'application/json', cookie: sessionCookies.join('; ') },
    });
    expect(broken.statusCode).toBe(400);

    // A code asked for and used to sign in.
    expect((await send(t, 'POST', otpUrl(number, 'login'))).statusCode).toBe(200);
    // Read from the outbox, not by mocking the code's maker: this suite's files share their modules
    // (vitest's isolate: false), so a mock here was not seen when another file loaded it first.
    const code = await lastCode(t, customer.mobileNumber);
    const withCode = await send(t, 'POST', '/api/otp/verify/customer', {
      body: { userName: number, otp: code },
    });
    expect(withCode.statusCode, withCode.body).toBe(200);

    // An error whose query carried a number and a code: the outbox refuses the code's message.
    const other = digitsOf(freshNumber());
    await t.db.execute(sql`create function refuse_message() returns trigger language plpgsql as
      $$ begin raise exception 'outbox refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_message before insert on customer_messages
      for each row execute function refuse_message()`);
    try {
      const failed = await send(t, 'POST', otpUrl(other, 'signup'));
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['x-request-id']).toBeTruthy();
    } finally {
      await t.db.execute(sql`drop trigger refuse_message on customer_messages`);
      await t.db.execute(sql`drop function refuse_message()`);
    }

    // Staff read the outbox for the number: the audit line names it, masked.
    const outbox = await t.call('GET', `/api/sms/outbox?to=${number}`, { as: 'admin' });
    expect(outbox.statusCode).toBe(200);

    const text = logText();
    for (const digits of [number, other]) expect(text).not.toContain(digits);
    expect(text).toContain(`+91******${number.slice(-4)}`);
    // The code standing alone anywhere (a 13-digit time may hold its digits by chance).
    expect(text).not.toMatch(new RegExp(`(^|\\D)${code}(\\D|$)`));
    expect(text).not.toContain(password);
    expect(text).not.toContain(customer.token);
    expect(text).not.toContain(withCode.data.response.accessToken);
    for (const cookie of sessionCookies) expect(text).not.toContain(cookie.split(';')[0]?.split('=')[1]);

    // What is there: each request with its id, and the error with its causes but not its values.
    const entries = lines.map((line) => JSON.parse(line));
    const error = entries.find((entry) => entry.msg === 'unhandled error');
    expect(error?.err.message).toContain('outbox refused');
    expect(error?.err.message).toContain('params: [hidden]');
    expect(error?.reqId).toBeTruthy();
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(7);
    expect(completed.every((entry) => typeof entry.reqId === 'string' && entry.reqId.length > 0)).toBe(true);
    expect(entries.find((e) => e.req?.url === '/api/customer/login')?.req.url).toBe('/api/customer/login');
  });
});
