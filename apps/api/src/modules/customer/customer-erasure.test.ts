import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, insertOrder } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orders } from '../order/order.table.js';
import { lastCode, otpUrl, send, signUpCustomer, type TestCustomer } from '../otp/otp-test-fixtures.js';
import { customers } from './customer.table.js';
import { eraseLapsedAccounts } from './index.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Erasing dairy');
});
afterAll(async () => {
  await t.close();
});

const ADDRESS = {
  name: 'Meena Kumari',
  mobileNumber: '9812345670',
  line1: '7 Secret Garden Street',
  landmark: 'Behind the mill',
  city: 'Pollachi',
  state: 'Tamil Nadu',
  pincode: '642001',
};

type Shopper = TestCustomer & { orderId: number; reviewId: number; email: string };

/**
 * A customer with one of everything: e-mail, an address, a delivered order (placed to that
 * address), a cancelled one (an entry of theirs in its timeline), a review, a wishlist item, a cart
 * line and a back-in-stock request.
 */
async function shopper(name: string): Promise<Shopper> {
  const c = await signUpCustomer(t, { name });
  const as = { token: c.token };
  const ok = async (method: string, url: string, body?: unknown) => {
    const res = await send(t, method as 'GET', url, { ...as, body });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.data?.response;
  };
  const email = `${name.split(' ')[0]?.toLowerCase()}@private.example`;
  await ok('PUT', `/api/customer/${c.id}`, { email });
  await ok('POST', '/api/address', ADDRESS);
  const product = await createProduct(t, categoryId, { name: `${name}'s ghee`, stock: 50 });
  const soldOut = await createProduct(t, categoryId, { stock: 0 });
  const orderId = await insertOrder(t.db, {
    customerId: c.id,
    status: 'DELIVERED',
    lines: [{ productId: product.id, quantity: 2 }],
  });
  await t.db
    .update(orders)
    .set({ shippingAddress: { ...ADDRESS, mobileNumber: c.mobileNumber }, note: `Ring twice, ${name}` })
    .where(eq(orders.id, orderId));
  const cancelled = await insertOrder(t.db, {
    customerId: c.id,
    lines: [{ productId: product.id, quantity: 1 }],
  });
  await ok('PUT', `/api/orders/${cancelled}`, { status: 'CANCELLED', note: `${name} changed her mind` });
  const review = await ok('POST', '/api/review', { productId: product.id, rating: 5, comment: 'Lovely' });
  await ok('GET', `/api/customer/wishlist/add?productId=${product.id}`);
  await ok('GET', `/api/product/add-to-cart?productId=${product.id}&Quantity=1`);
  await ok('POST', `/api/product/notify?productId=${soldOut.id}`);
  return { ...c, orderId, reviewId: review.id, email };
}

async function closeAccount(c: TestCustomer) {
  expect(
    (await send(t, 'POST', otpUrl(c.mobileNumber, 'close_account'), { token: c.token })).statusCode,
  ).toBe(200);
  const res = await send(t, 'POST', '/api/customer/close', {
    token: c.token,
    body: { otp: await lastCode(t, c.mobileNumber) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const closedDaysAgo = (c: TestCustomer, days: number) =>
  t.db
    .update(customers)
    .set({ closedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(customers.id, c.id));

const asStaff = (url: string) => send(t, 'GET', url, { token: t.auth.staff });

/** Everything that should be gone or anonymous after an erasure, checked through the API. */
async function expectErased(c: Shopper) {
  const profile = (await asStaff(`/api/customer/${c.id}`)).data.response;
  expect(profile).toMatchObject({
    name: 'Erased customer',
    mobileNumber: `erased:${c.id}`,
    email: null,
    active: false,
    closedAt: expect.any(String),
    erasedAt: expect.any(String),
  });
  expect((await asStaff(`/api/address/customer/${c.id}`)).data.response).toEqual([]);
  expect((await asStaff(`/api/customer/cart/${c.id}`)).data.response.items).toEqual([]);
  expect((await asStaff(`/api/customer/wishlist/${c.id}`)).data.response).toEqual([]);
  expect((await asStaff(`/api/customer/notify-products/${c.id}`)).data.response).toEqual([]);

  // Orders stay for the tax records, with only the place of supply of the address.
  const order = (await asStaff(`/api/orders/${c.orderId}`)).data.response;
  expect(order.items).toHaveLength(1);
  expect(order.total).toBeGreaterThan(0);
  expect(order.shippingAddress).toEqual({
    name: 'Erased customer',
    mobileNumber: '',
    line1: '',
    line2: null,
    landmark: null,
    city: '',
    state: 'Tamil Nadu',
    pincode: '642001',
  });
  expect(order.note).toBeNull();
  expect(order.customer).toEqual({ id: c.id, name: 'Erased customer', mobileNumber: `erased:${c.id}` });
  const history = (await asStaff(`/api/orders/customer/${c.id}`)).data.response;
  expect(history).toHaveLength(2);
  const texts = JSON.stringify(history);
  for (const secret of [
    c.name,
    c.mobileNumber,
    ADDRESS.line1,
    'Pollachi',
    'changed her mind',
    'Ring twice',
  ]) {
    expect(texts).not.toContain(secret);
  }

  // The review stays, by "Erased customer".
  const review = await send(t, 'GET', `/api/review/${c.reviewId}`);
  expect(review.data.response).toMatchObject({ customerName: 'Erased customer', comment: 'Lovely' });

  // No way in, and the number is free for a new account.
  const login = await send(t, 'POST', '/api/customer/login', {
    body: { userName: c.mobileNumber, password: c.password },
  });
  expect(login.statusCode).toBe(401);
  expect((await send(t, 'GET', `/api/customer/${c.id}`, { token: c.token })).statusCode).toBe(401);
  const again = await send(t, 'POST', '/api/customer', {
    body: { name: 'New Meena', mobileNumber: c.mobileNumber, password: 'a-new-start-1' },
  });
  expect(again.statusCode, again.body).toBe(201);
  expect(again.data.response.id).not.toBe(c.id);
}

describe('the sweep of closed accounts', () => {
  it('erases an account closed longer ago than 30 days, keeping what tax needs', async () => {
    const c = await shopper('Meena Kumari');
    await closeAccount(c);
    await closedDaysAgo(c, 31);
    const erased = await eraseLapsedAccounts(t.db);
    expect(erased).toBeGreaterThanOrEqual(1);
    await expectErased(c);
    // Sweeping again finds nothing more to do for it, and staff's list still reads it.
    expect(await eraseLapsedAccounts(t.db)).toBe(0);
    const list = await send(t, 'GET', '/api/customer/all?q=Erased', { token: t.auth.staff });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.response).toContainEqual(
      expect.objectContaining({ id: c.id, erasedAt: expect.any(String) }),
    );
  });

  it('leaves accounts within their grace period, open accounts, and ones with an order under way', async () => {
    const recent = await signUpCustomer(t, { name: 'Recent Rani' });
    await closeAccount(recent);
    await closedDaysAgo(recent, 29);
    const open = await signUpCustomer(t, { name: 'Open Oviya' });
    const busy = await signUpCustomer(t, { name: 'Busy Bala' });
    await closeAccount(busy);
    await closedDaysAgo(busy, 40);
    // A phone order taken by staff after the customer closed the account: it must still arrive.
    const product = await createProduct(t, categoryId);
    const orderId = await insertOrder(t.db, {
      customerId: busy.id,
      status: 'PACKED',
      lines: [{ productId: product.id, quantity: 1 }],
    });

    expect(await eraseLapsedAccounts(t.db)).toBe(0);
    for (const c of [recent, open, busy]) {
      const row = (await asStaff(`/api/customer/${c.id}`)).data.response;
      expect(row).toMatchObject({ name: c.name, mobileNumber: c.mobileNumber, erasedAt: null });
    }
    const order = (await asStaff(`/api/orders/${orderId}`)).data.response;
    expect(order.shippingAddress.line1).not.toBe('');

    await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, orderId));
    expect(await eraseLapsedAccounts(t.db)).toBe(1);
    expect((await asStaff(`/api/customer/${busy.id}`)).data.response.erasedAt).toEqual(expect.any(String));
  });
});

describe('erasure on request, by an admin', () => {
  it('erases at once; staff (not admin) and customers get 403', async () => {
    const c = await shopper('Kavya Raman');
    const url = `/api/customer/${c.id}/erase`;
    expect((await send(t, 'POST', url, { token: t.auth.staff })).statusCode).toBe(403);
    expect((await send(t, 'POST', url, { token: c.token })).statusCode).toBe(403);
    expect((await send(t, 'POST', url)).statusCode).toBe(401);
    expect((await asStaff(`/api/customer/${c.id}`)).data.response.erasedAt).toBeNull();

    const res = await send(t, 'POST', url, { token: t.auth.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response).toMatchObject({ name: 'Erased customer', erasedAt: expect.any(String) });
    await expectErased(c);
    // Again: nothing left to erase, same answer.
    expect((await send(t, 'POST', url, { token: t.auth.admin })).statusCode).toBe(200);
    expect((await send(t, 'POST', '/api/customer/424242/erase', { token: t.auth.admin })).statusCode).toBe(
      404,
    );
  });

  it('is refused while an order is under way', async () => {
    const c = await signUpCustomer(t);
    const product = await createProduct(t, categoryId);
    const orderId = await insertOrder(t.db, {
      customerId: c.id,
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const res = await send(t, 'POST', `/api/customer/${c.id}/erase`, { token: t.auth.admin });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({ code: 'OPEN_ORDERS' });
    expect(res.data.errors).toEqual([
      {
        field: 'orders',
        code: 'OPEN_ORDER',
        params: { orderId, status: 'PLACED' },
        message: `#${orderId} is Placed`,
      },
    ]);
    expect((await asStaff(`/api/customer/${c.id}`)).data.response.name).toBe(c.name);
  });
});

describe("exporting one's data", () => {
  it("downloads the customer's own data as a JSON file, and nobody else's", async () => {
    const a = await shopper('Anitha Selvam');
    const b = await shopper('Bhavani Murugan');
    const res = await send(t, 'GET', '/api/customer/me/export', { token: a.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.data.response;
    expect(data.profile).toMatchObject({
      id: a.id,
      name: a.name,
      mobileNumber: a.mobileNumber,
      email: a.email,
    });
    expect(data.addresses).toEqual([expect.objectContaining({ line1: ADDRESS.line1, pincode: '642001' })]);
    expect(data.orders).toHaveLength(2);
    const delivered = data.orders.find((o: { id: number }) => o.id === a.orderId);
    expect(delivered).toMatchObject({
      status: 'DELIVERED',
      items: [expect.objectContaining({ quantity: 2 })],
      shippingAddress: expect.objectContaining({ line1: ADDRESS.line1 }),
    });
    expect(data.reviews).toEqual([expect.objectContaining({ id: a.reviewId, comment: 'Lovely', rating: 5 })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ name: "Anitha Selvam's ghee" })]);
    expect(data.cart).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(data.notifyRequests).toEqual([expect.objectContaining({ status: 'waiting' })]);
    // Nothing of B's, and nothing of the staff's (timelines, who moved an order, hashes).
    for (const text of [b.mobileNumber, b.email, b.name, "Bhavani Murugan's ghee", 'argon2', 'timeline']) {
      expect(res.body).not.toContain(text);
    }

    // Ownership comes from the token: a customer cannot ask for another's file.
    expect((await send(t, 'GET', `/api/customer/${b.id}/export`, { token: a.token })).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/customer/me/export', { token: t.auth.admin })).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/customer/me/export')).statusCode).toBe(401);
  });

  it('lets an admin export a customer for a request; staff get 403', async () => {
    const c = await shopper('Deepa Natarajan');
    expect((await send(t, 'GET', `/api/customer/${c.id}/export`, { token: t.auth.staff })).statusCode).toBe(
      403,
    );
    const res = await send(t, 'GET', `/api/customer/${c.id}/export`, { token: t.auth.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`customer-${c.id}-`);
    expect(res.data.response.profile).toMatchObject({ id: c.id, mobileNumber: c.mobileNumber });
    expect(res.data.response.orders).toHaveLength(2);
    expect((await send(t, 'GET', '/api/customer/424242/export', { token: t.auth.admin })).statusCode).toBe(
      404,
    );
  });
});
