import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.js';

let serial = 0;
let addressSerial = 0;

/** A client address of its own, so that per-address limits decide nothing unless a test wants them to. */
export function freshAddress(): string {
  addressSerial += 1;
  return `10.13.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
}

/** A new staff account made by the test admin; its password passes the staff password policy. */
export async function newStaffUser(t: TestApp, role: 'admin' | 'staff' = 'staff') {
  serial += 1;
  const input = {
    name: `Shepherd ${serial}`,
    email: `shepherd-${serial}-${process.pid}@farm.test`,
    password: `tamarind-lantern-${serial}-Orbit!`,
    role,
  };
  const res = await t.call('POST', '/api/user', { as: 'admin', body: input });
  expect(res.statusCode, res.body).toBe(201);
  return { ...input, id: res.data.response.id as number };
}

/** `POST /api/auth/login` from a given client address (a fresh one by default). */
export async function staffLogin(t: TestApp, body: object, remoteAddress = freshAddress()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
  return Object.assign(res, { data: JSON.parse(res.body) });
}

/**
 * A call with a staff member's token from a fresh client address (the second-factor routes allow
 * 10 a minute per address; these tests make more, from one machine).
 */
export async function callAs(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  return Object.assign(res, { data: res.body ? JSON.parse(res.body) : undefined });
}

/** The six digits the app shows now, or `steps` periods of 30 s later (the server accepts ±1). */
export function codeOf(setupKey: string, steps = 0): Promise<string> {
  return generate({ secret: setupKey, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Signs a new account in, sets its authenticator app up and confirms it with the current code (so
 * that step is used: the next code to sign in with is `codeOf(setupKey, 1)`).
 */
export async function userWithSecondFactor(t: TestApp, role: 'admin' | 'staff' = 'staff') {
  const user = await newStaffUser(t, role);
  const signedIn = await staffLogin(t, { email: user.email, password: user.password });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const token = signedIn.data.response.jwtToken as string;
  const setup = await callAs(t, token, 'POST', '/api/user/second-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupKey, otpauthUri } = setup.data.response as { setupKey: string; otpauthUri: string };
  const confirmed = await callAs(t, token, 'POST', '/api/user/second-factor/confirm', {
    code: await codeOf(setupKey),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const recoveryCodes = confirmed.data.response.recoveryCodes as string[];
  return { ...user, token, setupKey, otpauthUri, recoveryCodes, answers: [confirmed.body] };
}
