import { decodeJwt, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, insertOrder } from '../product-fixtures.js';
import { createTestApp, TEST_ADMIN, TEST_JWT_SECRET, type TestApp } from '../test-app.js';
import { call } from './security-call.js';
import {
  type Account,
  createAccount,
  customerStatus,
  refreshWith,
  type SignedIn,
  signInCustomer,
  signInStaff,
  staffStatus,
} from './session-fixtures.js';

let t: TestApp;
let alice: Account;
let bob: Account;
let aliceIn: SignedIn;
let adminIn: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createAccount(t, 'Alice');
  bob = await createAccount(t, 'Bob');
  aliceIn = await signInCustomer(t, alice);
  adminIn = await signInStaff(t, TEST_ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs `payload` as given (its sid, sub, exp...), with a chosen key and algorithm. */
function sign(payload: JWTPayload, opts: { secret?: string; alg?: string } = {}) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
    .sign(key(opts.secret ?? TEST_JWT_SECRET));
}

describe('forged access tokens', () => {
  it('refuses 8 of 8 forgeries of a live staff token (alg none, wrong key, expired, tampered, HS384, no sid, ...)', async () => {
    const real = decodeJwt(adminIn.token);
    const now = Math.floor(Date.now() / 1000);
    const [head, body, signature] = adminIn.token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...real, sub: String(t.staff.id) })).toString('base64url');
    const { sid: _sid, ...withoutSid } = real;
    const forgeries: Record<string, string> = {
      'alg none': new UnsecuredJWT(real).encode(),
      'alg none, signature kept': `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.${signature}`,
      'wrong key': await sign(real, { secret: 'another-secret-that-is-long-enough-for-hs256' }),
      expired: await sign({ ...real, iat: now - 3600, exp: now - 60 }),
      'payload changed, signature kept': `${head}.${tampered}.${signature}`,
      HS384: await sign(real, { alg: 'HS384' }),
      'no session id': await sign(withoutSid),
      'another subject on this session': await sign({ ...real, sub: String(t.staff.id) }),
    };
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(forgeries).map(async ([name, token]) => [name, await staffStatus(t, token)]),
      ),
    );
    console.log('forged staff tokens →', statuses);
    expect(Object.values(statuses)).toEqual(Array(8).fill(401));
    // The real one works: the refusals come from the forgery, not from the setup.
    expect(await staffStatus(t, adminIn.token)).toBe(200);
  });

  it('refuses a customer token re-signed for another customer, or with a made-up session: 2 × 401', async () => {
    const real = decodeJwt(aliceIn.token);
    const asBob = await sign({ ...real, sub: String(bob.id) });
    const madeUp = await sign({ ...real, sid: '00000000-0000-4000-8000-000000000000' });
    expect([await customerStatus(t, asBob, bob.id), await customerStatus(t, madeUp, alice.id)]).toEqual([
      401, 401,
    ]);
    expect(await customerStatus(t, aliceIn.token, alice.id)).toBe(200);
  });
});

describe('a customer token used as staff, and back', () => {
  it('refuses a customer token on a staff route, by header and in the staff cookie: 2 × 403', async () => {
    const byHeader = await staffStatus(t, aliceIn.token);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { staff_access: aliceIn.token },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect([byHeader, byCookie.statusCode]).toEqual([403, 403]);
  });

  it('refuses a staff token on the customer-only routes (review, checkout, password): 3 × 403', async () => {
    const token = adminIn.token;
    const statuses = [
      (await call(t, 'POST', '/api/review', { token, body: { productId: 1, rating: 5, comment: 'x' } }))
        .statusCode,
      (
        await call(t, 'POST', '/api/orders/products?addressId=1', {
          token,
          body: { productDetails: [{ productId: 1, quantity: 1 }] },
        })
      ).statusCode,
      (
        await call(t, 'PUT', '/api/customer/password', {
          token,
          body: { currentPassword: 'x', newPassword: 'yyyyyyyy' },
        })
      ).statusCode,
    ];
    expect(statuses).toEqual([403, 403, 403]);
  });

  it('refuses correctly signed tokens whose kind and audience disagree, or with an unknown role: 3 × 401', async () => {
    const customer = decodeJwt(aliceIn.token);
    const staff = decodeJwt(adminIn.token);
    const tokens = [
      await sign({ ...customer, kind: 'staff', role: 'admin' }),
      await sign({ ...staff, aud: 'customer' }),
      await sign({ ...staff, role: 'owner' }),
    ];
    const statuses = [
      await staffStatus(t, tokens[0] as string),
      await customerStatus(t, tokens[1] as string, t.admin.id),
      await staffStatus(t, tokens[2] as string),
    ];
    expect(statuses).toEqual([401, 401, 401]);
  });

  it("refuses a customer's refresh token asked to make a staff session: 401", async () => {
    const fresh = await signInCustomer(t, alice);
    const res = await call(t, 'POST', '/api/auth/refresh', {
      body: { refreshToken: fresh.refresh, kind: 'staff' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a refresh token replayed after rotation', () => {
  it('revokes the whole family: the replay, the newest refresh token and 3 of 3 access tokens refused', async () => {
    const first = await signInCustomer(t, alice);
    const other = await signInCustomer(t, alice);
    const rotated = await refreshWith(t, first.refresh);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.pair as SignedIn;
    const third = (await refreshWith(t, second.refresh)).pair as SignedIn;
    expect(await customerStatus(t, third.token, alice.id)).toBe(200);

    const replay = await refreshWith(t, first.refresh);
    const afterwards = await refreshWith(t, third.refresh);
    const access = [first.token, second.token, third.token];
    const statuses = await Promise.all(access.map((token) => customerStatus(t, token, alice.id)));
    console.log(
      `replayed refresh: ${replay.statusCode}; newest refresh: ${afterwards.statusCode}; access tokens: ${statuses}`,
    );
    expect([replay.statusCode, afterwards.statusCode, ...statuses]).toEqual([401, 401, 401, 401, 401]);
    // Another device's session is another family: it goes on.
    expect(await customerStatus(t, other.token, alice.id)).toBe(200);
  });
});

describe('a browser holding a customer and a staff session (issue 14.10)', () => {
  /** Both cookies at once, as the shop's own page sends them; `kind` is the admin client's mark. */
  const both = (method: 'GET' | 'PUT', url: string, kind?: 'staff', payload?: object) =>
    t.app.inject({
      method,
      url,
      cookies: { customer_access: aliceIn.token, staff_access: adminIn.token },
      headers: { 'sec-fetch-site': 'same-origin', ...(kind ? { 'x-session-kind': kind } : {}) },
      ...(payload ? { payload } : {}),
    });

  it("lets the staff session decide on the admin's calls: another customer's order and account, a status change", async () => {
    const productId = (await createProduct(t, await createCategory(t))).id;
    const orderId = await insertOrder(t.db, { customerId: bob.id, lines: [{ productId, quantity: 1 }] });
    const statuses = [
      (await both('GET', `/api/orders/${orderId}`, 'staff')).statusCode,
      (await both('GET', `/api/customer/${bob.id}`, 'staff')).statusCode,
      (await both('PUT', `/api/orders/${orderId}`, 'staff', { status: 'CONFIRMED' })).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200]);
  });

  it("keeps the customer's session deciding on the storefront's calls (no mark): 403 for another's order", async () => {
    const productId = (await createProduct(t, await createCategory(t))).id;
    const orderId = await insertOrder(t.db, { customerId: bob.id, lines: [{ productId, quantity: 1 }] });
    const mine = await both('GET', `/api/customer/${alice.id}`);
    const theirs = await both('GET', `/api/orders/${orderId}`);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 403]);
  });

  it('gives a customer nothing more for the mark when there is no staff session: 403', async () => {
    const productId = (await createProduct(t, await createCategory(t))).id;
    const orderId = await insertOrder(t.db, { customerId: bob.id, lines: [{ productId, quantity: 1 }] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      cookies: { customer_access: aliceIn.token },
      headers: { 'sec-fetch-site': 'same-origin', 'x-session-kind': 'staff' },
    });
    expect(res.statusCode).toBe(403);
  });
});
