import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Soaps');
});
afterAll(async () => {
  await t.close();
});

function wish(customer: TestCustomer, productId: number) {
  return t.call('GET', `/api/customer/wishlist/add?customerId=${customer.id}&productId=${productId}`, {
    token: customer.token,
  });
}

async function wishlistOf(customer: TestCustomer) {
  const res = await t.call('GET', `/api/customer/wishlist/${customer.id}`, { token: customer.token });
  expect(res.statusCode).toBe(200);
  return res.data.response as { id: number; inStock: boolean }[];
}

const idsOf = (list: { id: number }[]) => list.map((p) => p.id);

describe('wishlist', () => {
  it('adds (idempotently), lists light product cards and removes', async () => {
    const meena = await createCustomer(t);
    const soap = await createProduct(t, categoryId, {
      name: 'Goat Milk Soap',
      price: 9_900,
      mrp: 12_000,
      unit: '100 g',
      stock: 8,
      imageUrls: ['/media/soap.webp'],
    });
    const manure = await createProduct(t, categoryId, { name: 'Manure', stock: 0 });

    const added = await wish(meena, soap.id);
    expect(added.statusCode).toBe(200);
    expect(added.data.message).toBe('Added to wishlist');
    expect(added.data.response).toEqual([
      {
        id: soap.id,
        productCode: soap.productCode,
        name: 'Goat Milk Soap',
        imageUrl: '/media/soap.webp',
        price: 9_900,
        mrp: 12_000,
        unit: '100 g',
        inStock: true,
        translations: {},
        offer: null,
      },
    ]);

    expect((await wish(meena, soap.id)).statusCode).toBe(200);
    expect(idsOf(await wishlistOf(meena))).toEqual([soap.id]);

    await wish(meena, manure.id);
    const list = await wishlistOf(meena);
    expect(idsOf(list)).toEqual([manure.id, soap.id]);
    expect(list[0]?.inStock).toBe(false);

    const removed = await t.call('POST', `/api/customer/remove-product?customerId=${meena.id}`, {
      token: meena.token,
      body: { productIds: [soap.id] },
    });
    expect(removed.statusCode).toBe(200);
    expect(idsOf(removed.data.response)).toEqual([manure.id]);
    expect(idsOf(await wishlistOf(meena))).toEqual([manure.id]);
  });

  it('hides products taken off sale and refuses to add them', async () => {
    const customer = await createCustomer(t);
    const cheese = await createProduct(t, categoryId, { stock: 2 });
    await wish(customer, cheese.id);
    await t.call('PUT', `/api/product/${cheese.id}`, { as: 'staff', body: { status: 'draft' } });
    expect(await wishlistOf(customer)).toEqual([]);
    expect((await wish(customer, cheese.id)).statusCode).toBe(404);
    await t.call('PUT', `/api/product/${cheese.id}`, { as: 'staff', body: { status: 'active' } });
    expect(idsOf(await wishlistOf(customer))).toEqual([cheese.id]);
    expect((await wish(customer, 2_000_000)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad input', async () => {
    const customer = await createCustomer(t);
    const noProduct = await t.call('GET', `/api/customer/wishlist/add?customerId=${customer.id}`, {
      token: customer.token,
    });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.data.errors).toContainEqual(expect.objectContaining({ field: 'productId' }));
    const badId = await t.call('GET', '/api/customer/wishlist/add?productId=-3', { token: customer.token });
    expect(badId.data.errors).toContainEqual(expect.objectContaining({ field: 'productId' }));

    const url = `/api/customer/remove-product?customerId=${customer.id}`;
    for (const [body, field] of [
      [{ productIds: [] }, 'productIds'],
      [{ productIds: [true] }, 'productIds.0'],
      [{ productIds: [1], extra: 1 }, 'extra'],
    ] as const) {
      const res = await t.call('POST', url, { token: customer.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.data.errors).toContainEqual(expect.objectContaining({ field }));
    }
  });

  it('answers 401 without a token and 403 for another customer', async () => {
    const a = await createCustomer(t);
    const b = await createCustomer(t);
    const soap = await createProduct(t, categoryId, { stock: 2 });
    await wish(a, soap.id);
    expect((await t.call('GET', `/api/customer/wishlist/${a.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/customer/wishlist/add?productId=${soap.id}`)).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/customer/remove-product', { body: { productIds: [soap.id] } })).statusCode,
    ).toBe(401);
    expect((await t.call('GET', `/api/customer/wishlist/${a.id}`, { token: b.token })).statusCode).toBe(403);
    const staffRead = await t.call('GET', `/api/customer/wishlist/${a.id}`, { as: 'staff' });
    expect(idsOf(staffRead.data.response)).toEqual([soap.id]);
  });
});
