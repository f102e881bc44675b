import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondApiOn } from '../../../test/abuse/abuse-fixtures.js';
import { checkout, createShopper, orderCount, type Shopper, stockOf } from '../../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { freshIp, lastCode, otpUrl, send, signUpCustomer } from '../../otp/otp-test-fixtures.js';

/**
 * Issue 13.5: an account signed up with any number, never proven, placed a cash-on-delivery order
 * for three of the farm's goats (₹1.27 lakh) and took them out of stock. Now the number must be
 * verified before the first order, open COD orders are capped (a setting) and checkouts per
 * customer are rate limited; a staff phone order is none of these.
 */

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Livestock');
});
afterAll(async () => {
  await t?.close();
});

type Product = { id: number; price: number };

const goat = (name: string, price: number, stock = 1): Promise<Product> =>
  createProduct(t, categoryId, { name, price, stock, unit: '1 animal' });

/** The checkout's body, with the total the cart showed (delivery is free in a fresh shop). */
function bodyOf(lines: { product: Product; quantity?: number }[]) {
  const productDetails = lines.map(({ product, quantity = 1 }) => ({ productId: product.id, quantity }));
  const expectedTotal = lines.reduce((sum, { product, quantity = 1 }) => sum + product.price * quantity, 0);
  return { productDetails, expectedTotal };
}

function order(shopper: Shopper, lines: { product: Product; quantity?: number }[], key?: string) {
  return checkout(t, shopper, [], { body: bodyOf(lines), ...(key ? { key } : {}) });
}

async function setCap(maxOpenCodOrders: number) {
  const res = await t.call('PUT', '/api/settings', { as: 'admin', body: { maxOpenCodOrders } });
  expect(res.statusCode, res.body).toBe(200);
}

/** An account made without a code, with an address, as the attacker made it: through the API. */
async function unverifiedShopper(): Promise<Shopper & { mobileNumber: string }> {
  const customer = await signUpCustomer(t, { name: 'Not Really Ravi' });
  const address = await t.call('POST', '/api/address', {
    token: customer.token,
    body: {
      name: 'Ravi',
      mobileNumber: '9812345678',
      line1: '4 Anywhere Street',
      city: 'Salem',
      state: 'Tamil Nadu',
      pincode: '636001',
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  return { ...customer, addressId: address.data.response.id };
}

describe('a number proven by a code before the first order', () => {
  it('refuses an unverified account 403 MOBILE_NOT_VERIFIED and takes nothing; once verified it orders', async () => {
    const herd = [await goat('Boer buck', 5_500_000), await goat('Tellicherry doe', 4_200_000)];
    herd.push(await goat('Salem black kid', 3_000_000));
    const attacker = await unverifiedShopper();
    const ordersBefore = await orderCount(t);

    const res = await order(
      attacker,
      herd.map((product) => ({ product })),
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.data).toMatchObject({
      code: 'MOBILE_NOT_VERIFIED',
      detail: 'Verify your mobile number to place an order',
    });
    for (const product of herd) expect(await stockOf(t, product.id)).toBe(1);
    expect(await orderCount(t)).toBe(ordersBefore);

    // The number's owner proves it with a code sent to it for `signup`, without leaving the cart.
    const ip = freshIp();
    expect((await send(t, 'POST', otpUrl(attacker.mobileNumber, 'signup'), { ip })).statusCode).toBe(200);
    const code = await lastCode(t, attacker.mobileNumber);
    const wrong = await send(t, 'POST', '/api/customer/verify-number', {
      ip,
      token: attacker.token,
      body: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.data).toMatchObject({ code: 'INVALID_OTP', errors: [{ field: 'otp' }] });
    const verified = await send(t, 'POST', '/api/customer/verify-number', {
      ip,
      token: attacker.token,
      body: { otp: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.data.response).toMatchObject({ id: attacker.id, mobileVerified: true });

    const placed = await order(attacker, [{ product: herd[0] as Product }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(t, (herd[0] as Product).id)).toBe(0);
  });

  it('lets staff place a phone order for an unverified customer (staff spoke to them)', async () => {
    const customer = await unverifiedShopper();
    const milk = await goat('Goat milk', 12_000, 10);
    const res = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: customer.id,
        addressId: customer.addressId,
        productDetails: [{ productId: milk.id, quantity: 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers verify-number 200 for an account already verified, whatever the code', async () => {
    const shopper = await createShopper(t, 'Already Proven');
    const res = await t.call('POST', '/api/customer/verify-number', {
      token: shopper.token,
      body: { otp: '123456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response.mobileVerified).toBe(true);
  });
});

describe('the cap on open cash-on-delivery orders', () => {
  it('defaults to 3, and admins set it between 1 and 100', async () => {
    const read = await t.call('GET', '/api/settings');
    expect(read.data.response.maxOpenCodOrders).toBe(3);
    for (const bad of [0, 101, 2.5]) {
      const res = await t.call('PUT', '/api/settings', { as: 'admin', body: { maxOpenCodOrders: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'maxOpenCodOrders' }));
    }
    const staff = await t.call('PUT', '/api/settings', { as: 'staff', body: { maxOpenCodOrders: 50 } });
    expect(staff.statusCode).toBe(403);
  });

  it('refuses the checkout after the cap 409 TOO_MANY_OPEN_ORDERS, even 10 at once', async () => {
    await setCap(3);
    const shopper = await createShopper(t, 'Hasty');
    const milk = await goat('Goat milk', 12_000, 100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(shopper, [{ product: milk }])));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.data).toMatchObject({
      code: 'TOO_MANY_OPEN_ORDERS',
      detail:
        'You have 3 orders on their way. Please wait for one to arrive before placing another, or call the farm.',
    });
    expect(await stockOf(t, milk.id)).toBe(97);
  });

  it('counts orders on their way only: a cancelled one frees a place; a retried key is answered, not refused', async () => {
    await setCap(2);
    const shopper = await createShopper(t, 'Patient');
    const ghee = await goat('Goat ghee', 45_000, 100);
    const firstKey = randomUUID();
    const first = await order(shopper, [{ product: ghee }], firstKey);
    expect(first.statusCode, first.body).toBe(201);
    expect((await order(shopper, [{ product: ghee }])).statusCode).toBe(201);
    const third = await order(shopper, [{ product: ghee }]);
    expect(third.statusCode).toBe(409);
    expect(third.data.detail).toContain('You have 2 orders on their way.');

    // The first checkout's retry (its answer was lost) is that order again, at the cap too.
    const retry = await order(shopper, [{ product: ghee }], firstKey);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    const cancel = await t.call('PUT', `/api/orders/${first.data.response.orders[0].id}`, {
      token: shopper.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await order(shopper, [{ product: ghee }])).statusCode).toBe(201);
  });

  it('does not stop staff: a phone order beyond the cap is placed, and counts', async () => {
    await setCap(1);
    const shopper = await createShopper(t, 'Phones In');
    const soap = await goat('Goat milk soap', 8_000, 100);
    expect((await order(shopper, [{ product: soap }])).statusCode).toBe(201);
    const phone = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: shopper.id,
        addressId: shopper.addressId,
        productDetails: [{ productId: soap.id, quantity: 1 }],
      },
    });
    expect(phone.statusCode, phone.body).toBe(201);
    const online = await order(shopper, [{ product: soap }]);
    expect(online.statusCode).toBe(409);
    expect(online.data.detail).toContain('You have 2 orders on their way.');
  });
});

describe('checkouts per customer per hour', () => {
  it('answers the 11th checkout of the hour 429 with Retry-After; retries of placed ones still answer', async () => {
    await setCap(100);
    const shopper = await createShopper(t, 'Bulk Buyer');
    const other = await createShopper(t, 'Neighbour');
    const curd = await goat('Goat curd', 6_000, 1_000);
    const keys = Array.from({ length: 10 }, () => randomUUID());
    for (const key of keys) {
      const res = await order(shopper, [{ product: curd }], key);
      expect(res.statusCode, res.body).toBe(201);
    }
    const eleventh = await order(shopper, [{ product: curd }]);
    expect(eleventh.statusCode, eleventh.body).toBe(429);
    expect(eleventh.data.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await stockOf(t, curd.id)).toBe(990);

    const replay = await order(shopper, [{ product: curd }], keys[9]);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Another customer is not held up by this one.
    expect((await order(other, [{ product: curd }])).statusCode).toBe(201);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('checkouts per customer, counted in Redis by every API process', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `farm-test-${randomBytes(4).toString('hex')}:`,
    };
    a = await createTestApp({ env });
    b = await secondApiOn(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses the 11th checkout on the second process after 10 on the first', async () => {
    const settings = await a.call('PUT', '/api/settings', { as: 'admin', body: { maxOpenCodOrders: 100 } });
    expect(settings.statusCode).toBe(200);
    const shopper = await createShopper(a, 'Two Tabs');
    const cheese = await createProduct(a, await createCategory(a, 'Cheese'), { price: 9_000, stock: 100 });
    const body = { productDetails: [{ productId: cheese.id, quantity: 1 }], expectedTotal: 9_000 };
    for (let i = 0; i < 10; i++) expect((await checkout(a, shopper, [], { body })).statusCode).toBe(201);
    // `send` goes through the second process's own app (a TestApp's `call` is bound to the first).
    const url = `/api/orders/products?addressId=${shopper.addressId}`;
    const onB = await send(b, 'POST', url, { token: shopper.token, body });
    expect(onB.statusCode, onB.body).toBe(429);
    expect(onB.headers['retry-after']).toBeDefined();
  });
});

describe('the ceiling on a cash-on-delivery total (issue 15.6)', () => {
  it('refuses a storefront order above it 409 COD_LIMIT, takes nothing, and leaves phone orders alone', async () => {
    const none = await t.call('GET', '/api/settings');
    expect(none.data.response.codMaxTotal).toBeNull();
    const bad = await t.call('PUT', '/api/settings', { as: 'admin', body: { codMaxTotal: 50 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'codMaxTotal' }));
    const set = await t.call('PUT', '/api/settings', { as: 'admin', body: { codMaxTotal: 300_000 } });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const shopper = await createShopper(t, 'Big Buyer');
      const buck = await goat('Boer buck', 4_500_000);
      const kid = await goat('Tellicherry kid', 250_000);
      const ordersBefore = await orderCount(t);

      const refused = await order(shopper, [{ product: buck }]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.data.code).toBe('COD_LIMIT');
      expect(refused.data.detail).toBe(
        'Cash on delivery is for orders up to ₹3,000.00; this one comes to ₹45,000.00. Remove something, or call the farm to order.',
      );
      expect(await stockOf(t, buck.id)).toBe(1);
      expect(await orderCount(t)).toBe(ordersBefore);

      // At or under the ceiling goes through.
      expect((await order(shopper, [{ product: kid }])).statusCode).toBe(201);

      // Staff spoke to the customer: a phone order is not limited.
      const phone = await t.call('POST', '/api/orders/1', {
        as: 'staff',
        body: {
          customerId: shopper.id,
          addressId: shopper.addressId,
          productDetails: [{ productId: buck.id, quantity: 1 }],
        },
      });
      expect(phone.statusCode, phone.body).toBe(201);
    } finally {
      await t.call('PUT', '/api/settings', { as: 'admin', body: { codMaxTotal: null } });
    }
  });
});
