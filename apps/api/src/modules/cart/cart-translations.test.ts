import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, createShopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 33: the cart answers its lines' and its coupon's staff-written Tamil, so a Tamil page
// names them in Tamil (decision 0053); English stays the row's own fields.

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Translated goods');
});
afterAll(async () => {
  await t.close();
});

describe('the cart in two languages', () => {
  it("carries each line's Tamil name and unit, and the coupon's Tamil description", async () => {
    const shopper = await createShopper(t);
    const ghee = await createProduct(t, category, {
      name: 'Goat Ghee',
      price: 60_000,
      stock: 5,
      translations: { ta: { name: 'ஆட்டு நெய்', unit: '500 மி.லி', description: 'நல்ல நெய்' } },
    });
    const soap = await createProduct(t, category, { name: 'Goat Milk Soap', price: 15_000, stock: 5 });
    const coupon = await t.call('POST', '/api/coupons', {
      as: 'staff',
      body: {
        code: 'NEI50',
        discountAmount: 5_000,
        description: '₹50 off',
        translations: { ta: { description: '₹50 தள்ளுபடி' } },
      },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    await addToCart(t, shopper, ghee.id, 1);
    await addToCart(t, shopper, soap.id, 1);

    const applied = await t.call('PUT', '/api/customer/cart/coupon', {
      token: shopper.token,
      body: { code: 'NEI50' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const res = await t.call('GET', `/api/customer/cart/${shopper.id}`, { token: shopper.token });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.data.response;
    expect(cart.items.map((i: { name: string; translations: unknown }) => [i.name, i.translations])).toEqual([
      ['Goat Ghee', { ta: { name: 'ஆட்டு நெய்', unit: '500 மி.லி' } }],
      ['Goat Milk Soap', {}],
    ]);
    expect(cart.coupon).toMatchObject({
      code: 'NEI50',
      description: '₹50 off',
      translations: { ta: { description: '₹50 தள்ளுபடி' } },
    });
  });
});
