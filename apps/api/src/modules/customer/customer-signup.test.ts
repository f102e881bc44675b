import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  freshIp,
  freshNumber,
  lastCode,
  otpUrl,
  send,
  signUpCustomer,
  smsCountTo,
  wrongCode,
} from '../otp/otp-test-fixtures.js';

/**
 * Sign-up by code (issue 13.5): a code sent for `signup` proves the number and the account starts
 * verified; without one it starts unverified (the checkout then asks for the code). A number held
 * by an account that never proved it passes to whoever proves it, unless that account has orders.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const account = (mobileNumber: string, extra: Record<string, unknown> = {}) => ({
  name: 'Selvi',
  mobileNumber,
  password: 'kid-goat-2024',
  ...extra,
});

/** Asks for a `signup` code for the number and answers it (undefined when no SMS left). */
async function signupCode(mobileNumber: string): Promise<string | undefined> {
  const before = await smsCountTo(t, mobileNumber);
  const res = await send(t, 'POST', otpUrl(mobileNumber, 'signup'));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.data.message).toBe('OTP sent');
  return (await smsCountTo(t, mobileNumber)) > before ? lastCode(t, mobileNumber) : undefined;
}

const addressOf = (name: string) => ({
  name,
  mobileNumber: '9812345678',
  line1: '1 Mill Lane',
  city: 'Salem',
  state: 'Tamil Nadu',
  pincode: '636001',
});

const signUp = (body: Record<string, unknown>) => send(t, 'POST', '/api/customer', { body });

describe('sign-up with a code', () => {
  it('creates the account verified with a right code', async () => {
    const number = freshNumber();
    const otp = await signupCode(number);
    expect(otp).toMatch(/^\d{6}$/);
    const res = await signUp(account(number, { otp }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.response).toMatchObject({ mobileNumber: number, mobileVerified: true });
  });

  it('answers a wrong code 400 naming otp and creates nothing; the contract without a code still works', async () => {
    const number = freshNumber();
    const otp = (await signupCode(number)) as string;
    const wrong = await signUp(account(number, { otp: wrongCode(otp) }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data).toMatchObject({ code: 'INVALID_OTP', errors: [{ field: 'otp' }] });
    const login = await send(t, 'POST', '/api/customer/login', {
      body: { userName: number, password: 'kid-goat-2024' },
    });
    expect(login.statusCode).toBe(401);

    const plain = await signUp(account(number));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.data.response.mobileVerified).toBe(false);
  });

  it('does not take a code sent for another purpose', async () => {
    const number = freshNumber();
    const holder = await signUpCustomer(t, { mobileNumber: number });
    expect((await send(t, 'POST', otpUrl(number, 'login'))).statusCode).toBe(200);
    const loginCode = await lastCode(t, number);
    const other = freshNumber();
    // A login code for `number` proves nothing about `other`, nor a sign-up over `holder`.
    expect((await signUp(account(other, { otp: loginCode }))).statusCode).toBe(400);
    expect((await signUp(account(number, { otp: loginCode }))).statusCode).toBe(400);
    expect(holder.id).toBeGreaterThan(0);
  });

  it('sends no SMS to a number a verified account holds, with the same answer', async () => {
    const shopper = await createShopper(t, 'Verified Owner');
    const number = (await t.call('GET', `/api/customer/${shopper.id}`, { token: shopper.token })).data
      .response.mobileNumber;
    expect(await signupCode(number)).toBeUndefined();
    // The form then says the number is registered (whatever code was typed), as without a code.
    for (const extra of [{}, { otp: '123456' }]) {
      const taken = await signUp(account(number, extra));
      expect(taken.statusCode).toBe(409);
      expect(taken.data).toMatchObject({ code: 'MOBILE_NUMBER_TAKEN', errors: [{ field: 'mobileNumber' }] });
    }
  });
});

describe('a number squatted by an account that never proved it', () => {
  it('passes to the owner who proves it: the squatter signed out, their account and address gone', async () => {
    const number = freshNumber();
    const squatter = await signUpCustomer(t, {
      mobileNumber: number,
      name: 'Squatter',
      password: 'squat-pass-1',
    });
    const address = await t.call('POST', '/api/address', {
      token: squatter.token,
      body: addressOf('Squatter'),
    });
    expect(address.statusCode, address.body).toBe(201);

    const otp = await signupCode(number);
    expect(otp).toBeDefined();
    const owner = await signUp(account(number, { name: 'Real Owner', otp }));
    expect(owner.statusCode, owner.body).toBe(201);
    expect(owner.data.response).toMatchObject({ name: 'Real Owner', mobileVerified: true });
    expect(owner.data.response.id).not.toBe(squatter.id);

    expect((await t.call('GET', `/api/customer/${squatter.id}`, { token: squatter.token })).statusCode).toBe(
      401,
    );
    expect(
      (await t.call('GET', `/api/address/${address.data.response.id}`, { as: 'staff' })).statusCode,
    ).toBe(404);
    const squatterLogin = await send(t, 'POST', '/api/customer/login', {
      body: { userName: number, password: 'squat-pass-1' },
    });
    expect(squatterLogin.statusCode).toBe(401);
    const ownerLogin = await send(t, 'POST', '/api/customer/login', {
      body: { userName: number, password: 'kid-goat-2024' },
    });
    expect(ownerLogin.statusCode).toBe(200);
  });

  it('stays with an account that has orders (409): its owner signs in with a code instead', async () => {
    const number = freshNumber();
    const squatter = await signUpCustomer(t, { mobileNumber: number });
    const product = await createProduct(t, await createCategory(t, 'Phone orders'), { stock: 5 });
    const phone = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: squatter.id,
        address: addressOf('Squatter'),
        productDetails: [{ productId: product.id, quantity: 1 }],
      },
    });
    expect(phone.statusCode, phone.body).toBe(201);

    const otp = await signupCode(number);
    const res = await signUp(account(number, { otp }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.data.code).toBe('MOBILE_NUMBER_TAKEN');
    expect((await t.call('GET', `/api/customer/${squatter.id}`, { as: 'staff' })).statusCode).toBe(200);
  });

  it('lets the account itself prove its number later (verify-number), after which no sign-up code goes out', async () => {
    const number = freshNumber();
    const customer = await signUpCustomer(t, { mobileNumber: number });
    const ip = freshIp();
    expect((await send(t, 'POST', otpUrl(number, 'signup'), { ip })).statusCode).toBe(200);
    const otp = await lastCode(t, number);
    const res = await send(t, 'POST', '/api/customer/verify-number', {
      ip,
      token: customer.token,
      body: { otp },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response.mobileVerified).toBe(true);
    expect(await signupCode(number)).toBeUndefined();
  });
});
