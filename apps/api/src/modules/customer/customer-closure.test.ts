import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, insertOrder } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDueMessages } from '../notification/index.js';
import {
  lastCode,
  otpUrl,
  send,
  signUpCustomer,
  smsCountTo,
  type TestCustomer,
  wrongCode,
} from '../otp/otp-test-fixtures.js';
import { notifyWaitingCustomers } from '../stock-alert/index.js';
import { customers } from './customer.table.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Closing dairy');
});
afterAll(async () => {
  await t.close();
});

const login = (c: TestCustomer) =>
  send(t, 'POST', '/api/customer/login', { body: { userName: c.mobileNumber, password: c.password } });

/** A code for closing the account, asked for as the signed-in customer. */
async function closeCode(c: TestCustomer): Promise<string> {
  const res = await send(t, 'POST', otpUrl(c.mobileNumber, 'close_account'), { token: c.token });
  expect(res.statusCode, res.body).toBe(200);
  return lastCode(t, c.mobileNumber);
}

const close = (c: TestCustomer, otp: string) =>
  send(t, 'POST', '/api/customer/close', { token: c.token, body: { otp } });

async function closeAccount(c: TestCustomer) {
  const res = await close(c, await closeCode(c));
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function rowOf(id: number) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  return row;
}

describe("closing one's own account", () => {
  it('sends the code only to a signed-in customer, and only to their own number', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    expect((await send(t, 'POST', otpUrl(a.mobileNumber, 'close_account'))).statusCode).toBe(401);
    expect(
      (await send(t, 'POST', otpUrl(a.mobileNumber, 'close_account'), { token: t.auth.staff })).statusCode,
    ).toBe(403);
    // B asking for a code to A's number: the same answer, but no message reaches A.
    const foreign = await send(t, 'POST', otpUrl(a.mobileNumber, 'close_account'), { token: b.token });
    expect(foreign.statusCode).toBe(200);
    expect(await smsCountTo(t, a.mobileNumber)).toBe(0);
    await closeCode(a);
    expect(await smsCountTo(t, a.mobileNumber)).toBe(1);
  });

  it('needs the right code; a wrong one changes nothing', async () => {
    const c = await signUpCustomer(t);
    const code = await closeCode(c);
    const wrong = await close(c, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data).toMatchObject({ code: 'INVALID_OTP' });
    expect(wrong.data.errors).toContainEqual(expect.objectContaining({ field: 'otp' }));
    // A code sent for signing in does not close an account.
    await send(t, 'POST', otpUrl(c.mobileNumber, 'login'));
    const loginCode = await lastCode(t, c.mobileNumber);
    expect((await close(c, loginCode)).statusCode).toBe(400);
    expect((await rowOf(c.id))?.closedAt).toBeNull();
    expect((await send(t, 'GET', `/api/customer/${c.id}`, { token: c.token })).statusCode).toBe(200);
    // Staff cannot close a customer's account this way (they have DELETE), nor can anyone signed out.
    expect(
      (await send(t, 'POST', '/api/customer/close', { token: t.auth.admin, body: { otp: code } })).statusCode,
    ).toBe(403);
    expect((await send(t, 'POST', '/api/customer/close', { body: { otp: code } })).statusCode).toBe(401);
  });

  it('closes the account and ends every session: each token answers 401', async () => {
    const c = await signUpCustomer(t);
    const other = await login(c);
    expect(other.statusCode).toBe(200);
    const otherToken = other.data.response.jwtToken as string;
    const refresh = other.cookies.find((k) => k.name === 'customer_refresh')?.value as string;

    const res = await closeAccount(c);
    expect(res.data.message).toContain('30 days');
    const { closedAt, eraseAfter } = res.data.response;
    expect(Date.parse(eraseAfter) - Date.parse(closedAt)).toBe(30 * 24 * 60 * 60 * 1000);

    for (const token of [c.token, otherToken]) {
      expect((await send(t, 'GET', `/api/customer/${c.id}`, { token })).statusCode).toBe(401);
      expect((await send(t, 'GET', '/api/customer/me/export', { token })).statusCode).toBe(401);
    }
    const renewed = await send(t, 'POST', '/api/auth/refresh', {
      headers: { cookie: `customer_refresh=${refresh}` },
    });
    expect(renewed.statusCode).toBe(401);
  });

  it('is refused while an order is under way, naming it, and works once it is settled', async () => {
    const c = await signUpCustomer(t);
    const product = await createProduct(t, categoryId);
    const orderId = await insertOrder(t.db, {
      customerId: c.id,
      status: 'SHIPPED',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const code = await closeCode(c);
    const refused = await close(c, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toMatchObject({ code: 'OPEN_ORDERS' });
    expect(refused.data.detail).toContain(`#${orderId}`);
    expect(refused.data.errors).toEqual([
      {
        field: 'orders',
        code: 'OPEN_ORDER',
        params: { orderId, status: 'SHIPPED' },
        message: `#${orderId} is Shipped`,
      },
    ]);
    expect((await rowOf(c.id))?.closedAt).toBeNull();

    const delivered = await send(t, 'PUT', `/api/orders/${orderId}`, {
      token: t.auth.staff,
      body: { status: 'DELIVERED' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    // The code was not used up by the refusal.
    expect((await close(c, code)).statusCode).toBe(200);
  });

  it("makes a customer's DELETE on themself a close with a code, never a delete", async () => {
    const c = await signUpCustomer(t);
    expect((await send(t, 'DELETE', `/api/customer/${c.id}`, { token: c.token })).statusCode).toBe(400);
    const code = await closeCode(c);
    const wrong = await send(t, 'DELETE', `/api/customer/${c.id}?otp=${wrongCode(code)}`, { token: c.token });
    expect(wrong.statusCode).toBe(400);
    const res = await send(t, 'DELETE', `/api/customer/${c.id}?otp=${code}`, { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response).toBeNull();
    const row = await rowOf(c.id);
    expect(row).toMatchObject({ active: true, erasedAt: null, mobileNumber: c.mobileNumber });
    expect(row?.closedAt).toBeInstanceOf(Date);
    expect((await send(t, 'GET', `/api/customer/${c.id}`, { token: c.token })).statusCode).toBe(401);
  });
});

describe('coming back within the grace period', () => {
  it('re-opens the account on a password sign-in, and says so once', async () => {
    const c = await signUpCustomer(t);
    await closeAccount(c);
    await t.db
      .update(customers)
      .set({ closedAt: sql`now() - interval '29 days'` })
      .where(eq(customers.id, c.id));
    const back = await login(c);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.data.message).toBe('Welcome back — your account is open again');
    expect((await rowOf(c.id))?.closedAt).toBeNull();
    const token = back.data.response.jwtToken as string;
    expect((await send(t, 'GET', `/api/customer/${c.id}`, { token })).data.response.closedAt).toBeNull();
    expect((await login(c)).data.message).toBe('Login Successfully');
  });

  it('re-opens the account on a sign-in with a code too', async () => {
    const c = await signUpCustomer(t);
    await closeAccount(c);
    await send(t, 'POST', otpUrl(c.mobileNumber, 'login'));
    const res = await send(t, 'POST', '/api/otp/verify/customer', {
      body: { userName: c.mobileNumber, otp: await lastCode(t, c.mobileNumber) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Welcome back — your account is open again');
    expect((await rowOf(c.id))?.closedAt).toBeNull();
  });

  it('refuses a sign-in after the grace period, as for an unknown number', async () => {
    const c = await signUpCustomer(t);
    await closeAccount(c);
    await t.db
      .update(customers)
      .set({ closedAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(customers.id, c.id));
    const res = await login(c);
    expect(res.statusCode).toBe(401);
    expect(res.data).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await rowOf(c.id))?.closedAt).not.toBeNull();
  });
});

describe('a closed account meanwhile', () => {
  it('gets no back-in-stock message, while an open one does', async () => {
    const open = await signUpCustomer(t);
    const closing = await signUpCustomer(t);
    const product = await createProduct(t, categoryId, { name: 'Goat Paneer', stock: 0 });
    for (const c of [open, closing]) {
      const res = await send(t, 'POST', `/api/product/notify?productId=${product.id}`, { token: c.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    await closeAccount(closing);
    const restock = await send(t, 'PUT', `/api/product/${product.id}`, {
      token: t.auth.staff,
      body: { stock: 5 },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    await notifyWaitingCustomers(t.db, { siteUrl: 'https://farm.example' }, product.id);
    // The messages wait in the outbox until the sending job runs (decision 0046).
    await sendDueMessages(t.db, t.app.messageGateways);
    const told = async (c: TestCustomer) => {
      const outbox = await send(t, 'GET', `/api/sms/outbox?to=${encodeURIComponent(c.mobileNumber)}`, {
        token: t.auth.admin,
      });
      const viaOutbox = outbox.data.response.filter((m: { body: string }) => m.body.includes('Goat Paneer'));
      return viaOutbox.length;
    };
    expect(await told(open)).toBe(1);
    expect(await told(closing)).toBe(0);
  });

  it("shows in staff's customer list as closed, with the date", async () => {
    const c = await signUpCustomer(t, { name: 'Closing Kannan' });
    await closeAccount(c);
    const list = await send(t, 'GET', '/api/customer/all?q=Closing%20Kannan', { token: t.auth.staff });
    expect(list.statusCode).toBe(200);
    expect(list.data.response).toEqual([
      expect.objectContaining({ id: c.id, active: true, closedAt: expect.any(String), erasedAt: null }),
    ]);
  });
});
