import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 15.1: the festival offer on the home page took nothing off a ghee order. Offers now
// discount what they target, on the shelf, in the cart and in the order the customer pays.

const RULES = { deliveryFee: 4_000, freeDeliveryThreshold: 100_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('PUT', '/api/settings', { as: 'admin', body: RULES });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function createOffer(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/offer', { as: 'staff', body });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response;
}

async function cartOf(shopper: Shopper) {
  const res = await t.call('GET', `/api/customer/cart/${shopper.id}`, { token: shopper.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
}

function checkoutBody(lines: { productId: number; quantity: number }[], expectedTotal: number) {
  return { productDetails: lines, expectedTotal };
}

describe('an offer on a category', () => {
  it('shows on the shelf, discounts the cart and the order, and the order keeps what it paid', async () => {
    const gheeCategory = await createCategory(t, 'Festival ghee');
    const ghee = await createProduct(t, gheeCategory, { name: 'Goat milk ghee', price: 69_900, stock: 10 });
    const offer = await createOffer({
      title: 'Ghee Festival',
      discountPercent: 10,
      appliesTo: 'categories',
      categoryIds: [gheeCategory],
    });
    expect(offer).toMatchObject({ appliesTo: 'categories', categoryIds: [gheeCategory], productIds: [] });

    // The product page: ₹629.10, was ₹699.00, 10% off, Ghee Festival.
    const page = await t.call('GET', `/api/product/${ghee.id}`);
    expect(page.data.response.price).toBe(69_900);
    expect(page.data.response.offer).toEqual({
      title: 'Ghee Festival',
      discountPercent: 10,
      unitDiscount: 6_990,
      price: 62_910,
      translations: {},
    });
    const listed = await t.call('GET', `/api/product/category/${gheeCategory}`);
    expect(listed.data.response[0].offer.price).toBe(62_910);
    const found = await t.call('GET', '/api/product/search?keywords=goat%20milk%20ghee');
    expect(found.data.response.find((p: { id: number }) => p.id === ghee.id)?.offer?.price).toBe(62_910);

    const meena = await createShopper(t, 'Meena');
    const wished = await t.call(
      'GET',
      `/api/customer/wishlist/add?customerId=${meena.id}&productId=${ghee.id}`,
      {
        token: meena.token,
      },
    );
    expect(wished.statusCode, wished.body).toBe(200);
    expect(wished.data.response[0].offer).toMatchObject({ title: 'Ghee Festival', price: 62_910 });
    await addToCart(t, meena, ghee.id, 2);
    const cart = await cartOf(meena);
    expect(cart.items[0]).toMatchObject({
      unitPrice: 69_900,
      unitDiscount: 6_990,
      offerTitle: 'Ghee Festival',
      lineTotal: 125_820,
    });
    // ₹1,398.00 − ₹139.80 = ₹1,258.20: over the ₹1,000 threshold, so delivery is free.
    expect(cart).toMatchObject({ subtotal: 139_800, discountTotal: 13_980, deliveryFee: 0, total: 125_820 });

    // The list-price total the customer was not shown is refused with the new breakdown.
    const stale = await checkout(t, meena, [], {
      body: checkoutBody([{ productId: ghee.id, quantity: 2 }], 139_800),
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.data.priceChange.breakdown).toMatchObject({ discountTotal: 13_980, total: 125_820 });

    const placed = await checkout(t, meena, [], {
      body: checkoutBody([{ productId: ghee.id, quantity: 2 }], cart.total),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.data.response.orders[0];
    expect(order).toMatchObject({ subtotal: 139_800, discountTotal: 13_980, deliveryFee: 0, total: 125_820 });
    expect(order.items[0]).toMatchObject({
      unitDiscount: 6_990,
      offerTitle: 'Ghee Festival',
      lineTotal: 125_820,
    });

    // The offer renamed, then switched off: the order keeps its title and its price; the shelf drops it.
    await t.call('PUT', `/api/offer/${offer.id}`, { as: 'staff', body: { title: 'Renamed', active: false } });
    const read = await t.call('GET', `/api/orders/${order.id}`, { token: meena.token });
    expect(read.data.response).toMatchObject({ discountTotal: 13_980, total: 125_820 });
    expect(read.data.response.items[0].offerTitle).toBe('Ghee Festival');
    const after = await t.call('GET', `/api/product/${ghee.id}`);
    expect(after.data.response.offer).toBeNull();
  });

  it('charges delivery on the items after their discount', async () => {
    const category = await createCategory(t, 'Fee check');
    // ₹1,050 at list price would ship free; 10 % off makes it ₹945, under the ₹1,000 threshold.
    const butter = await createProduct(t, category, { price: 105_000, stock: 5 });
    await createOffer({
      title: 'Butter days',
      discountPercent: 10,
      appliesTo: 'categories',
      categoryIds: [category],
    });
    const ravi = await createShopper(t, 'Ravi');
    await addToCart(t, ravi, butter.id, 1);
    expect(await cartOf(ravi)).toMatchObject({
      subtotal: 105_000,
      discountTotal: 10_500,
      deliveryFee: 4_000,
      total: 98_500,
    });
  });
});

describe("the staff's phone order", () => {
  it('is quoted as it will be charged: the offer, the fee, the total', async () => {
    const category = await createCategory(t, 'Phone ghee');
    const ghee = await createProduct(t, category, { price: 69_900, stock: 10 });
    await createOffer({
      title: 'Phone festival',
      discountPercent: 10,
      appliesTo: 'products',
      productIds: [ghee.id],
    });
    const muthu = await createShopper(t, 'Muthu');
    const productDetails = [{ productId: ghee.id, quantity: 1 }];

    const quote = await t.call('POST', '/api/orders/quote', {
      as: 'staff',
      body: { customerId: muthu.id, productDetails },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // ₹629.10 is under the ₹1,000 threshold: ₹40 delivery.
    expect(quote.data.response).toMatchObject({
      subtotal: 69_900,
      discountTotal: 6_990,
      deliveryFee: 4_000,
      total: 66_910,
    });
    expect(quote.data.response.items[0]).toMatchObject({ unitDiscount: 6_990, offerTitle: 'Phone festival' });

    const placed = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: { customerId: muthu.id, addressId: muthu.addressId, productDetails, expectedTotal: 66_910 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.data.response.orders[0]).toMatchObject({ discountTotal: 6_990, total: 66_910 });

    const tooMany = await t.call('POST', '/api/orders/quote', {
      as: 'staff',
      body: { customerId: muthu.id, productDetails: [{ productId: ghee.id, quantity: 50 }] },
    });
    expect(tooMany.statusCode).toBe(409);
    const nobody = await t.call('POST', '/api/orders/quote', {
      as: 'staff',
      body: { customerId: 987_654, productDetails },
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('offers with conditions', () => {
  it('a minimum order applies in the cart once met, and never shows on the shelf', async () => {
    const category = await createCategory(t, 'Soaps');
    const soap = await createProduct(t, category, { price: 12_000, stock: 20 });
    await createOffer({
      title: 'Soap Trio',
      discountAmount: 2_000,
      appliesTo: 'products',
      productIds: [soap.id],
      minOrderValue: 36_000,
    });
    const page = await t.call('GET', `/api/product/${soap.id}`);
    expect(page.data.response.offer).toBeNull();

    const anu = await createShopper(t, 'Anu');
    await addToCart(t, anu, soap.id, 2);
    expect((await cartOf(anu)).discountTotal).toBe(0);
    await addToCart(t, anu, soap.id, 3);
    const cart = await cartOf(anu);
    expect(cart.items[0]).toMatchObject({ unitDiscount: 2_000, offerTitle: 'Soap Trio' });
    expect(cart).toMatchObject({ subtotal: 36_000, discountTotal: 6_000, deliveryFee: 4_000, total: 34_000 });
  });

  it('a first-order offer applies to the first order only', async () => {
    const category = await createCategory(t, 'Fresh milk');
    const milk = await createProduct(t, category, { price: 9_000, stock: 20 });
    await createOffer({
      title: 'First milk order',
      discountPercent: 20,
      appliesTo: 'products',
      productIds: [milk.id],
      firstOrderOnly: true,
    });
    const devi = await createShopper(t, 'Devi');
    await addToCart(t, devi, milk.id, 1);
    const first = await cartOf(devi);
    expect(first.discountTotal).toBe(1_800);
    const placed = await checkout(t, devi, [], {
      body: checkoutBody([{ productId: milk.id, quantity: 1 }], first.total),
    });
    expect(placed.statusCode, placed.body).toBe(201);

    await addToCart(t, devi, milk.id, 1);
    const second = await cartOf(devi);
    expect(second).toMatchObject({ discountTotal: 0, total: 9_000 + 4_000 });
  });
});

describe('keeping offers', () => {
  it('answers 400 naming the field for offers that could not apply', async () => {
    const both = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: { title: 'Both', discountPercent: 10, discountAmount: 500, appliesTo: 'shop' },
    });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.data)).toContain('discountAmount');

    const noTargets = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: { title: 'Nothing', discountPercent: 10, appliesTo: 'categories' },
    });
    expect(noTargets.statusCode).toBe(400);
    expect(JSON.stringify(noTargets.data)).toContain('categoryIds');

    const before = await t.call('GET', '/api/offer/all?size=100', { as: 'staff' });
    const unknown = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: { title: 'Ghost', discountPercent: 10, appliesTo: 'products', productIds: [987_654] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain('no product has id 987654');
    const afterward = await t.call('GET', '/api/offer/all?size=100', { as: 'staff' });
    expect(afterward.data.page.totalElements).toBe(before.data.page.totalElements);
  });

  it('an edit that names new targets replaces the old ones', async () => {
    const a = await createCategory(t, 'Edit A');
    const b = await createCategory(t, 'Edit B');
    const inA = await createProduct(t, a, { price: 10_000 });
    const inB = await createProduct(t, b, { price: 10_000 });
    const offer = await createOffer({
      title: 'Moving',
      discountPercent: 10,
      appliesTo: 'categories',
      categoryIds: [a],
    });
    const moved = await t.call('PUT', `/api/offer/${offer.id}`, { as: 'staff', body: { categoryIds: [b] } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.data.response.categoryIds).toEqual([b]);
    expect((await t.call('GET', `/api/product/${inA.id}`)).data.response.offer).toBeNull();
    expect((await t.call('GET', `/api/product/${inB.id}`)).data.response.offer?.price).toBe(9_000);
  });
});
