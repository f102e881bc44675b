import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * DESIGN §3: a customer's token only ever reaches that customer's addresses, cart, wishlist and
 * notify requests. Customer B walks every one of those paths with A's ids; none may read or
 * change anything of A's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SECRET_LINE = 'A-only 7 Secret Lane';
const SECRET_MOBILE = '9123456789';

function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Owner A',
    mobileNumber: SECRET_MOBILE,
    line1: SECRET_LINE,
    city: 'Erode',
    state: 'Tamil Nadu',
    pincode: '638001',
    ...overrides,
  };
}

async function ok<R extends { statusCode: number; body: string }>(res: R, status = 200): Promise<R> {
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

/** Everything of the customer's, read as the customer. */
async function everythingOf(customer: TestCustomer) {
  const as = { token: customer.token };
  const reads = await Promise.all([
    t.call('GET', `/api/address/customer/${customer.id}`, as),
    t.call('GET', `/api/customer/cart/${customer.id}`, as),
    t.call('GET', `/api/customer/wishlist/${customer.id}`, as),
    t.call('GET', `/api/customer/notify-products/${customer.id}`, as),
  ]);
  for (const read of reads) expect(read.statusCode).toBe(200);
  return reads.map((r) => r.data.response);
}

describe('ownership of addresses, cart, wishlist and notify requests', () => {
  it('lets customer B neither read nor change anything of customer A', async () => {
    const a = await createCustomer(t, 'Customer A');
    const b = await createCustomer(t, 'Customer B');
    const categoryId = await createCategory(t, 'Ownership');
    const milk = await createProduct(t, categoryId, { stock: 10 });
    const ghee = await createProduct(t, categoryId, { stock: 10 });
    const soldOut = await createProduct(t, categoryId, { stock: 0 });
    const alsoSoldOut = await createProduct(t, categoryId, { stock: 0 });

    const asA = { token: a.token };
    const aAddress = (await ok(await t.call('POST', '/api/address', { ...asA, body: addressBody() }), 201))
      .data.response;
    await ok(await t.call('GET', `/api/product/add-to-cart?productId=${milk.id}&Quantity=2`, asA));
    await ok(await t.call('GET', `/api/customer/wishlist/add?productId=${milk.id}`, asA));
    await ok(await t.call('POST', `/api/product/notify?productId=${soldOut.id}`, asA));
    const bAddress = (
      await ok(
        await t.call('POST', '/api/address', {
          token: b.token,
          body: addressBody({ name: 'Owner B', line1: '1 B Street', mobileNumber: '9000011111' }),
        }),
        201,
      )
    ).data.response;

    const aBefore = await everythingOf(a);
    const bBefore = await everythingOf(b);
    expect(JSON.stringify(aBefore)).toContain(SECRET_LINE);

    const attempts: [string, string, unknown, number][] = [
      ['GET', `/api/address/customer/${a.id}`, undefined, 403],
      ['GET', `/api/address/${aAddress.id}`, undefined, 404],
      ['PUT', `/api/address/${aAddress.id}`, { city: 'Taken' }, 404],
      ['PUT', `/api/address/${aAddress.id}`, { isDefault: true }, 404],
      ['PUT', `/api/address/${aAddress.id}`, { city: 'Taken', customerId: a.id }, 403],
      ['PUT', `/api/address/${bAddress.id}`, { customerId: a.id }, 403],
      ['DELETE', `/api/address/${aAddress.id}`, undefined, 404],
      ['POST', '/api/address', addressBody({ customerId: a.id, line1: 'Planted by B' }), 403],
      ['GET', `/api/address/all?customerId=${a.id}`, undefined, 403],
      ['GET', `/api/customer/cart/${a.id}`, undefined, 403],
      ['GET', `/api/product/add-to-cart?productId=${ghee.id}&Quantity=1&customerId=${a.id}`, undefined, 403],
      ['GET', `/api/product/add-to-cart?productId=${milk.id}&Quantity=9&customerId=${a.id}`, undefined, 403],
      ['POST', `/api/customer/cart/remove?customerId=${a.id}`, { productIds: [milk.id] }, 403],
      ['GET', `/api/customer/wishlist/${a.id}`, undefined, 403],
      ['GET', `/api/customer/wishlist/add?customerId=${a.id}&productId=${ghee.id}`, undefined, 403],
      ['POST', `/api/customer/remove-product?customerId=${a.id}`, { productIds: [milk.id] }, 403],
      ['POST', `/api/product/notify?productId=${alsoSoldOut.id}&customerId=${a.id}`, undefined, 403],
      ['GET', `/api/customer/notify-products/${a.id}`, undefined, 403],
      ['GET', `/api/notify/product/${soldOut.id}`, undefined, 403],
    ];
    let reached = 0;
    for (const [method, url, body, status] of attempts) {
      const res = await t.call(method as 'GET', url, {
        token: b.token,
        ...(body === undefined ? {} : { body }),
      });
      const label = `${method} ${url}`;
      expect(res.statusCode, label).toBe(status);
      expect(res.headers['content-type'], label).toContain('application/problem+json');
      expect(res.body, label).not.toContain(SECRET_LINE);
      expect(res.body, label).not.toContain(SECRET_MOBILE);
      if (res.statusCode < 400) reached++;
    }
    expect(reached).toBe(0);

    // Read back as A (and as B): nothing changed on either side.
    expect(await everythingOf(a)).toEqual(aBefore);
    expect(await everythingOf(b)).toEqual(bBefore);
  });
});
