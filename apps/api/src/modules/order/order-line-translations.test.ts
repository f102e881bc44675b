import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, placeOrder } from '../../test/order-fixtures.js';
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
});
