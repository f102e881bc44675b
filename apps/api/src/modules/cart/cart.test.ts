import { MAX_CART_LINES } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Dairy');
});
afterAll(async () => {
  await t.close();
});

function addToCart(customer: TestCustomer, productId: number, quantity: number | string) {
  return t.call(
    'GET',
    `/api/product/add-to-cart?productId=${productId}&Quantity=${quantity}&customerId=${customer.id}`,
    { token: customer.token },
  );
}

async function cartOf(customer: TestCustomer) {
  const res = await t.call('GET', `/api/customer/cart/${customer.id}`, { token: customer.token });
  expect(res.statusCode).toBe(200);
  return res.data.response;
}

describe('cart', () => {
  it('sets quantities, prices lines from the product and answers the cart', async () => {
    const meena = await createCustomer(t);
    const milk = await createProduct(t, categoryId, {
      name: 'Goat Milk',
      price: 12_500,
      stock: 5,
      imageUrls: ['/media/milk.webp', '/media/milk-2.webp'],
    });
    const ghee = await createProduct(t, categoryId, { name: 'Goat Ghee', price: 3_000, stock: 2 });

    expect(await cartOf(meena)).toEqual({
      items: [],
      itemCount: 0,
      quantityTotal: 0,
      subtotal: 0,
      discountTotal: 0,
      couponDiscount: 0,
      deliveryFee: 0,
      total: 0,
      coupon: null,
    });

    const added = await addToCart(meena, milk.id, 2);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.data.message).toBe('Added to cart');
    expect(added.data.response).toEqual({
      items: [
        {
          productId: milk.id,
          productCode: milk.productCode,
          name: 'Goat Milk',
          translations: {},
          imageUrl: '/media/milk.webp',
          unitPrice: 12_500,
          unitDiscount: 0,
          offerTitle: null,
          quantity: 2,
          lineTotal: 25_000,
          inStock: true,
          maxQuantity: 5,
        },
      ],
      itemCount: 1,
      quantityTotal: 2,
      // The shop's default settings deliver free.
      subtotal: 25_000,
      discountTotal: 0,
      couponDiscount: 0,
      deliveryFee: 0,
      total: 25_000,
      coupon: null,
      changed: true,
    });

    // add-to-cart sets the quantity; it does not add to it.
    expect((await addToCart(meena, milk.id, 3)).data.response.items[0].quantity).toBe(3);
    const both = await addToCart(meena, ghee.id, 2);
    expect(both.data.response).toMatchObject({
      itemCount: 2,
      quantityTotal: 5,
      subtotal: 3 * 12_500 + 2 * 3_000,
    });
    expect(both.data.response.items.map((i: { productId: number }) => i.productId)).toEqual([
      milk.id,
      ghee.id,
    ]);
    expect(both.data.response.items[1].imageUrl).toBeNull();

    // Prices are today's prices.
    await t.call('PUT', `/api/product/${milk.id}`, { as: 'staff', body: { price: 14_000 } });
    const repriced = await cartOf(meena);
    expect(repriced.items[0]).toMatchObject({ unitPrice: 14_000, lineTotal: 42_000 });
    expect(repriced.subtotal).toBe(42_000 + 6_000);

    // A line with more than the stock, or of a product taken off sale, cannot be ordered now.
    await t.call('PUT', `/api/product/${ghee.id}`, { as: 'staff', body: { stock: 1 } });
    let cart = await cartOf(meena);
    expect(cart.items[1]).toMatchObject({ productId: ghee.id, inStock: false, quantity: 2, maxQuantity: 1 });
    expect(cart).toMatchObject({ itemCount: 2, subtotal: 42_000 });
    await t.call('PUT', `/api/product/${milk.id}`, { as: 'staff', body: { status: 'draft' } });
    cart = await cartOf(meena);
    expect(cart.items[0]).toMatchObject({ productId: milk.id, inStock: false, maxQuantity: 0 });
    expect(cart.subtotal).toBe(0);
    expect((await addToCart(meena, milk.id, 1)).statusCode).toBe(404);

    const removed = await t.call('POST', `/api/customer/cart/remove?customerId=${meena.id}`, {
      token: meena.token,
      body: { productIds: [milk.id, 2_000_000] },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.data.response.items.map((i: { productId: number }) => i.productId)).toEqual([ghee.id]);
    expect((await cartOf(meena)).itemCount).toBe(1);
  });

  it('says when nothing changed: the line already held that quantity (all of the stock, or not)', async () => {
    const customer = await createCustomer(t);
    const last = await createProduct(t, categoryId, { name: 'Last Cheese', stock: 1 });
    const first = await addToCart(customer, last.id, 1);
    expect(first.data).toMatchObject({ message: 'Added to cart', response: { changed: true } });

    const again = await addToCart(customer, last.id, 1);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.message).toBe('You already have all 1 in your cart');
    expect(again.data.response).toMatchObject({ changed: false, quantityTotal: 1 });
    expect(again.data.response.items[0]).toMatchObject({ quantity: 1, maxQuantity: 1 });

    const soap = await createProduct(t, categoryId, { name: 'Soap', stock: 6 });
    await addToCart(customer, soap.id, 2);
    const same = await addToCart(customer, soap.id, 2);
    expect(same.data).toMatchObject({
      message: 'You already have 2 in your cart',
      response: { changed: false },
    });
    const more = await addToCart(customer, soap.id, 3);
    expect(more.data).toMatchObject({ message: 'Added to cart', response: { changed: true } });
  });

  it('refuses more than the stock with 409 OUT_OF_STOCK naming what is left', async () => {
    const customer = await createCustomer(t);
    const cheese = await createProduct(t, categoryId, { name: 'Goat Cheese', stock: 4 });
    const over = await addToCart(customer, cheese.id, 5);
    expect(over.statusCode).toBe(409);
    expect(over.data.code).toBe('OUT_OF_STOCK');
    expect(over.data.detail).toContain('4');
    expect((await addToCart(customer, cheese.id, 4)).statusCode).toBe(200);

    const soldOut = await createProduct(t, categoryId, { name: 'Paneer', stock: 0 });
    const none = await addToCart(customer, soldOut.id, 1);
    expect(none.statusCode).toBe(409);
    expect(none.data.detail).toBe('Paneer is out of stock');
    expect((await cartOf(customer)).items).toHaveLength(1);
  });

  it('answers 400 naming the field for bad input', async () => {
    const customer = await createCustomer(t);
    const soap = await createProduct(t, categoryId, { stock: 3 });
    for (const quantity of ['0', '-1', 'abc', '1.5', '']) {
      const res = await addToCart(customer, soap.id, quantity);
      expect(res.statusCode, quantity).toBe(400);
      expect(res.data.errors, quantity).toContainEqual(expect.objectContaining({ field: 'Quantity' }));
    }
    const noProduct = await t.call('GET', `/api/product/add-to-cart?Quantity=1&customerId=${customer.id}`, {
      token: customer.token,
    });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.data.errors).toContainEqual(expect.objectContaining({ field: 'productId' }));

    const removeUrl = `/api/customer/cart/remove?customerId=${customer.id}`;
    const bodies: [unknown, string][] = [
      [{ productIds: [] }, 'productIds'],
      [{ productIds: ['abc'] }, 'productIds.0'],
      [{ productIds: [String(soap.id)] }, 'productIds.0'],
      [{ productIds: [soap.id], customerId: customer.id }, 'customerId'],
      [{}, 'productIds'],
    ];
    for (const [body, field] of bodies) {
      const res = await t.call('POST', removeUrl, { token: customer.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.data.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field }));
    }
    expect((await cartOf(customer)).items).toEqual([]);
  });

  it('answers 401 without a token, 403 for another customer and 404 for unknown products', async () => {
    const a = await createCustomer(t);
    const b = await createCustomer(t);
    const milk = await createProduct(t, categoryId, { stock: 3 });
    expect((await t.call('GET', `/api/customer/cart/${a.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/product/add-to-cart?productId=${milk.id}&Quantity=1`)).statusCode).toBe(
      401,
    );
    expect(
      (await t.call('POST', '/api/customer/cart/remove', { body: { productIds: [milk.id] } })).statusCode,
    ).toBe(401);

    const mismatch = await t.call(
      'GET',
      `/api/product/add-to-cart?productId=${milk.id}&Quantity=1&customerId=${a.id}`,
      { token: b.token },
    );
    expect(mismatch.statusCode).toBe(403);
    expect((await cartOf(a)).items).toEqual([]);
    expect((await cartOf(b)).items).toEqual([]);

    // Without customerId, the customer is the one of the token.
    const own = await t.call('GET', `/api/product/add-to-cart?productId=${milk.id}&Quantity=1`, {
      token: b.token,
    });
    expect(own.statusCode).toBe(200);
    expect((await cartOf(b)).itemCount).toBe(1);

    expect((await addToCart(a, 2_000_000, 1)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/customer/cart/999999', { as: 'customer' })).statusCode).toBe(404);
  });

  it('lets staff read and fill a named customer’s cart', async () => {
    const customer = await createCustomer(t);
    const milk = await createProduct(t, categoryId, { stock: 3 });
    const byStaff = await t.call(
      'GET',
      `/api/product/add-to-cart?productId=${milk.id}&Quantity=2&customerId=${customer.id}`,
      { as: 'staff' },
    );
    expect(byStaff.statusCode).toBe(200);
    const read = await t.call('GET', `/api/customer/cart/${customer.id}`, { as: 'admin' });
    expect(read.data.response.quantityTotal).toBe(2);
    const unnamed = await t.call('GET', `/api/product/add-to-cart?productId=${milk.id}&Quantity=1`, {
      as: 'staff',
    });
    expect(unnamed.statusCode).toBe(403);
  });

  it('serves /product/add-to-cart beside GET /product/:id (the static segment wins)', async () => {
    const customer = await createCustomer(t);
    const milk = await createProduct(t, categoryId, { name: 'Route Milk', stock: 3 });
    // GET /product/:id would have answered 400 (id is not a number) or the product; ours asks for a token.
    const anonymous = await t.call('GET', '/api/product/add-to-cart?productId=1&Quantity=1');
    expect(anonymous.statusCode).toBe(401);
    const added = await addToCart(customer, milk.id, 1);
    expect(added.data.response.items[0].name).toBe('Route Milk');
    const product = await t.call('GET', `/api/product/${milk.id}`);
    expect(product.statusCode).toBe(200);
    expect(product.data.response.name).toBe('Route Milk');
  });

  it(`caps a cart at ${MAX_CART_LINES} lines`, async () => {
    const customer = await createCustomer(t);
    const ids: number[] = [];
    for (let n = 0; n <= MAX_CART_LINES; n++) ids.push((await createProduct(t, categoryId, { stock: 5 })).id);
    for (const id of ids.slice(0, MAX_CART_LINES))
      expect((await addToCart(customer, id, 1)).statusCode).toBe(200);
    const full = await addToCart(customer, ids[MAX_CART_LINES]!, 1);
    expect(full.statusCode).toBe(409);
    expect(full.data.code).toBe('CART_FULL');
    // Changing a line that is already there still works.
    expect((await addToCart(customer, ids[0]!, 2)).statusCode).toBe(200);
    expect((await cartOf(customer)).itemCount).toBe(MAX_CART_LINES);
  });
});
