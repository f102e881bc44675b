import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orders } from '../order/order.table.js';
import { freshNumber, lastCode, otpUrl, send, signUpCustomer } from '../otp/otp-test-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (body: Record<string, unknown>) => send(t, 'POST', '/api/customer', { body });

describe('sign-up', () => {
  it('creates a customer with the number in E.164 and never shows a hash', async () => {
    const res = await signUp({
      name: 'Lakshmi',
      mobileNumber: '98765 43210',
      password: 'paneer-2024',
      email: 'Lakshmi@Example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.response).toEqual({
      id: expect.any(Number),
      name: 'Lakshmi',
      mobileNumber: '+919876543210',
      email: 'lakshmi@example.com',
      mobileVerified: false,
      active: true,
      closedAt: null,
      erasedAt: null,
      locale: 'en',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('paneer-2024');
  });

  it('answers 409 naming mobileNumber for a number already registered, however written', async () => {
    const number = freshNumber();
    expect(
      (await signUp({ name: 'A', mobileNumber: number, password: 'ghee-and-paneer-1' })).statusCode,
    ).toBe(201);
    const dup = await signUp({
      name: 'B',
      mobileNumber: `0${number.slice(3)}`,
      password: 'ghee-and-paneer-2',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));
  });

  it('answers 400 naming the field for a bad number, a short password or an unknown key', async () => {
    const badNumber = await signUp({ name: 'A', mobileNumber: '12345', password: 'ghee-and-paneer-1' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));
    const shortPassword = await signUp({ name: 'A', mobileNumber: freshNumber(), password: 'short' });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.data.errors).toContainEqual(expect.objectContaining({ field: 'password' }));
    for (const extra of [{ mobileVerified: true }, { role: 'admin' }, { active: false }]) {
      const res = await signUp({
        name: 'A',
        mobileNumber: freshNumber(),
        password: 'ghee-and-paneer-1',
        ...extra,
      });
      expect(res.statusCode).toBe(400);
    }
    const noName = await signUp({ mobileNumber: freshNumber(), password: 'ghee-and-paneer-1' });
    expect(noName.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
  });
});

describe("the customer's language (issue 33)", () => {
  it('is English unless sign-up names one; the profile answers and changes it; anything else is a 400 naming locale', async () => {
    const english = await signUp({
      name: 'Arun',
      mobileNumber: freshNumber(),
      password: 'ghee-and-paneer-1',
    });
    expect(english.data.response.locale).toBe('en');
    const tamil = await signUp({
      name: 'Meena',
      mobileNumber: freshNumber(),
      password: 'ghee-and-paneer-1',
      locale: 'ta',
    });
    expect(tamil.statusCode, tamil.body).toBe(201);
    expect(tamil.data.response.locale).toBe('ta');
    const badSignUp = await signUp({
      name: 'X',
      mobileNumber: freshNumber(),
      password: 'ghee-and-paneer-1',
      locale: 'fr',
    });
    expect(badSignUp.statusCode).toBe(400);
    expect(badSignUp.data.errors).toContainEqual(expect.objectContaining({ field: 'locale' }));

    const a = await signUpCustomer(t);
    const put = (body: object) => send(t, 'PUT', `/api/customer/${a.id}`, { token: a.token, body });
    const toTamil = await put({ locale: 'ta' });
    expect(toTamil.statusCode, toTamil.body).toBe(200);
    expect(toTamil.data.response.locale).toBe('ta');
    const read = await send(t, 'GET', `/api/customer/${a.id}`, { token: a.token });
    expect(read.data.response.locale).toBe('ta');
    for (const locale of ['fr', 'TA', '', null]) {
      const bad = await put({ locale });
      expect(bad.statusCode, String(locale)).toBe(400);
      expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'locale' }));
    }
    // A refused change leaves it as it was; a change of name alone keeps it too.
    expect((await put({ name: 'Anbu' })).data.response.locale).toBe('ta');
    expect((await put({ locale: 'en' })).data.response.locale).toBe('en');
  });
});

describe('customer profiles', () => {
  it('shows a customer their own profile, and staff anyone; 403 for another customer', async () => {
    const a = await signUpCustomer(t, { name: 'Anbu' });
    const b = await signUpCustomer(t, { name: 'Bala' });
    const own = await send(t, 'GET', `/api/customer/${a.id}`, { token: a.token });
    expect(own.statusCode).toBe(200);
    expect(own.data.response).toMatchObject({ id: a.id, name: 'Anbu', mobileNumber: a.mobileNumber });
    expect(own.data.response).not.toHaveProperty('passwordHash');
    expect((await send(t, 'GET', `/api/customer/${a.id}`, { token: b.token })).statusCode).toBe(403);
    expect((await send(t, 'GET', `/api/customer/${a.id}`, { token: t.auth.staff })).statusCode).toBe(200);
    expect((await send(t, 'GET', `/api/customer/${a.id}`)).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/customer/424242', { token: t.auth.staff })).statusCode).toBe(404);
    const bad = await send(t, 'GET', '/api/customer/abc', { token: t.auth.staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'id' }));
  });

  it('lets a customer change their name and e-mail, and nothing else', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const res = await send(t, 'PUT', `/api/customer/${a.id}`, {
      token: a.token,
      body: { name: 'Anbu Selvan', email: 'anbu@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response).toMatchObject({ name: 'Anbu Selvan', email: 'anbu@example.com' });
    for (const [field, value] of [
      ['mobileNumber', freshNumber()],
      ['mobileVerified', true],
      ['role', 'admin'],
      ['password', 'new-password-1'],
    ] as const) {
      const sneaky = await send(t, 'PUT', `/api/customer/${a.id}`, {
        token: a.token,
        body: { [field]: value },
      });
      expect(sneaky.statusCode, field).toBe(400);
    }
    const active = await send(t, 'PUT', `/api/customer/${a.id}`, { token: a.token, body: { active: false } });
    expect(active.statusCode).toBe(400);
    expect(active.data.errors).toContainEqual(expect.objectContaining({ field: 'active' }));
    const badEmail = await send(t, 'PUT', `/api/customer/${a.id}`, {
      token: a.token,
      body: { email: 'nope' },
    });
    expect(badEmail.data.errors).toContainEqual(expect.objectContaining({ field: 'email' }));
    const other = await send(t, 'PUT', `/api/customer/${a.id}`, {
      token: b.token,
      body: { name: 'Mine now' },
    });
    expect(other.statusCode).toBe(403);
    const after = await send(t, 'GET', `/api/customer/${a.id}`, { token: t.auth.staff });
    expect(after.data.response).toMatchObject({
      name: 'Anbu Selvan',
      mobileNumber: a.mobileNumber,
      mobileVerified: false,
      active: true,
    });
  });

  it('lets staff deactivate a customer, who then cannot sign in', async () => {
    const a = await signUpCustomer(t);
    const res = await send(t, 'PUT', `/api/customer/${a.id}`, {
      token: t.auth.staff,
      body: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.response.active).toBe(false);
    const login = await send(t, 'POST', '/api/customer/login', {
      body: { userName: a.mobileNumber, password: a.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await send(t, 'PUT', '/api/customer/424242', { token: t.auth.staff, body: {} })).statusCode).toBe(
      404,
    );
  });

  it('lists customers for staff, paged, searching names and number digits', async () => {
    const a = await signUpCustomer(t, { name: 'Kaveri Farmgirl', mobileNumber: '+919444412345' });
    await signUpCustomer(t, { name: 'Someone Else' });
    const byName = await send(t, 'GET', '/api/customer/all?q=farmGIRL', { token: t.auth.staff });
    expect(byName.statusCode).toBe(200);
    expect(byName.data.response.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const byDigits = await send(t, 'GET', '/api/customer/all?q=94444%2012345', { token: t.auth.staff });
    expect(byDigits.data.response.map((c: { id: number }) => c.id)).toEqual([a.id]);
    // Digits inside a name are part of the name, not a number search (a browser test's "Kavitha
    // mx1d0iv9" found a customer whose number holds 109).
    const byNameWithDigits = await send(t, 'GET', '/api/customer/all?q=Kaveri%20x444z12', {
      token: t.auth.staff,
    });
    expect(byNameWithDigits.data.response).toEqual([]);
    const page = await send(t, 'GET', '/api/customer/all?page=1&size=2', { token: t.auth.admin });
    expect(page.data.response).toHaveLength(2);
    expect(page.data.page).toMatchObject({ number: 1, size: 2 });
    expect(page.data.page.totalElements).toBeGreaterThanOrEqual(2);
    expect(page.body).not.toContain('passwordHash');
    expect((await send(t, 'GET', '/api/customer/all', { token: a.token })).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/customer/all')).statusCode).toBe(401);
    const tooBig = await send(t, 'GET', '/api/customer/all?size=500', { token: t.auth.staff });
    expect(tooBig.data.errors).toContainEqual(expect.objectContaining({ field: 'size' }));
  });

  it('deletes a customer without orders, and deactivates one with orders', async () => {
    const plain = await signUpCustomer(t);
    const del = await send(t, 'DELETE', `/api/customer/${plain.id}`, { token: t.auth.staff });
    expect(del.statusCode).toBe(200);
    expect(del.data.message).toBe('Delete Customer Successfully');
    expect((await send(t, 'GET', `/api/customer/${plain.id}`, { token: t.auth.staff })).statusCode).toBe(404);

    const buyer = await signUpCustomer(t);
    await t.db.insert(orders).values({
      cartBundleId: randomUUID(),
      customerId: buyer.id,
      shippingAddress: {
        name: 'Buyer',
        mobileNumber: buyer.mobileNumber,
        line1: '1 Farm Road',
        city: 'Erode',
        state: 'Tamil Nadu',
        pincode: '638001',
      },
      subtotal: 1000,
      total: 1000,
    });
    const kept = await send(t, 'DELETE', `/api/customer/${buyer.id}`, { token: t.auth.admin });
    expect(kept.statusCode).toBe(200);
    expect(kept.data.message).toContain('deactivated');
    const after = await send(t, 'GET', `/api/customer/${buyer.id}`, { token: t.auth.staff });
    expect(after.data.response.active).toBe(false);
    expect((await send(t, 'DELETE', '/api/customer/424242', { token: t.auth.staff })).statusCode).toBe(404);
  });

  it('lets a customer close (not delete) their own account, with a code, and nobody else', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    expect((await send(t, 'DELETE', `/api/customer/${a.id}`, { token: b.token })).statusCode).toBe(403);
    expect((await send(t, 'DELETE', `/api/customer/${a.id}`)).statusCode).toBe(401);
    // No instant delete by a customer any more: the code sent for close_account is needed.
    const noCode = await send(t, 'DELETE', `/api/customer/${b.id}`, { token: b.token });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.data.errors).toContainEqual(expect.objectContaining({ field: 'otp' }));
    expect(
      (await send(t, 'POST', otpUrl(b.mobileNumber, 'close_account'), { token: b.token })).statusCode,
    ).toBe(200);
    const otp = await lastCode(t, b.mobileNumber);
    const closed = await send(t, 'DELETE', `/api/customer/${b.id}?otp=${otp}`, { token: b.token });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.data).toEqual({ response: null, message: expect.stringContaining('30 days') });
    const after = await send(t, 'GET', `/api/customer/${b.id}`, { token: t.auth.staff });
    expect(after.statusCode).toBe(200);
    expect(after.data.response).toMatchObject({ active: true, closedAt: expect.any(String), erasedAt: null });
    expect((await send(t, 'GET', `/api/customer/${a.id}`, { token: t.auth.staff })).statusCode).toBe(200);
  });
});
