import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { lastCode, otpUrl } from '../../modules/otp/otp-test-fixtures.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test-app.js';
import { call, freshMobile } from './security-call.js';
import {
  createAccount,
  customerStatus,
  type SignedIn,
  signInCustomer,
  signInStaff,
  staffStatus,
} from './session-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The statuses of every token on the customer's own profile. */
const statusesOf = (tokens: string[], id: number) =>
  Promise.all(tokens.map((token) => customerStatus(t, token, id)));

describe('a customer access token is refused as soon as its session ends', () => {
  it('after logout: that session 401, another device still 200', async () => {
    const account = await createAccount(t);
    const [phone, laptop] = [await signInCustomer(t, account), await signInCustomer(t, account)];
    const res = await call(t, 'POST', '/api/auth/logout', { body: { refreshToken: phone.refresh } });
    expect(res.statusCode).toBe(200);
    expect(await statusesOf([phone.token, laptop.token], account.id)).toEqual([401, 200]);
  });

  it('after logout through the cookie (the web app): 401 by header and by cookie', async () => {
    const account = await createAccount(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/login',
      payload: { userName: account.mobileNumber, password: account.password },
    });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const sameOrigin = { 'sec-fetch-site': 'same-origin' };
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies, headers: sameOrigin });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${account.id}`,
      cookies,
      headers: sameOrigin,
    });
    expect([
      await customerStatus(t, cookies.customer_access as string, account.id),
      byCookie.statusCode,
    ]).toEqual([401, 401]);
  });

  it('after a password change: 2 of 2 old sessions 401, the new one 200', async () => {
    const account = await createAccount(t);
    const old = [await signInCustomer(t, account), await signInCustomer(t, account)];
    const res = await call(t, 'PUT', '/api/customer/password', {
      token: old[0]?.token,
      body: { currentPassword: account.password, newPassword: 'a-new-password-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.data.response.jwtToken as string;
    expect(await statusesOf([...old.map((s) => s.token), fresh], account.id)).toEqual([401, 401, 200]);
  });

  it('after a password reset with a code: the old session 401', async () => {
    const account = await createAccount(t);
    const old = await signInCustomer(t, account);
    await call(t, 'POST', otpUrl(account.mobileNumber, 'reset_password'));
    const otp = await lastCode(t, account.mobileNumber);
    const res = await call(t, 'POST', '/api/customer/reset-password', {
      body: { userName: account.mobileNumber, otp, password: 'a-reset-password-3' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await customerStatus(t, old.token, account.id)).toBe(401);
  });

  it('after a number change: the old session 401, the new one 200', async () => {
    const account = await createAccount(t);
    const [old, other] = [await signInCustomer(t, account), await signInCustomer(t, account)];
    const number = freshMobile();
    await call(t, 'POST', otpUrl(number, 'change_number'), { token: old.token });
    const otp = await lastCode(t, number);
    const url = `/api/customer/change-Number?mobileNumber=${encodeURIComponent(number)}&id=${account.id}&otp=${otp}`;
    const res = await call(t, 'PUT', url, { token: old.token });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.data.response.jwtToken as string;
    expect(await statusesOf([old.token, other.token, fresh], account.id)).toEqual([401, 401, 200]);
  });

  it('after staff deactivate the account, and after it is deleted: 401 each', async () => {
    const closed = await createAccount(t);
    const deleted = await createAccount(t);
    const [a, b] = [await signInCustomer(t, closed), await signInCustomer(t, deleted)];
    await call(t, 'PUT', `/api/customer/${closed.id}`, { token: t.auth.staff, body: { active: false } });
    await call(t, 'DELETE', `/api/customer/${deleted.id}`, { token: t.auth.staff });
    expect([
      await customerStatus(t, a.token, closed.id),
      await customerStatus(t, b.token, deleted.id),
    ]).toEqual([401, 401]);
  });
});

describe('a staff access token is refused as soon as the account changes', () => {
  /** A new staff member signed in, and a way to change their account as the admin. */
  async function helper(): Promise<{ id: number; session: SignedIn }> {
    const email = `helper-${Math.random().toString(36).slice(2)}@farm.test`;
    const created = await call(t, 'POST', '/api/user', {
      token: t.auth.admin,
      body: { name: 'Helper', email, password: 'helper-pass-9', role: 'admin' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return {
      id: created.data.response.id,
      session: await signInStaff(t, { email, password: 'helper-pass-9' }),
    };
  }

  it('after deactivation, a role change, a new password, deletion: 4 of 4 sessions 401', async () => {
    const changes = [{ active: false }, { role: 'staff' }, { password: 'another-pass-7' }, 'delete'] as const;
    const statuses: number[] = [];
    for (const change of changes) {
      const { id, session } = await helper();
      expect(await staffStatus(t, session.token)).toBe(200);
      const res =
        change === 'delete'
          ? await call(t, 'DELETE', `/api/user/${id}`, { token: t.auth.admin })
          : await call(t, 'PUT', `/api/user/${id}`, { token: t.auth.admin, body: change });
      expect(res.statusCode, res.body).toBe(200);
      statuses.push(await staffStatus(t, session.token));
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it('after the staff member logs out: 401', async () => {
    const session = await signInStaff(t, TEST_ADMIN);
    await call(t, 'POST', '/api/auth/logout', { body: { refreshToken: session.refresh, kind: 'staff' } });
    expect(await staffStatus(t, session.token)).toBe(401);
  });
});

describe('with several API processes on one database', () => {
  it('a logout through one process is seen by another at once: 200 before, 401 after, on both', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: '/tmp/farm-test',
    });
    const second = await buildApp({ db: t.db, config, tokens: t.tokenService });
    try {
      const account = await createAccount(t);
      const session = await signInCustomer(t, account);
      const onSecond = () =>
        second.inject({
          method: 'GET',
          url: `/api/customer/${account.id}`,
          headers: { authorization: `Bearer ${session.token}` },
        });
      expect([(await onSecond()).statusCode, await customerStatus(t, session.token, account.id)]).toEqual([
        200, 200,
      ]);
      await second.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: { refreshToken: session.refresh },
      });
      expect([(await onSecond()).statusCode, await customerStatus(t, session.token, account.id)]).toEqual([
        401, 401,
      ]);
    } finally {
      await second.close();
    }
  });
});
