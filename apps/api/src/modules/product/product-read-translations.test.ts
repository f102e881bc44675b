import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customer-fixtures.js';
import { createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * What a Tamil page names comes with the reads it draws from (decision 0053): a product's
 * category and its running offer carry their translations, and so does the wishlist's card.
 */
let t: TestApp;
let product: { id: number; productCode: string };
beforeAll(async () => {
  t = await createTestApp();
  const category = await t.call('POST', '/api/category', {
    as: 'staff',
    body: { name: 'Ghee', translations: { ta: { name: 'நெய்' } } },
  });
  expect(category.statusCode, category.body).toBe(201);
  product = await createProduct(t, category.data.response.id, {
    name: 'Cow Ghee',
    unit: '500 ml',
    translations: { ta: { name: 'பசு நெய்', unit: '500 மி.லி' } },
  });
  const offer = await t.call('POST', '/api/offer', {
    as: 'staff',
    body: {
      title: 'Ghee Festival',
      discountPercent: 10,
      appliesTo: 'products',
      productIds: [product.id],
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
      translations: { ta: { title: 'நெய் திருவிழா' } },
    },
  });
  expect(offer.statusCode, offer.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('translations on the storefront’s reads', () => {
  it('a product answers its category’s and its offer’s Tamil', async () => {
    const res = await t.call('GET', `/api/product/product-code?productCode=${product.productCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.response.category).toMatchObject({ name: 'Ghee', translations: { ta: { name: 'நெய்' } } });
    expect(res.data.response.offer).toMatchObject({
      title: 'Ghee Festival',
      translations: { ta: { title: 'நெய் திருவிழா' } },
    });
  });

  it('a list answers them too, and `{}` where staff wrote none', async () => {
    const res = await t.call('GET', '/api/product/all?page=1&size=10');
    expect(res.statusCode).toBe(200);
    const ghee = res.data.response.find((p: { id: number }) => p.id === product.id);
    expect(ghee.category.translations).toEqual({ ta: { name: 'நெய்' } });
    expect(ghee.offer.translations).toEqual({ ta: { title: 'நெய் திருவிழா' } });
  });

  it('the wishlist’s card carries the product’s Tamil and its offer’s', async () => {
    const meena = await createCustomer(t);
    const added = await t.call(
      'GET',
      `/api/customer/wishlist/add?customerId=${meena.id}&productId=${product.id}`,
      { token: meena.token },
    );
    expect(added.statusCode).toBe(200);
    expect(added.data.response[0]).toMatchObject({
      name: 'Cow Ghee',
      translations: { ta: { name: 'பசு நெய்', unit: '500 மி.லி' } },
      offer: { translations: { ta: { title: 'நெய் திருவிழா' } } },
    });
  });
});
