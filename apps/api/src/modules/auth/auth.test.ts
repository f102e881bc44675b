import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, TEST_STAFF, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextAddress = 1;
/** Sign-ins are rate limited per client address: each test signs in from its own address. */
function freshAddress() {
  return `10.1.0.${nextAddress++}`;
}

async function login(body: unknown, remoteAddress = freshAddress()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body as object,
    remoteAddress,
  });
  return Object.assign(res, { data: JSON.parse(res.body) });
}

function cookieOf(res: { cookies: { name: string; value: string }[] }, name: string) {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie;
}

async function refresh(refreshToken: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { staff_refresh: refreshToken },
    headers,
  });
  return Object.assign(res, { data: JSON.parse(res.body) });
}

describe('staff sign-in', () => {
  it('answers a token and the user, never a password hash, and sets httpOnly cookies', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.data.response).toMatchObject({
      jwtToken: expect.any(String),
      user: { email: TEST_ADMIN.email, role: 'admin', name: 'Test Owner' },
    });
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(res.body).not.toContain(TEST_ADMIN.password);

    const access = cookieOf(res, 'staff_access');
    expect(access).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Strict' });
    expect(access.value).toBe(res.data.response.jwtToken);
    expect(cookieOf(res, 'staff_refresh')).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
      sameSite: 'Strict',
    });

    const me = await t.call('GET', '/api/user', { token: res.data.response.jwtToken });
    expect(me.statusCode).toBe(200);
    expect(me.data.response.email).toBe(TEST_ADMIN.email);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await login({ ...TEST_ADMIN, email: TEST_ADMIN.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login({ email: TEST_ADMIN.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@farm.test', password: TEST_ADMIN.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('answers 400 naming the field for a malformed sign-in', async () => {
    const res = await login({ email: 'not-an-email', password: 'whatever' });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'email' }));
    const noPassword = await login({ email: TEST_ADMIN.email });
    expect(noPassword.data.errors).toContainEqual(expect.objectContaining({ field: 'password' }));
  });

  it("gives a staff member's token the staff routes, not the admin ones", async () => {
    const res = await login(TEST_STAFF);
    expect(res.statusCode).toBe(200);
    const token = res.data.response.jwtToken;
    const me = await t.call('GET', '/api/user', { token });
    expect(me.statusCode).toBe(200);
    expect(me.data.response).toMatchObject({ email: TEST_STAFF.email, role: 'staff' });
    expect((await t.call('GET', '/api/contact-as/all', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/all', { token })).statusCode).toBe(403);
  });

  it('limits sign-ins from one address to 10 a minute', async () => {
    const address = freshAddress();
    // Ten accounts, one guess each: no account's own count (staff-login-throttle.test.ts) decides.
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: `someone-${i}@farm.test`, password: `wrong-${i}` }, address);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(TEST_ADMIN, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect((await login(TEST_ADMIN)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('rotates the refresh token; replaying an old one ends the whole session', async () => {
    const signedIn = await login(TEST_ADMIN);
    const first = cookieOf(signedIn, 'staff_refresh').value;

    const renewed = await refresh(first);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.data.response).toMatchObject({ kind: 'staff', jwtToken: expect.any(String) });
    expect(renewed.data.response).not.toHaveProperty('refreshToken');
    const second = cookieOf(renewed, 'staff_refresh').value;
    expect(second).not.toBe(first);
    expect((await t.call('GET', '/api/user', { token: renewed.data.response.jwtToken })).statusCode).toBe(
      200,
    );

    const replayed = await refresh(first);
    expect(replayed.statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('hands a script that sent its refresh token in the body the next one the same way', async () => {
    const signedIn = await login(TEST_ADMIN);
    const token = cookieOf(signedIn, 'staff_refresh').value;
    const res = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: token } });
    expect(res.statusCode).toBe(200);
    expect(res.data.response.refreshToken).toEqual(expect.any(String));
    expect((await t.call('POST', '/api/auth/refresh', { body: { refreshToken: token } })).statusCode).toBe(
      401,
    );
  });

  it('honours the refresh cookie only on same-origin requests', async () => {
    const signedIn = await login(TEST_ADMIN);
    const token = cookieOf(signedIn, 'staff_refresh').value;
    expect((await refresh(token, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(401);
    expect((await refresh(token, { origin: 'https://evil.example' })).statusCode).toBe(401);
    // Refused, the token was not spent: the shop itself can still use it.
    expect((await refresh(token, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const signedIn = await login(TEST_ADMIN);
    const token = cookieOf(signedIn, 'staff_refresh').value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { staff_refresh: token },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.filter((c) => c.name === 'staff_refresh' || c.name === 'staff_access');
    expect(cleared).toHaveLength(2);
    for (const c of cleared) expect(c.value).toBe('');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('ends the session named by a bearer token on logout: the token stops working at once', async () => {
    // Security issue 13.6: a script signed in with the bearer header, logged out with it, and
    // the token went on working until it expired.
    const signedIn = await login(TEST_STAFF);
    const token = signedIn.data.response.jwtToken as string;
    expect((await t.call('GET', '/api/user', { token })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.call('GET', '/api/user', { token })).statusCode).toBe(401);
    // Its refresh token belongs to the same session and is gone too.
    expect((await refresh(cookieOf(signedIn, 'staff_refresh').value)).statusCode).toBe(401);
    // Another session of the same person is not touched.
    expect((await t.call('GET', '/api/user', { as: 'staff' })).statusCode).toBe(200);
  });

  it('answers 401 to a refresh without a token', async () => {
    expect((await t.call('POST', '/api/auth/refresh')).statusCode).toBe(401);
    expect((await refresh('an-unknown-refresh-token')).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  // A live session's id, so that only the signature (or its absence) can make the difference.
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    const { sid } = decodeJwt((await login(TEST_ADMIN)).data.response.jwtToken);
    claims = { kind: 'staff', role: 'admin', name: 'Mallory', sid };
  });

  it('refuses an unsigned (alg: none) token', async () => {
    const token = new UnsecuredJWT(claims)
      .setSubject(String(t.admin.id))
      .setIssuer('farm-shop')
      .setAudience('staff')
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect((await t.call('GET', '/api/user', { token })).statusCode).toBe(401);
  });

  it('refuses a token signed with another key, and an expired one', async () => {
    const sign = (secret: string, expires: string | number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(t.admin.id))
        .setIssuer('farm-shop')
        .setAudience('staff')
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));
    const foreign = await sign('another-secret-that-is-long-enough-for-hs256', '5m');
    expect((await t.call('GET', '/api/user', { token: foreign })).statusCode).toBe(401);
    const expired = await sign(
      'test-secret-that-is-long-enough-for-hs256!',
      Math.floor(Date.now() / 1000) - 60,
    );
    expect((await t.call('GET', '/api/user', { token: expired })).statusCode).toBe(401);
    const good = await sign('test-secret-that-is-long-enough-for-hs256!', '5m');
    expect((await t.call('GET', '/api/user', { token: good })).statusCode).toBe(200);
  });

  it('refuses a customer token on staff routes with 403 and a garbled one with 401', async () => {
    expect((await t.call('GET', '/api/user', { as: 'customer' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/user', { token: 'not.a.token' })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user')).statusCode).toBe(401);
  });
});
