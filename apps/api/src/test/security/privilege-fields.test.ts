import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedTotalOf } from '../order-fixtures.js';
import { createTestApp, TEST_STAFF, type TestApp } from '../test-app.js';
import { call } from './security-call.js';
import { withMediaDir } from './security-media-dir.js';
import { createWorld, type World } from './security-world.js';

/**
 * Fields a route knows but that the caller may not set (a customer's `active`, a review's `hidden`,
 * a staff member's own role), ids that name someone else, and prices or statuses in places where
 * the server decides them.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ env: withMediaDir('privilege') });
  w = await createWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const asA = () => ({ token: w.a.token });

describe('fields that belong to staff', () => {
  it('a customer cannot close or reopen their account (active): 400, still active', async () => {
    const res = await call(t, 'PUT', `/api/customer/${w.a.id}`, { ...asA(), body: { active: false } });
    expect([res.statusCode, res.data.errors?.[0]?.field]).toEqual([400, 'active']);
    expect((await call(t, 'GET', `/api/customer/${w.a.id}`, asA())).data.response.active).toBe(true);
  });

  it('a customer cannot hide their review, staff cannot rewrite one: 403 × 2, review unchanged', async () => {
    const hide = await call(t, 'PUT', `/api/review/${w.a.reviewId}`, { ...asA(), body: { hidden: true } });
    const rewrite = await call(t, 'PUT', `/api/review/${w.a.reviewId}`, {
      token: t.auth.staff,
      body: { comment: 'Bad' },
    });
    expect([hide.statusCode, rewrite.statusCode]).toEqual([403, 403]);
    const review = (await call(t, 'GET', `/api/review/${w.a.reviewId}`)).data.response;
    expect([review.hidden, review.comment]).toEqual([false, 'Tasty']);
  });

  it('a staff member cannot make themself admin or add users: 403 × 2, role unchanged', async () => {
    const promote = await call(t, 'PUT', `/api/user/${t.staff.id}`, {
      token: t.auth.staff,
      body: { role: 'admin' },
    });
    const add = await call(t, 'POST', '/api/user', {
      token: t.auth.staff,
      body: { name: 'Mallory', email: 'mallory@farm.test', password: 'mallory-pass', role: 'admin' },
    });
    expect([promote.statusCode, add.statusCode]).toEqual([403, 403]);
    expect((await call(t, 'GET', '/api/user', { token: t.auth.staff })).data.response.role).toBe('staff');
  });

  it('a customer may only cancel an order, never move it on: 403, still PLACED', async () => {
    const orderId = await w.fresh.order(w.a.id);
    const res = await call(t, 'PUT', `/api/orders/${orderId}`, { ...asA(), body: { status: 'DELIVERED' } });
    expect(res.statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/orders/${orderId}`, asA())).data.response.status).toBe('PLACED');
  });
});

describe('prices and statuses are the server’s', () => {
  it('a price in a checkout line is refused (400); the order is priced from the catalogue', async () => {
    const url = `/api/orders/products?addressId=${w.a.addressId}`;
    const planted = await call(t, 'POST', url, {
      ...asA(),
      body: { productDetails: [{ productId: w.product.id, quantity: 2, unitPrice: 1 }], expectedTotal: 1 },
    });
    expect([planted.statusCode, planted.data.errors?.[0]?.field]).toEqual([
      400,
      'productDetails.0.unitPrice',
    ]);
    // Unknown query parameters are dropped: `price` and `status` here change nothing.
    const lines = [{ productId: w.product.id, quantity: 2 }];
    // The shown total is only ever compared: a made-up one places nothing (409 PRICE_CHANGED).
    const madeUp = await call(t, 'POST', url, {
      ...asA(),
      body: { productDetails: lines, expectedTotal: 1 },
    });
    expect([madeUp.statusCode, madeUp.data.code]).toEqual([409, 'PRICE_CHANGED']);
    const res = await call(t, 'POST', `${url}&price=1&status=DELIVERED&total=0`, {
      ...asA(),
      body: { productDetails: lines, expectedTotal: await expectedTotalOf(t, lines) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.data.response.orders[0];
    expect([order.status, order.items[0].unitPrice, order.subtotal]).toEqual(['PLACED', 5_000, 10_000]);
  });

  it('a price in the add-to-cart query is ignored: the cart shows the catalogue price', async () => {
    const res = await call(
      t,
      'GET',
      `/api/product/add-to-cart?productId=${w.product.id}&Quantity=1&price=1`,
      asA(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const line = res.data.response.items.find((i: { productId: number }) => i.productId === w.product.id);
    expect(line.unitPrice).toBe(5_000);
  });
});

describe('ids that name someone else', () => {
  it("A cannot file an address under B, nor move A's address to B: 403 × 2", async () => {
    const create = await call(t, 'POST', '/api/address', {
      ...asA(),
      body: {
        customerId: w.b.id,
        name: 'X',
        mobileNumber: '9812345678',
        line1: 'Y',
        city: 'Z',
        state: 'Goa',
        pincode: '403001',
      },
    });
    const move = await call(t, 'PUT', `/api/address/${w.a.addressId}`, {
      ...asA(),
      body: { customerId: w.b.id },
    });
    expect([create.statusCode, move.statusCode]).toEqual([403, 403]);
  });

  it("a staff reply's userId is ignored: the reply is signed by the token's staff member", async () => {
    const url = `/api/review/reply?id=${w.a.reviewId}&message=Noted&userId=${t.admin.id}`;
    const res = await call(t, 'POST', url, { token: t.auth.staff });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.response.replies.at(-1).userName).toBe(t.staff.name);
  });
});

describe('credential exchanges drop what they do not know', () => {
  it('a staff sign-in with role admin and kind customer planted still yields a staff token of role staff', async () => {
    const res = await call(t, 'POST', '/api/auth/login', {
      body: { ...TEST_STAFF, role: 'admin', kind: 'customer', id: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const claims = decodeJwt(res.data.response.jwtToken);
    expect([claims.kind, claims.role, claims.sub]).toEqual(['staff', 'staff', String(t.staff.id)]);
  });

  it("a customer sign-in with kind staff and another id planted yields the customer's own token", async () => {
    const res = await call(t, 'POST', '/api/customer/login', {
      body: { userName: w.a.mobileNumber, password: w.a.password, kind: 'staff', id: w.b.id, role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const claims = decodeJwt(res.data.response.jwtToken);
    expect([claims.kind, claims.role, claims.sub]).toEqual(['customer', undefined, String(w.a.id)]);
  });
});
