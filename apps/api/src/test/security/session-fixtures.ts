import { expect } from 'vitest';
import { customers } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import type { TestApp } from '../test-app.js';
import { call, freshMobile } from './security-call.js';

export type SignedIn = { token: string; refresh: string };
export type Account = { id: number; name: string; mobileNumber: string; password: string };

let hash: Promise<string> | undefined;

/** A customer who can sign in with a password (written directly; sign-up has its own tests). */
export async function createAccount(t: TestApp, name = 'Kavitha'): Promise<Account> {
  const password = 'session-password-1';
  hash ??= hashPassword(password);
  const mobileNumber = freshMobile();
  const [row] = await t.db
    .insert(customers)
    .values({ name, mobileNumber, passwordHash: await hash, mobileVerified: true })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return { id: row.id, name, mobileNumber, password };
}

function refreshCookieOf(res: { cookies: { name: string; value: string }[] }, kind: 'customer' | 'staff') {
  return res.cookies.find((c) => c.name === `${kind}_refresh`)?.value ?? '';
}

/** Signs a customer in through the API: a new session (refresh-token family) each time. */
export async function signInCustomer(t: TestApp, account: Account): Promise<SignedIn> {
  const res = await call(t, 'POST', '/api/customer/login', {
    body: { userName: account.mobileNumber, password: account.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.data.response.jwtToken, refresh: refreshCookieOf(res, 'customer') };
}

export async function signInStaff(t: TestApp, login: { email: string; password: string }): Promise<SignedIn> {
  const res = await call(t, 'POST', '/api/auth/login', { body: login });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.data.response.jwtToken, refresh: refreshCookieOf(res, 'staff') };
}

/** Trades a refresh token (sent in the body, as scripts do) for a new pair. */
export async function refreshWith(t: TestApp, refreshToken: string) {
  const res = await call(t, 'POST', '/api/auth/refresh', { body: { refreshToken } });
  return Object.assign(res, {
    pair:
      res.statusCode === 200
        ? { token: res.data.response.jwtToken, refresh: res.data.response.refreshToken }
        : undefined,
  });
}

/** The status a token gets on a route that any signed-in customer may read (their own profile). */
export async function customerStatus(t: TestApp, token: string, id: number): Promise<number> {
  return (await call(t, 'GET', `/api/customer/${id}`, { token })).statusCode;
}

export async function staffStatus(t: TestApp, token: string): Promise<number> {
  return (await call(t, 'GET', '/api/user', { token })).statusCode;
}
