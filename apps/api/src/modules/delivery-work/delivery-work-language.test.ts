import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAreas, products } from '../../db/schema.js';
import { createShopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';

// Issue 33: the packing and route screens in Tamil name products and areas as staff wrote them in
// Tamil when the page asks (`?lang=ta`), as the papers do; without it, the English as before.

// Wednesday 25 Nov 2026, 19:30 in India: orders now go on Thursday morning's route.
const NOW = '2026-11-25T14:00:00Z';
const THURSDAY = '2026-11-26';

describe("the delivery screens' names in the page's language", () => {
  let t: TestApp;
  let area: { id: number; slots: { id: number }[] };

  beforeAll(async () => {
    t = await createTestApp({ clock: fakeClock(NOW).now });
    const category = await createCategory(t, 'Goat Milk');
    const milk = await createProduct(t, category, { name: 'Fresh Goat Milk', price: 7500, stock: 50 });
    area = await createArea(t, ownArea({ name: 'Pollachi town', pincodes: ['642001'] }));
    const shopper = await createShopper(t, 'Meena');
    await movePincode(t, shopper, '642001');
    const res = await t.call(
      'POST',
      `/api/orders/products?customerId=${shopper.id}&addressId=${shopper.addressId}`,
      {
        token: shopper.token,
        body: { productDetails: [{ productId: milk.id, quantity: 1 }], expectedTotal: 7500 + 3000 },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    await t.db
      .update(products)
      .set({ translations: { ta: { name: 'ஆட்டுப்பால்' } } })
      .where(eq(products.id, milk.id));
    await t.db
      .update(deliveryAreas)
      .set({ translations: { ta: { name: 'பொள்ளாச்சி நகரம்' } } })
      .where(eq(deliveryAreas.id, area.id));
  });
  afterAll(() => t?.close());

  async function answer(url: string) {
    const res = await t.call('GET', url, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response;
  }

  it('names the route sheet’s area and items in Tamil when asked, in English otherwise', async () => {
    const route = `/api/delivery/route?date=${THURSDAY}&areaId=${area.id}&slotId=${area.slots[0]?.id}`;
    const tamil = await answer(`${route}&lang=ta`);
    expect(tamil.areaName).toBe('பொள்ளாச்சி நகரம்');
    expect(tamil.stops[0].items[0].name).toBe('ஆட்டுப்பால்');
    const english = await answer(route);
    expect(english.areaName).toBe('Pollachi town');
    expect(english.stops[0].items[0].name).toBe('Fresh Goat Milk');
  });

  it("names a day's routes by their areas' Tamil names when asked", async () => {
    expect((await answer(`/api/delivery/routes?date=${THURSDAY}&lang=ta`))[0].areaName).toBe('பொள்ளாச்சி நகரம்');
    expect((await answer(`/api/delivery/routes?date=${THURSDAY}`))[0].areaName).toBe('Pollachi town');
  });

  it('names the packing list’s products and its orders’ areas in Tamil when asked', async () => {
    const tamil = await answer(`/api/delivery/packing?date=${THURSDAY}&lang=ta`);
    expect(tamil.products[0].name).toBe('ஆட்டுப்பால்');
    expect(tamil.orders[0].items[0].name).toBe('ஆட்டுப்பால்');
    expect(tamil.orders[0].areaName).toBe('பொள்ளாச்சி நகரம்');
    const english = await answer(`/api/delivery/packing?date=${THURSDAY}`);
    expect(english.products[0].name).toBe('Fresh Goat Milk');
    expect(english.orders[0].areaName).toBe('Pollachi town');
  });

  it('refuses a language the shop does not speak', async () => {
    const res = await t.call('GET', `/api/delivery/routes?date=${THURSDAY}&lang=fr`, { as: 'staff' });
    expect(res.statusCode).toBe(400);
  });
});
