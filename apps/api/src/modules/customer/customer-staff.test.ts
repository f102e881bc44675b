import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { freshNumber, lastCode, otpUrl, send, signUpCustomer } from '../otp/otp-test-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = (body: Record<string, unknown>, as: 'staff' | 'admin' | 'customer' = 'staff') =>
  t.call('POST', '/api/customer/by-staff', { as, body });

describe('a customer created by staff (a phone customer)', () => {
  it('has no password and an unproven number, says who created it, and can be sent a phone order', async () => {
    const mobileNumber = freshNumber();
    const res = await create({ name: 'Muthu', mobileNumber: `0${mobileNumber.slice(3)}` });
    expect(res.statusCode, res.body).toBe(201);
    const muthu = res.data.response;
    expect(muthu).toMatchObject({ name: 'Muthu', mobileNumber, mobileVerified: false, active: true });

    const history = await t.call('GET', `/api/customer/${muthu.id}/history`, { as: 'admin' });
    expect(history.data.response).toEqual([
      expect.objectContaining({ kind: 'created', toValue: mobileNumber, staffName: t.staff.name }),
    ]);

    // No password to guess: signing in with one fails; a code sent to the number works and proves it.
    const byPassword = await send(t, 'POST', '/api/customer/login', {
      body: { userName: mobileNumber, password: 'anything-at-all-1' },
    });
    expect(byPassword.statusCode).toBe(401);
    expect((await send(t, 'POST', otpUrl(mobileNumber))).statusCode).toBe(200);
    const signedIn = await send(t, 'POST', '/api/otp/verify/customer', {
      body: { userName: mobileNumber, otp: await lastCode(t, mobileNumber) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const after = await t.call('GET', `/api/customer/${muthu.id}`, { as: 'staff' });
    expect(after.data.response.mobileVerified).toBe(true);

    const milk = await createProduct(t, await createCategory(t), { stock: 3 });
    const order = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: muthu.id,
        address: {
          name: 'Muthu',
          mobileNumber,
          line1: '4 Temple Street',
          city: 'Pollachi',
          state: 'Tamil Nadu',
          pincode: '642001',
        },
        productDetails: [{ productId: milk.id, quantity: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
  });

  it('refuses a number already in use with 409, bad input with 400 naming the field, and customers', async () => {
    const holder = await signUpCustomer(t, { name: 'Selvi' });
    const taken = await create({ name: 'Muthu', mobileNumber: holder.mobileNumber });
    expect(taken.statusCode).toBe(409);
    expect(taken.data.code).toBe('MOBILE_NUMBER_TAKEN');
    expect(taken.data.detail).toBe('This mobile number is already registered');
    expect(taken.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));

    const badNumber = await create({ name: 'Muthu', mobileNumber: '12345' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));
    const noName = await create({ mobileNumber: freshNumber() });
    expect(noName.statusCode).toBe(400);
    expect(noName.data.errors).toContainEqual(expect.objectContaining({ field: 'name' }));
    const withPassword = await create({
      name: 'Muthu',
      mobileNumber: freshNumber(),
      password: 'x-y-z-1-2-3',
    });
    expect(withPassword.statusCode).toBe(400);

    expect((await create({ name: 'Muthu', mobileNumber: freshNumber() }, 'customer')).statusCode).toBe(403);
  });
});

describe('staff correct a customer’s number', () => {
  it('changes it, records who changed it from what to what, and refuses a number in use', async () => {
    const first = freshNumber();
    const muthu = (await create({ name: 'Muthu', mobileNumber: first })).data.response;
    const right = freshNumber();
    const res = await t.call('PUT', `/api/customer/${muthu.id}/mobile-number`, {
      as: 'admin',
      body: { mobileNumber: right },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response).toMatchObject({ mobileNumber: right, mobileVerified: false });

    const history = await t.call('GET', `/api/customer/${muthu.id}/history`, { as: 'staff' });
    expect(history.data.response[0]).toMatchObject({
      kind: 'mobile_changed',
      fromValue: first,
      toValue: right,
      staffName: t.admin.name,
      createdAt: expect.any(String),
    });

    const other = await signUpCustomer(t, { name: 'Kavitha' });
    const taken = await t.call('PUT', `/api/customer/${muthu.id}/mobile-number`, {
      as: 'staff',
      body: { mobileNumber: other.mobileNumber },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));
    const bad = await t.call('PUT', `/api/customer/${muthu.id}/mobile-number`, {
      as: 'staff',
      body: { mobileNumber: 'not a number' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'mobileNumber' }));
    const byCustomer = await t.call('PUT', `/api/customer/${other.id}/mobile-number`, {
      token: other.token,
      body: { mobileNumber: freshNumber() },
    });
    expect(byCustomer.statusCode).toBe(403);
  });
});
