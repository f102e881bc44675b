import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  backdateCodes,
  freshIp,
  freshNumber,
  lastCode,
  otpUrl,
  send,
  signUpCustomer,
  smsCountTo,
  type TestCustomer,
  wrongCode,
} from '../otp/otp-test-fixtures.js';
import { LOGIN_RATE_LIMIT } from './customer-account.routes.js';
import { LOGIN_LIMITS } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (body: Record<string, unknown>, ip?: string) =>
  send(t, 'POST', '/api/customer/login', { body, ...(ip ? { ip } : {}) });

function cookiesOf(res: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[] }) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c]));
}

/** Signs in with the password; answers the access token and the refresh cookie's value. */
async function signIn(c: { mobileNumber: string; password: string }) {
  const res = await login({ userName: c.mobileNumber, password: c.password });
  expect(res.statusCode, res.body).toBe(200);
  return {
    token: res.data.response.jwtToken as string,
    refresh: cookiesOf(res).customer_refresh?.value as string,
  };
}

const refresh = (value: string, kind?: 'staff' | 'customer') =>
  send(t, 'POST', '/api/auth/refresh', {
    headers: { cookie: `customer_refresh=${value}` },
    ...(kind ? { body: { kind } } : {}),
  });

describe('password sign-in', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = await signUpCustomer(t, { name: 'Selvi' });
  });

  it('signs in with a JSON body and sets the session cookies', async () => {
    const res = await login({ userName: c.mobileNumber.slice(3), password: c.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      response: {
        jwtToken: expect.any(String),
        expiresIn: 900,
        user: { id: c.id, name: 'Selvi', mobileNumber: c.mobileNumber, email: null },
      },
      message: 'Login Successfully',
    });
    const cookies = cookiesOf(res);
    expect(cookies.customer_access).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    // Without "remember me" the refresh cookie ends with the browser session.
    expect(cookies.customer_refresh).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect(cookies.customer_refresh?.maxAge).toBeUndefined();
    const me = await send(t, 'GET', `/api/customer/${c.id}`, { token: res.data.response.jwtToken });
    expect(me.statusCode).toBe(200);
  });

  it('signs in with the legacy query string, remember me making the cookie last 30 days', async () => {
    const query = new URLSearchParams({ userName: c.mobileNumber, password: c.password, rememberMe: 'true' });
    const res = await send(t, 'POST', `/api/customer/login?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response.user.id).toBe(c.id);
    expect(cookiesOf(res).customer_refresh?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('answers one identical 401 for a wrong password and an unknown number', async () => {
    const wrongPassword = await login({ userName: c.mobileNumber, password: 'not-the-password' });
    const unknown = await login({ userName: freshNumber(), password: c.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(wrongPassword.body).not.toContain('not-the-password');
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('answers 400 naming the field when a credential is missing or malformed', async () => {
    const noPassword = await login({ userName: c.mobileNumber });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.data.errors).toContainEqual(expect.objectContaining({ field: 'password' }));
    const badNumber = await send(t, 'POST', '/api/customer/login?userName=12&password=whatever');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.data.errors).toContainEqual(expect.objectContaining({ field: 'userName' }));
  });

  it(`refuses a number from one address after ${LOGIN_LIMITS.failuresPerPair} wrong passwords there (429); other addresses are not`, async () => {
    const victim = await signUpCustomer(t);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.failuresPerPair; i++) {
      expect((await login({ userName: victim.mobileNumber, password: `guess-${i}` }, ip)).statusCode).toBe(
        401,
      );
    }
    const locked = await login({ userName: victim.mobileNumber, password: victim.password }, ip);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.failureWindowSeconds);
    // The owner elsewhere, and other accounts, are not affected (issue 13.4).
    expect((await login({ userName: victim.mobileNumber, password: victim.password })).statusCode).toBe(200);
    expect((await login({ userName: c.mobileNumber, password: c.password })).statusCode).toBe(200);
  });

  it('is rate limited per client address (429 + Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) await login({ userName: '1' }, ip);
    const over = await login({ userName: c.mobileNumber, password: c.password }, ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('customer sessions at /auth', () => {
  it("renews a customer's session from the refresh cookie and ends it at logout", async () => {
    const c = await signUpCustomer(t);
    const { refresh: value } = await signIn(c);
    const renewed = await refresh(value);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.data.response).toMatchObject({ kind: 'customer', user: { id: c.id } });
    const me = await send(t, 'GET', `/api/customer/${c.id}`, { token: renewed.data.response.jwtToken });
    expect(me.statusCode).toBe(200);
    const next = cookiesOf(renewed).customer_refresh?.value as string;
    const out = await send(t, 'POST', '/api/auth/logout', {
      headers: { cookie: `customer_refresh=${next}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('keeps customer and staff tokens apart', async () => {
    const c = await signUpCustomer(t);
    const { token, refresh: value } = await signIn(c);
    expect((await send(t, 'GET', '/api/customer/all', { token })).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/user', { token })).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/sms/outbox', { token })).statusCode).toBe(403);
    // A customer's refresh token does not renew a staff session.
    expect((await refresh(value, 'staff')).statusCode).toBe(401);
    // A staff token is not a customer's.
    const staffOnCustomer = await send(t, 'PUT', '/api/customer/password', {
      token: t.auth.staff,
      body: { currentPassword: 'x', newPassword: 'new-password-1' },
    });
    expect(staffOnCustomer.statusCode).toBe(403);
  });
});

describe('forgot password', () => {
  it('sets a new password with a code, ends every session, and the old password stops working', async () => {
    const c = await signUpCustomer(t);
    const { refresh: before } = await signIn(c);
    expect((await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'))).statusCode).toBe(200);
    const res = await send(t, 'POST', '/api/customer/reset-password', {
      body: { userName: c.mobileNumber, otp: await lastCode(t, c.mobileNumber), password: 'brand-new-pass' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ response: null, message: 'Password updated successfully' });
    expect((await login({ userName: c.mobileNumber, password: c.password })).statusCode).toBe(401);
    expect((await login({ userName: c.mobileNumber, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await refresh(before)).statusCode).toBe(401);
  });

  it('answers one identical 400 naming otp for a wrong code and an unknown number', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'));
    const code = await lastCode(t, c.mobileNumber);
    const wrong = await send(t, 'POST', '/api/customer/reset-password', {
      body: { userName: c.mobileNumber, otp: wrongCode(code), password: 'brand-new-pass' },
    });
    const unknown = await send(t, 'POST', '/api/customer/reset-password', {
      body: { userName: freshNumber(), otp: code, password: 'brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.errors).toContainEqual(expect.objectContaining({ field: 'otp' }));
    expect(unknown.body).toBe(wrong.body);
    // A code for signing in does not reset a password.
    await backdateCodes(t, c.mobileNumber, 31);
    await send(t, 'POST', otpUrl(c.mobileNumber, 'login'));
    const loginCode = await send(t, 'POST', '/api/customer/reset-password', {
      body: { userName: c.mobileNumber, otp: await lastCode(t, c.mobileNumber), password: 'brand-new-pass' },
    });
    expect(loginCode.statusCode).toBe(400);
    const short = await send(t, 'POST', '/api/customer/reset-password', {
      body: { userName: c.mobileNumber, otp: code, password: 'short' },
    });
    expect(short.data.errors).toContainEqual(expect.objectContaining({ field: 'password' }));
  });
});

describe('changing the password', () => {
  it('needs the current password, ends other sessions and renews this one', async () => {
    const c = await signUpCustomer(t);
    const { token, refresh: other } = await signIn(c);
    const wrong = await send(t, 'PUT', '/api/customer/password', {
      token,
      body: { currentPassword: 'not-it-at-all', newPassword: 'another-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.errors).toContainEqual(expect.objectContaining({ field: 'currentPassword' }));
    const res = await send(t, 'PUT', '/api/customer/password', {
      token,
      body: { currentPassword: c.password, newPassword: 'another-pass-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Password updated successfully');
    expect(res.data.response.user.id).toBe(c.id);
    expect(cookiesOf(res).customer_refresh).toBeDefined();
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await refresh(cookiesOf(res).customer_refresh?.value as string)).statusCode).toBe(200);
    expect((await login({ userName: c.mobileNumber, password: 'another-pass-1' })).statusCode).toBe(200);
    const anonymous = await send(t, 'PUT', '/api/customer/password', {
      body: { currentPassword: 'another-pass-1', newPassword: 'yet-another-1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('changing the mobile number', () => {
  async function codeFor(c: TestCustomer, newNumber: string) {
    const sent = await send(t, 'POST', otpUrl(newNumber, 'change_number'), { token: c.token });
    expect(sent.statusCode, sent.body).toBe(200);
    return lastCode(t, newNumber);
  }
  const changeUrl = (number: string, id: number, otp?: string) =>
    `/api/customer/change-Number?${new URLSearchParams({ mobileNumber: number, id: String(id), ...(otp ? { otp } : {}) })}`;

  it('moves the customer to a number proven by a code, and ends the old sessions', async () => {
    const c = await signUpCustomer(t);
    const { refresh: before } = await signIn(c);
    const next = freshNumber();
    const otp = await codeFor(c, next);
    const res = await send(t, 'PUT', changeUrl(next, c.id, otp), { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Mobile number updated successfully');
    expect(res.data.response.user).toMatchObject({ id: c.id, mobileNumber: next });
    expect(cookiesOf(res).customer_access).toBeDefined();
    expect((await refresh(before)).statusCode).toBe(401);
    expect((await login({ userName: next, password: c.password })).statusCode).toBe(200);
    expect((await login({ userName: c.mobileNumber, password: c.password })).statusCode).toBe(401);
    const me = await send(t, 'GET', `/api/customer/${c.id}`, { token: res.data.response.jwtToken });
    expect(me.data.response).toMatchObject({ mobileNumber: next, mobileVerified: true });
  });

  it('takes the code in a JSON body too', async () => {
    const c = await signUpCustomer(t);
    const next = freshNumber();
    const otp = await codeFor(c, next);
    const res = await send(t, 'PUT', changeUrl(next, c.id), { token: c.token, body: { otp } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 409 for a number that is taken, and sends it no code', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    expect(
      (await send(t, 'POST', otpUrl(b.mobileNumber, 'change_number'), { token: a.token })).statusCode,
    ).toBe(200);
    expect(await smsCountTo(t, b.mobileNumber)).toBe(0);
    const res = await send(t, 'PUT', changeUrl(b.mobileNumber, a.id, '123456'), { token: a.token });
    expect(res.statusCode).toBe(409);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));
  });

  it('answers 400 naming otp for a wrong or missing code, and 400 for a bad number', async () => {
    const c = await signUpCustomer(t);
    const next = freshNumber();
    const otp = await codeFor(c, next);
    const wrong = await send(t, 'PUT', changeUrl(next, c.id, wrongCode(otp)), { token: c.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.errors).toContainEqual(expect.objectContaining({ field: 'otp' }));
    const missing = await send(t, 'PUT', changeUrl(next, c.id), { token: c.token });
    expect(missing.data.errors).toContainEqual(expect.objectContaining({ field: 'otp' }));
    const badNumber = await send(t, 'PUT', changeUrl('123', c.id, otp), { token: c.token });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));
    // One wrong try does not burn the code.
    expect((await send(t, 'PUT', changeUrl(next, c.id, otp), { token: c.token })).statusCode).toBe(200);
  });

  it("answers 403 for another customer's id and 401 without a token", async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const next = freshNumber();
    const otp = await codeFor(b, next);
    expect((await send(t, 'PUT', changeUrl(next, a.id, otp), { token: b.token })).statusCode).toBe(403);
    expect((await send(t, 'PUT', changeUrl(next, a.id, otp))).statusCode).toBe(401);
    const still = await send(t, 'GET', `/api/customer/${a.id}`, { token: a.token });
    expect(still.data.response.mobileNumber).toBe(a.mobileNumber);
  });
});
