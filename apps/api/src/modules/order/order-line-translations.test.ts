import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createShopper, placeOrder } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 33 (decision 0053's addendum): an order line keeps the product's Tamil name and unit as
// they were when the order was placed, beside the English it was ordered under, so a Tamil order
// page names the line in Tamil; a later rename of the product changes neither.

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Ordered in two languages');
});
afterAll(async () => {
  await t.close();
});

type Line = { name: string; unit: string; translations: unknown };
const linesOf = (order: { items: Line[] }) => order.items.map((i) => [i.name, i.translations]);

describe("an order line's translations", () => {
  it("keeps the product's Tamil name and unit as ordered, not its description nor a later rename", async () => {
    const shopper = await createShopper(t);
    const ghee = await createProduct(t, category, {
      name: 'Goat Ghee',
      price: 60_000,
      stock: 5,
      translations: { ta: { name: 'ஆட்டு நெய்', unit: '500 மி.லி', description: 'நல்ல நெய்' } },
    });
    const soap = await createProduct(t, category, { name: 'Goat Milk Soap', price: 15_000, stock: 5 });
    const placed = await placeOrder(t, shopper, [
      { productId: ghee.id, quantity: 1 },
      { productId: soap.id, quantity: 1 },
    ]);
    const asOrdered = [
      ['Goat Ghee', { ta: { name: 'ஆட்டு நெய்', unit: '500 மி.லி' } }],
      ['Goat Milk Soap', {}],
    ];
    expect(linesOf(placed)).toEqual(asOrdered);

    const renamed = await t.call('PUT', `/api/product/${ghee.id}`, {
      as: 'staff',
      body: { translations: { ta: { name: 'புதிய நெய்', unit: '1 லி' } } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const read = await t.call('GET', `/api/orders/${placed.id}`, { token: shopper.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(linesOf(read.data.response)).toEqual(asOrdered);
    const mine = await t.call('GET', `/api/orders/customer/${shopper.id}`, { token: shopper.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(linesOf(mine.data.response[0])).toEqual(asOrdered);
  });

  it("keeps its offer's Tamil title, as the cart showed it, beside the English it was ordered under", async () => {
    const shopper = await createShopper(t);
    const ghee = await createProduct(t, category, {
      name: 'Festival Ghee',
      price: 70_000,
      stock: 5,
      translations: { ta: { name: 'திருவிழா நெய்' } },
    });
    const offer = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: {
        title: 'Ghee Festival',
        discountPercent: 10,
        appliesTo: 'products',
        productIds: [ghee.id],
        startsAt: '2020-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
        translations: { ta: { title: 'நெய் திருவிழா' } },
      },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offered = { ta: { name: 'திருவிழா நெய்', offerTitle: 'நெய் திருவிழா' } };

    await addToCart(t, shopper, ghee.id, 1);
    const cart = await t.call('GET', `/api/customer/cart/${shopper.id}`, { token: shopper.token });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.data.response.items[0]).toMatchObject({ offerTitle: 'Ghee Festival', translations: offered });

    // The total the cart showed, after the offer.
    const productDetails = [{ productId: ghee.id, quantity: 1 }];
    const res = await checkout(t, shopper, productDetails, {
      body: { productDetails, expectedTotal: cart.data.response.total },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.data.response.orders[0];
    expect(placed.items[0]).toMatchObject({ offerTitle: 'Ghee Festival', unitDiscount: 7_000 });
    expect(linesOf(placed)).toEqual([['Festival Ghee', offered]]);
  });
});
