import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, TEST_STAFF, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fieldsOf = (data: { errors?: { field: string }[] }) => (data.errors ?? []).map((e) => e.field);

let serial = 0;
function newUser(role: 'admin' | 'staff' = 'staff') {
  serial++;
  return {
    name: `Helper ${serial}`,
    email: `helper${serial}@farm.test`,
    password: `password-${serial}-long`,
    role,
  };
}

async function createUser(body: ReturnType<typeof newUser>) {
  const res = await t.call('POST', '/api/user', { as: 'admin', body });
  expect(res.statusCode).toBe(201);
  return res.data.response as { id: number; email: string };
}

function login(email: string, password: string) {
  return t.call('POST', '/api/auth/login', { body: { email, password } });
}

describe('staff users', () => {
  it('answers the signed-in staff member on GET /user', async () => {
    const admin = await t.call('GET', '/api/user', { as: 'admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.data.response).toMatchObject({ id: t.admin.id, email: TEST_ADMIN.email, role: 'admin' });
    const staff = await t.call('GET', '/api/user', { as: 'staff' });
    expect(staff.data.response).toMatchObject({ id: t.staff.id, email: TEST_STAFF.email, role: 'staff' });
  });

  it('lets an admin create, read, list, update and delete staff users', async () => {
    const input = newUser();
    const created = await t.call('POST', '/api/user', {
      as: 'admin',
      body: { ...input, email: ' New.Helper@Farm.Test ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Create User Successfully');
    expect(created.data.response).toMatchObject({
      name: input.name,
      email: 'new.helper@farm.test',
      role: 'staff',
      active: true,
    });
    expect(created.body).not.toMatch(/password|\$argon2/i);
    const id = created.data.response.id;

    expect((await t.call('GET', `/api/user/${id}`, { as: 'admin' })).data.response.email).toBe(
      'new.helper@farm.test',
    );
    const list = await t.call('GET', '/api/user/all?size=100', { as: 'admin' });
    expect(list.statusCode).toBe(200);
    expect(list.data.page.totalElements).toBeGreaterThanOrEqual(3);
    expect(list.data.response.map((u: { id: number }) => u.id)).toContain(id);
    expect(list.body).not.toMatch(/passwordHash|\$argon2/);

    const updated = await t.call('PUT', `/api/user/${id}`, {
      as: 'admin',
      body: { name: 'Senior Helper', role: 'admin' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.response).toMatchObject({ name: 'Senior Helper', role: 'admin' });

    expect((await t.call('DELETE', `/api/user/${id}`, { as: 'admin' })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/user/${id}`, { as: 'admin' })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/user/${id}`, { as: 'admin' })).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/user/${id}`, { as: 'admin', body: { name: 'Ghost' } })).statusCode,
    ).toBe(404);
  });

  it('keeps user management for admins', async () => {
    const body = newUser();
    expect((await t.call('GET', '/api/user/all', { as: 'staff' })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/user', { as: 'staff', body })).statusCode).toBe(403);
    expect(
      (await t.call('PUT', `/api/user/${t.staff.id}`, { as: 'staff', body: { role: 'admin' } })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/user/${t.admin.id}`, { as: 'staff' })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/user/${t.admin.id}`, { as: 'staff' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/user/all', { as: 'customer' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/user/all')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/user', { body })).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
  });

  it('answers 409 naming email for an e-mail already in use, in any case', async () => {
    const dup = await t.call('POST', '/api/user', {
      as: 'admin',
      body: { ...newUser(), email: TEST_STAFF.email.toUpperCase() },
    });
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup.data)).toContain('email');

    const user = await createUser(newUser());
    const taken = await t.call('PUT', `/api/user/${user.id}`, {
      as: 'admin',
      body: { email: TEST_STAFF.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken.data)).toContain('email');
  });

  it.each([
    ['password', { password: 'short' }],
    ['email', { email: 'not-an-email' }],
    ['role', { role: 'owner' }],
    ['name', { name: '' }],
  ])('answers 400 naming %s', async (field, change) => {
    const res = await t.call('POST', '/api/user', { as: 'admin', body: { ...newUser(), ...change } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.data)).toContain(field);
  });

  it('refuses a short password on update too, and unknown fields', async () => {
    const user = await createUser(newUser());
    const short = await t.call('PUT', `/api/user/${user.id}`, { as: 'admin', body: { password: '1234567' } });
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short.data)).toContain('password');
    const extra = await t.call('POST', '/api/user', {
      as: 'admin',
      body: { ...newUser(), passwordHash: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('lets the created user sign in, and a new password or deactivation end that', async () => {
    const input = newUser();
    const user = await createUser(input);
    const signedIn = await login(input.email, input.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.data.response.user).toMatchObject({ id: user.id, role: 'staff' });
    const refreshToken = signedIn.cookies.find((c) => c.name === 'staff_refresh')?.value ?? '';

    const changed = await t.call('PUT', `/api/user/${user.id}`, {
      as: 'admin',
      body: { password: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
    expect((await login(input.email, 'a-brand-new-password')).statusCode).toBe(200);
    const refreshed = await t.call('POST', '/api/auth/refresh', { body: { refreshToken } });
    expect(refreshed.statusCode).toBe(401);

    await t.call('PUT', `/api/user/${user.id}`, { as: 'admin', body: { active: false } });
    expect((await login(input.email, 'a-brand-new-password')).statusCode).toBe(401);
  });

  it('never leaves the shop without an admin', async () => {
    const demote = () => t.call('PUT', `/api/user/${t.admin.id}`, { as: 'admin', body: { role: 'staff' } });
    const res = await demote();
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('LAST_ADMIN');
    expect(
      (await t.call('PUT', `/api/user/${t.admin.id}`, { as: 'admin', body: { active: false } })).statusCode,
    ).toBe(409);
    expect((await t.call('DELETE', `/api/user/${t.admin.id}`, { as: 'admin' })).statusCode).toBe(409);
    expect((await t.call('GET', '/api/user', { as: 'admin' })).data.response).toMatchObject({
      role: 'admin',
      active: true,
    });

    // With a second admin, either may step down, but not both.
    const second = await createUser(newUser('admin'));
    expect(
      (await t.call('PUT', `/api/user/${second.id}`, { as: 'admin', body: { role: 'staff' } })).statusCode,
    ).toBe(200);
    expect((await demote()).statusCode).toBe(409);

    // A deactivated admin is no admin the shop relies on: demoting or deleting one is fine.
    const third = await createUser(newUser('admin'));
    const put = (body: object) => t.call('PUT', `/api/user/${third.id}`, { as: 'admin', body });
    expect((await put({ active: false })).statusCode).toBe(200);
    expect((await put({ active: false })).statusCode).toBe(200);
    expect((await put({ role: 'staff' })).statusCode).toBe(200);
    expect((await demote()).statusCode).toBe(409);
  });
});

describe("a staff member's own language (issue 33)", () => {
  it('is English at first; any role sets their own with PUT /user/language, and only theirs; 400 naming locale otherwise', async () => {
    const input = newUser('staff');
    const created = await createUser(input);
    const token = (await login(input.email, input.password)).data.response.jwtToken as string;
    expect((await t.call('GET', '/api/user', { token })).data.response.locale).toBe('en');
    const set = await t.call('PUT', '/api/user/language', { token, body: { locale: 'ta' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.response).toMatchObject({ id: created.id, locale: 'ta' });
    expect((await t.call('GET', '/api/user', { token })).data.response.locale).toBe('ta');
    // Nobody else's changed, and no session ended.
    expect((await t.call('GET', '/api/user', { as: 'staff' })).data.response.locale).toBe('en');
    for (const body of [{ locale: 'hi' }, {}, { locale: 'ta', role: 'admin' }]) {
      const bad = await t.call('PUT', '/api/user/language', { token, body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badLocale = await t.call('PUT', '/api/user/language', { token, body: { locale: 'hi' } });
    expect(fieldsOf(badLocale.data)).toContain('locale');
    expect((await t.call('PUT', '/api/user/language', { body: { locale: 'ta' } })).statusCode).toBe(401);
    // An admin may set anyone's, as any other field of the account.
    const byAdmin = await t.call('PUT', `/api/user/${created.id}`, { as: 'admin', body: { locale: 'en' } });
    expect(byAdmin.data.response.locale).toBe('en');
  });
});

describe("a staff member's own password (issue 14.14f)", () => {
  it('needs the current one: missing 400, wrong 400, each naming currentPassword; right → changed, signed out', async () => {
    const input = newUser('staff');
    await createUser(input);
    const token = (await login(input.email, input.password)).data.response.jwtToken as string;
    const change = (body: object) => t.call('PUT', '/api/user/password', { token, body });
    const next = 'four-goats-under-a-neem';

    const missing = await change({ password: next });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.data)).toEqual(['currentPassword']);
    const wrong = await change({ password: next, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data.detail).toBe('The current password is wrong');
    expect(fieldsOf(wrong.data)).toEqual(['currentPassword']);
    expect((await login(input.email, next)).statusCode).toBe(401);

    const right = await change({ password: next, currentPassword: input.password });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.data.message).toBe('Password changed successfully');
    expect(right.body).not.toMatch(/password"|\$argon2/i);
    expect((await t.call('GET', '/api/user', { token })).statusCode).toBe(401);
    expect((await login(input.email, next)).statusCode).toBe(200);
  });

  it('is for staff only: a customer 403, nobody 401', async () => {
    const body = { password: 'four-goats-under-a-neem', currentPassword: 'x' };
    expect((await t.call('PUT', '/api/user/password', { as: 'customer', body })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/user/password', { body })).statusCode).toBe(401);
  });
});
