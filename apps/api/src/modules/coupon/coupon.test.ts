import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkout,
  createShopper,
  type Line,
  type Shopper,
  stockOf,
} from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 15.1: coupon codes with total and per-customer limits and first-order-only, at most one per
// order on top of the line offers (decision 0030).

const RULES = { deliveryFee: 4_000, freeDeliveryThreshold: 100_000 };

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('PUT', '/api/settings', { as: 'admin', body: RULES });
  expect(res.statusCode, res.body).toBe(200);
  category = await createCategory(t, 'Coupon goods');
});
afterAll(async () => {
  await t.close();
});

async function createCoupon(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/coupons', { as: 'staff', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response;
}

async function soap(price = 15_000, stock = 50) {
  return createProduct(t, category, { name: `Soap ${Math.random().toString(36).slice(2, 7)}`, price, stock });
}

function applyCoupon(shopper: Shopper, code: string) {
  return t.call('PUT', '/api/customer/cart/coupon', { token: shopper.token, body: { code } });
}

async function cartOf(shopper: Shopper) {
  const res = await t.call('GET', `/api/customer/cart/${shopper.id}`, { token: shopper.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
}

/** Checks out the cart as shown, with its coupon, as the storefront does. */
async function checkoutCart(shopper: Shopper, lines: Line[]) {
  const cart = await cartOf(shopper);
  return checkout(t, shopper, lines, {
    body: { productDetails: lines, expectedTotal: cart.total, couponCode: cart.coupon?.code ?? null },
  });
}

describe('staff keep coupons', () => {
  it('stores the code in capitals, refuses a taken code, and one kind of discount', async () => {
    const made = await createCoupon({ code: ' ghee50 ', discountAmount: 5_000, description: '₹50 off' });
    expect(made).toMatchObject({ code: 'GHEE50', discountAmount: 5_000, usedCount: 0, status: 'active' });

    const taken = await t.call('POST', '/api/coupons', {
      as: 'staff',
      body: { code: 'Ghee50', discountPercent: 5 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.data).toMatchObject({ code: 'DUPLICATE', errors: [{ field: 'code' }] });

    const both = await t.call('POST', '/api/coupons', {
      as: 'staff',
      body: { code: 'BOTH', discountPercent: 5, discountAmount: 100 },
    });
    expect(both.statusCode).toBe(400);
    expect(both.data.errors[0].field).toBe('discountAmount');
    const none = await t.call('POST', '/api/coupons', { as: 'staff', body: { code: 'NONE' } });
    expect(none.statusCode).toBe(400);
    expect(none.data.errors[0].field).toBe('discountPercent');
    const badCode = await t.call('POST', '/api/coupons', {
      as: 'staff',
      body: { code: 'a b', discountPercent: 5 },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.data.errors[0].field).toBe('code');

    // A percentage with a cap, then switched to an amount: the cap goes with the percentage.
    const capped = await createCoupon({ code: 'TWENTY', discountPercent: 20, maxDiscount: 10_000 });
    const edited = await t.call('PUT', `/api/coupons/${capped.id}`, {
      as: 'staff',
      body: { discountAmount: 3_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.response).toMatchObject({
      discountPercent: null,
      discountAmount: 3_000,
      maxDiscount: null,
    });
    const capOnAmount = await t.call('PUT', `/api/coupons/${capped.id}`, {
      as: 'staff',
      body: { maxDiscount: 100 },
    });
    expect(capOnAmount.statusCode).toBe(400);
    expect(capOnAmount.data.errors[0].field).toBe('maxDiscount');

    const listed = await t.call('GET', '/api/coupons?code=gh', { as: 'staff' });
    expect(listed.data.response.map((c: { code: string }) => c.code)).toEqual(['GHEE50']);
    const customer = await createShopper(t, 'Curious');
    const peek = await t.call('GET', '/api/coupons', { token: customer.token });
    expect(peek.statusCode).toBe(403);
  });
});

describe('a coupon in the cart and at checkout', () => {
  it('takes its percentage off the items after offers, at most its cap, and the order keeps it', async () => {
    const ghee = await createProduct(t, category, { name: 'Coupon ghee', price: 69_900, stock: 10 });
    const offer = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: { title: 'Ghee week', discountPercent: 10, appliesTo: 'products', productIds: [ghee.id] },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await createCoupon({ code: 'FEST20', discountPercent: 20, maxDiscount: 20_000, perCustomerLimit: 1 });
    const meena = await createShopper(t, 'Meena');
    await addToCart(t, meena, ghee.id, 1);

    const unknown = await applyCoupon(meena, 'nope1');
    expect(unknown.statusCode).toBe(409);
    expect(unknown.data).toMatchObject({ code: 'COUPON_INVALID', detail: 'There is no coupon NOPE1' });

    const applied = await applyCoupon(meena, 'fest20');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.data.message).toBe('Coupon FEST20 applied');
    // ₹699.00 − ₹69.90 offer = ₹629.10; 20% of that is ₹125.82; under ₹1,000 so ₹40 delivery.
    expect(applied.data.response).toMatchObject({
      subtotal: 69_900,
      discountTotal: 6_990,
      couponDiscount: 12_582,
      deliveryFee: 4_000,
      total: 69_900 - 6_990 - 12_582 + 4_000,
      coupon: { code: 'FEST20', discount: 12_582, problem: null },
    });

    // Two jars: 20% of ₹1,258.20 is ₹251.64, capped at ₹200; delivery is on the items after offers.
    await addToCart(t, meena, ghee.id, 2);
    const cart = await cartOf(meena);
    expect(cart).toMatchObject({ couponDiscount: 20_000, deliveryFee: 0, total: 125_820 - 20_000 });

    const stockBefore = await stockOf(t, ghee.id);
    const placed = await checkoutCart(meena, [{ productId: ghee.id, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.data.response.orders[0];
    expect(order).toMatchObject({ couponCode: 'FEST20', couponDiscount: 20_000, total: 105_820 });
    expect(await stockOf(t, ghee.id)).toBe(stockBefore - 2);
    // The order took the cart's coupon with it.
    expect((await cartOf(meena)).coupon).toBeNull();

    // Used once: the limit of one per customer says so, in the cart and at checkout.
    await addToCart(t, meena, ghee.id, 1);
    const again = await applyCoupon(meena, 'FEST20');
    expect(again.statusCode).toBe(409);
    expect(again.data.detail).toBe('You have already used FEST20');
    const forced = await checkout(t, meena, [], {
      body: { productDetails: [{ productId: ghee.id, quantity: 1 }], expectedTotal: 1, couponCode: 'FEST20' },
    });
    expect(forced.statusCode).toBe(409);
    expect(forced.data).toMatchObject({ code: 'COUPON_INVALID', errors: [{ field: 'couponCode' }] });

    // Cancelling the order gives the use back.
    const cancelled = await t.call('PUT', `/api/orders/${order.id}`, {
      token: meena.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await applyCoupon(meena, 'FEST20')).statusCode).toBe(200);
  });

  it('says why a coupon on the cart stopped applying, and checkout refuses it without taking stock', async () => {
    const item = await soap(20_000);
    const coupon = await createCoupon({ code: 'OVER500', discountAmount: 5_000, minOrderValue: 50_000 });
    const ravi = await createShopper(t, 'Ravi');
    await addToCart(t, ravi, item.id, 3);
    expect((await applyCoupon(ravi, 'OVER500')).statusCode).toBe(200);

    // Down to two: ₹400.00 is under the ₹500.00 minimum; the cart says so and takes nothing off.
    await addToCart(t, ravi, item.id, 2);
    const under = await cartOf(ravi);
    expect(under.coupon).toEqual({
      code: 'OVER500',
      description: null,
      translations: {},
      discount: 0,
      problem: 'OVER500 needs items of ₹500.00 or more',
      problemWords: { code: 'COUPON_MINIMUM', params: { code: 'OVER500', minimumPaise: 50_000 } },
    });
    expect(under).toMatchObject({ couponDiscount: 0, total: 40_000 + 4_000 });

    // Back to three, then staff switch it off before the customer places the order.
    await addToCart(t, ravi, item.id, 3);
    const shown = await cartOf(ravi);
    expect(shown.couponDiscount).toBe(5_000);
    const off = await t.call('PUT', `/api/coupons/${coupon.id}`, { as: 'staff', body: { active: false } });
    expect(off.statusCode, off.body).toBe(200);
    const stockBefore = await stockOf(t, item.id);
    const refused = await checkout(t, ravi, [], {
      body: {
        productDetails: [{ productId: item.id, quantity: 3 }],
        expectedTotal: shown.total,
        couponCode: 'OVER500',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.data).toMatchObject({ code: 'COUPON_INVALID', detail: 'OVER500 is not available now' });
    expect(await stockOf(t, item.id)).toBe(stockBefore);
  });

  it('is for a first order only when it says so, and ended coupons say they ended', async () => {
    await createCoupon({ code: 'WELCOME', discountAmount: 2_500, firstOrderOnly: true });
    await createCoupon({
      code: 'DIWALI',
      discountPercent: 5,
      startsAt: '2025-10-01T00:00:00+05:30',
      endsAt: '2025-11-01T00:00:00+05:30',
    });
    const item = await soap();
    const asha = await createShopper(t, 'Asha');
    await addToCart(t, asha, item.id, 1);
    expect((await applyCoupon(asha, 'DIWALI')).data.detail).toBe('DIWALI has ended');
    expect((await applyCoupon(asha, 'WELCOME')).statusCode).toBe(200);
    const first = await checkoutCart(asha, [{ productId: item.id, quantity: 1 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data.response.orders[0]).toMatchObject({ couponCode: 'WELCOME', couponDiscount: 2_500 });
    await addToCart(t, asha, item.id, 1);
    const second = await applyCoupon(asha, 'WELCOME');
    expect(second.data.detail).toBe('WELCOME is for a first order only');
  });

  it('gives its last use to one of two customers ordering at the same moment', async () => {
    await createCoupon({ code: 'LASTONE', discountAmount: 1_000, usageLimit: 1 });
    const item = await soap(15_000, 20);
    const shoppers = await Promise.all([createShopper(t, 'First'), createShopper(t, 'Second')]);
    for (const s of shoppers) {
      await addToCart(t, s, item.id, 1);
      expect((await applyCoupon(s, 'LASTONE')).statusCode).toBe(200);
    }
    const results = await Promise.all(
      shoppers.map((s) => checkoutCart(s, [{ productId: item.id, quantity: 1 }])),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.data).toMatchObject({ code: 'COUPON_INVALID', detail: 'LASTONE has been used up' });
    const listed = await t.call('GET', '/api/coupons?code=LASTONE', { as: 'staff' });
    expect(listed.data.response[0].usedCount).toBe(1);
  });

  it('prices a phone order with a coupon, and refuses one that does not apply', async () => {
    await createCoupon({ code: 'PHONE10', discountPercent: 10 });
    const item = await soap(15_000);
    const caller = await createShopper(t, 'Caller');
    const quote = await t.call('POST', '/api/orders/quote', {
      as: 'staff',
      body: {
        customerId: caller.id,
        productDetails: [{ productId: item.id, quantity: 2 }],
        couponCode: 'phone10',
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.data.response).toMatchObject({
      couponCode: 'PHONE10',
      couponDiscount: 3_000,
      total: 30_000 - 3_000 + 4_000,
    });
    const wrong = await t.call('POST', '/api/orders/quote', {
      as: 'staff',
      body: {
        customerId: caller.id,
        productDetails: [{ productId: item.id, quantity: 2 }],
        couponCode: 'NOSUCH',
      },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.data.code).toBe('COUPON_INVALID');
  });
});
