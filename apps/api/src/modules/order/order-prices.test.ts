import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  checkout,
  createShopper,
  orderCount,
  type Shopper,
  stockOf,
} from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Security issue 13.8: the cart showed ₹220, staff made it ₹22,000, the order went through at
// ₹22,000 without a word. The checkout now carries the total the customer was shown.

const RULES = { deliveryFee: 4_000, freeDeliveryThreshold: 100_000 };

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Ghee');
  await setRules(RULES);
});
afterAll(async () => {
  await t.close();
});

async function setRules(rules: Partial<typeof RULES>) {
  const res = await t.call('PUT', '/api/settings', { as: 'admin', body: rules });
  expect(res.statusCode, res.body).toBe(200);
}

async function setPrice(productId: number, price: number) {
  const res = await t.call('PUT', `/api/product/${productId}`, { as: 'staff', body: { price } });
  expect(res.statusCode, res.body).toBe(200);
}

async function cartOf(shopper: Shopper) {
  const res = await t.call('GET', `/api/customer/cart/${shopper.id}`, { token: shopper.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.items.map((i: { productId: number; quantity: number; unitPrice: number }) => [
    i.productId,
    i.quantity,
    i.unitPrice,
  ]);
}

/** A checkout body as the storefront sends it: each line's shown price and the shown total. */
function shown(lines: { productId: number; quantity: number; unitPrice: number }[], expectedTotal: number) {
  return {
    productDetails: lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      expectedUnitPrice: l.unitPrice,
    })),
    expectedTotal,
  };
}

const ghee = () =>
  createProduct(t, categoryId, { name: 'Goat milk ghee', unit: '500 ml', price: 22_000, stock: 10 });

describe('price confirmation at checkout', () => {
  it('refuses to charge a price raised after the cart was shown: 409 PRICE_CHANGED, nothing taken', async () => {
    const meena = await createShopper(t, 'Meena');
    const product = await ghee();
    await addToCart(t, meena, product.id, 1);
    // The cart shows ₹220.00 + ₹40.00 delivery = ₹260.00.
    expect(await cartOf(meena)).toEqual([[product.id, 1, 22_000]]);
    const body = shown([{ productId: product.id, quantity: 1, unitPrice: 22_000 }], 26_000);
    const ordersBefore = await orderCount(t);

    await setPrice(product.id, 2_200_000);
    const refused = await checkout(t, meena, [], { body });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.data.code).toBe('PRICE_CHANGED');
    expect(refused.data.priceChange).toEqual({
      expectedTotal: 26_000,
      breakdown: {
        items: [
          {
            productId: product.id,
            name: 'Goat milk ghee',
            unit: '500 ml',
            unitPrice: 2_200_000,
            unitDiscount: 0,
            offerTitle: null,
            quantity: 1,
            lineTotal: 2_200_000,
          },
        ],
        subtotal: 2_200_000,
        discountTotal: 0,
        couponCode: null,
        couponDiscount: 0,
        deliveryFee: 0,
        total: 2_200_000,
      },
      changedLines: [
        {
          productId: product.id,
          name: 'Goat milk ghee',
          unit: '500 ml',
          expectedUnitPrice: 22_000,
          unitPrice: 2_200_000,
        },
      ],
    });
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await orderCount(t)).toBe(ordersBefore);
    // The cart is intact and now shows the new price.
    expect(await cartOf(meena)).toEqual([[product.id, 1, 2_200_000]]);

    // Seen and accepted: the same lines with the new total go through at the new price.
    const placed = await checkout(t, meena, [], {
      body: shown([{ productId: product.id, quantity: 1, unitPrice: 2_200_000 }], 2_200_000),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.data.response.orders[0]).toMatchObject({
      subtotal: 2_200_000,
      deliveryFee: 0,
      total: 2_200_000,
    });
    expect(await stockOf(t, product.id)).toBe(9);
    expect(await cartOf(meena)).toEqual([]);
  });

  it('refuses a total the client made up, lower or higher: the price is the catalogue’s', async () => {
    const ravi = await createShopper(t, 'Ravi');
    const product = await ghee();
    const lines = [{ productId: product.id, quantity: 2 }];
    for (const expectedTotal of [0, 1, 47_999, 48_001]) {
      const res = await checkout(t, ravi, [], { body: { productDetails: lines, expectedTotal } });
      expect([res.statusCode, res.data.code, res.data.priceChange?.breakdown.total]).toEqual([
        409,
        'PRICE_CHANGED',
        48_000,
      ]);
      // Without shown line prices there is nothing to compare a line with.
      expect(res.data.priceChange.changedLines).toEqual([]);
    }
    expect(await stockOf(t, product.id)).toBe(10);
    const ok = await checkout(t, ravi, [], { body: { productDetails: lines, expectedTotal: 48_000 } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.data.response.orders[0].total).toBe(48_000);
  });

  it('refuses a line whose shown price moved even when the total happens to match', async () => {
    const anu = await createShopper(t, 'Anu');
    const up = await ghee();
    const down = await ghee();
    await setPrice(up.id, 23_000);
    await setPrice(down.id, 21_000);
    const body = shown(
      [
        { productId: up.id, quantity: 1, unitPrice: 22_000 },
        { productId: down.id, quantity: 1, unitPrice: 22_000 },
      ],
      44_000 + 4_000,
    );
    const res = await checkout(t, anu, [], { body });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.data.priceChange.breakdown.total).toBe(48_000);
    expect(res.data.priceChange.changedLines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([
      23_000, 21_000,
    ]);
    expect(await stockOf(t, up.id)).toBe(10);
  });

  it('catches a delivery fee changed since the cart was shown', async () => {
    const devi = await createShopper(t, 'Devi');
    const product = await ghee();
    const body = shown([{ productId: product.id, quantity: 1, unitPrice: 22_000 }], 26_000);
    await setRules({ deliveryFee: 9_000 });
    try {
      const res = await checkout(t, devi, [], { body });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.data.priceChange).toMatchObject({
        expectedTotal: 26_000,
        breakdown: { subtotal: 22_000, deliveryFee: 9_000, total: 31_000 },
        changedLines: [],
      });
      expect(await stockOf(t, product.id)).toBe(10);
      const ok = await checkout(t, devi, [], { body: { ...body, expectedTotal: 31_000 } });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.data.response.orders[0]).toMatchObject({ deliveryFee: 9_000, total: 31_000 });
    } finally {
      await setRules(RULES);
    }
  });

  it('requires the shown total on the storefront checkout (400 naming expectedTotal)', async () => {
    const kavya = await createShopper(t, 'Kavya');
    const product = await ghee();
    const res = await checkout(t, kavya, [], {
      body: { productDetails: [{ productId: product.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'expectedTotal' }));
    expect(await stockOf(t, product.id)).toBe(10);
  });
});

describe('price confirmation and the Idempotency-Key', () => {
  it('does not spend the key on a PRICE_CHANGED: the retry with the new total places one order', async () => {
    const selvam = await createShopper(t, 'Selvam');
    const product = await ghee();
    const oldBody = shown([{ productId: product.id, quantity: 2, unitPrice: 22_000 }], 48_000);
    await setPrice(product.id, 30_000);
    const key = { key: 'price-retry-1' };

    const refused = await checkout(t, selvam, [], { ...key, body: oldBody });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.data.code).toBe('PRICE_CHANGED');

    const newBody = shown([{ productId: product.id, quantity: 2, unitPrice: 30_000 }], 64_000);
    const placed = await checkout(t, selvam, [], { ...key, body: newBody });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(placed.data.response.orders[0].total).toBe(64_000);

    // A retry of the placed checkout answers it again, whichever total it carries: the key
    // names the checkout (lines, address, note), and that checkout was placed at a confirmed price.
    for (const body of [newBody, oldBody]) {
      const again = await checkout(t, selvam, [], { ...key, body });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.data.response.cartBundleId).toBe(placed.data.response.cartBundleId);
    }
    expect(await stockOf(t, product.id)).toBe(8);
    expect(await orderCount(t, `&customerId=${selvam.id}`)).toBe(1);
  });
});

describe('price confirmation on the phone order (POST /orders/1)', () => {
  it('checks a total staff send, and places without one as before', async () => {
    const murugan = await createShopper(t, 'Murugan');
    const product = await ghee();
    const order = (expectedTotal?: number) => ({
      customerId: murugan.id,
      addressId: murugan.addressId,
      productDetails: [{ productId: product.id, quantity: 1 }],
      ...(expectedTotal === undefined ? {} : { expectedTotal }),
    });
    const ordersBefore = await orderCount(t);

    const wrong = await t.call('POST', '/api/orders/1', { as: 'staff', body: order(2_000) });
    expect(wrong.statusCode, wrong.body).toBe(409);
    expect(wrong.data.code).toBe('PRICE_CHANGED');
    expect(wrong.data.priceChange.breakdown).toMatchObject({
      subtotal: 22_000,
      deliveryFee: 4_000,
      total: 26_000,
    });
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await orderCount(t)).toBe(ordersBefore);

    const right = await t.call('POST', '/api/orders/1', { as: 'staff', body: order(26_000) });
    expect(right.statusCode, right.body).toBe(201);
    const without = await t.call('POST', '/api/orders/1', { as: 'staff', body: order() });
    expect(without.statusCode, without.body).toBe(201);
    expect(await stockOf(t, product.id)).toBe(8);
  });
});
