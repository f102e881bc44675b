import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { hasPdftotext, pdfText } from '../../test/pdf-text.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { deliveryAreas } from '../delivery/delivery.table.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { orders } from '../order/order.table.js';
import { generateDeliveries } from './index.js';

// Issue 34.6: what the subscriptions commit for a day (their calendars, before any order exists),
// on the dashboard and the packing list, and the daily limit that stops one-off orders only.
// India, Monday 30 Nov 2026, 10:00: tomorrow's cut-off is 21:00 today.
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

type Committed = {
  productId: number;
  slotId: number;
  quantity: number;
  subscriptions: number;
  areaName: string;
  areaTranslations: { ta?: { name?: string } };
};

describe('tomorrow’s committed quantity and the daily limit', () => {
  const clock = fakeClock(india('2026-11-30', '10:00'));
  let t: TestApp;
  let milk: { id: number; price: number };
  let morning: number;
  let meena: Shopper;
  let ravi: Shopper;
  let kumar: Shopper;
  let lakshmi: Shopper;
  let raviSub: number;

  const setLimit = async (dailyLimit: number | null) => {
    const res = await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true, dailyLimit },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response;
  };

  /** A one-off storefront order of milk for a morning (₹75 a litre; the area's ₹30 fee under ₹500). */
  const orderMilk = (who: Shopper, quantity: number, date: string) => {
    const items = milk.price * quantity;
    return t.call('POST', `/api/orders/products?customerId=${who.id}&addressId=${who.addressId}`, {
      token: who.token,
      body: {
        productDetails: [{ productId: milk.id, quantity }],
        expectedTotal: items + (items >= 50_000 ? 0 : 3000),
        delivery: { date, slotId: morning },
      },
    });
  };

  const dashboard = async () => {
    const res = await t.call('GET', '/api/dashboard', { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response.committedTomorrow as { day: string; lines: Committed[] };
  };

  const packing = async (date: string) => {
    const res = await t.call('GET', `/api/delivery/packing?date=${date}`, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as {
      committed: Committed[];
      products: { productId: number; quantity: number }[];
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const dairy = await createCategory(t, 'Goat Milk');
    milk = await createProduct(t, dairy, { name: 'Fresh Goat Milk', price: 7_500, stock: 500 });
    const area = (await createArea(t, ownArea())) as unknown as { id: number; slots: { id: number }[] };
    morning = area.slots[0]?.id ?? 0;
    await t.db
      .update(deliveryAreas)
      .set({ translations: { ta: { name: 'பொள்ளாச்சி நகரம்' } } })
      .where(eq(deliveryAreas.id, area.id));
    await setLimit(null);
    const subscribe = async (who: Shopper, quantity: number) => {
      await movePincode(t, who, '642001');
      const res = await t.call('POST', '/api/subscriptions', {
        token: who.token,
        body: {
          addressId: who.addressId,
          slotId: morning,
          startDay: '2026-12-01',
          pattern: { kind: 'DAILY', lines: [{ productId: milk.id, quantity }] },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data.response.id as number;
    };
    meena = await createShopper(t, 'Meena');
    ravi = await createShopper(t, 'Ravi');
    kumar = await createShopper(t, 'Kumar');
    lakshmi = await createShopper(t, 'Lakshmi');
    for (const who of [kumar, lakshmi]) await movePincode(t, who, '642001');
    await subscribe(meena, 2);
    raviSub = await subscribe(ravi, 1);
  });
  afterAll(() => t.close());

  it('staff set a daily limit on a subscribable product; a limit of 0 is refused naming the field', async () => {
    expect(await setLimit(5)).toEqual({ productId: milk.id, subscribable: true, dailyLimit: 5 });
    const listed = await t.call('GET', '/api/subscription-products');
    expect(listed.data.response).toEqual([{ productId: milk.id, subscribable: true, dailyLimit: 5 }]);
    // Left out, the limit stays as it was.
    const kept = await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    expect(kept.data.response.dailyLimit).toBe(5);
    const zero = await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true, dailyLimit: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('dailyLimit');
  });

  it('shows tomorrow’s committed litres per product and slot before any order is generated', async () => {
    const tomorrow = await dashboard();
    expect(tomorrow.day).toBe('2026-12-01');
    expect(tomorrow.lines).toMatchObject([
      {
        productId: milk.id,
        slotId: morning,
        quantity: 3,
        subscriptions: 2,
        areaName: 'Pollachi town',
        // A Tamil screen names the round by the area's Tamil name.
        areaTranslations: { ta: { name: 'பொள்ளாச்சி நகரம்' } },
      },
    ]);
    // A skip is read from the calendar at once: Ravi's litre leaves tomorrow's figure.
    const skip = await t.call('POST', `/api/subscriptions/${raviSub}/skip`, {
      token: ravi.token,
      body: { day: '2026-12-01' },
    });
    expect(skip.statusCode, skip.body).toBe(200);
    expect((await dashboard()).lines).toMatchObject([{ quantity: 2, subscriptions: 1 }]);
    const list = await packing('2026-12-01');
    expect(list.committed).toMatchObject([{ productId: milk.id, slotId: morning, quantity: 2 }]);
    expect(list.products).toEqual([]);
    // The day after: both subscribers again.
    expect((await packing('2026-12-02')).committed).toMatchObject([{ quantity: 3, subscriptions: 2 }]);
    // The packing list's paper says them too.
    if (hasPdftotext) {
      const pdf = await t.call('GET', '/api/delivery/packing/pdf?date=2026-12-01', { as: 'staff' });
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Subscribed for this day');
      expect(text).toContain('2 × Fresh Goat Milk — Pollachi town, 5–8 am (1)');
      const tamil = await t.call('GET', '/api/delivery/packing/pdf?date=2026-12-01&lang=ta', { as: 'staff' });
      expect(tamil.statusCode).toBe(200);
      // pdftotext writes a split vowel sign as drawn (ெபா for பொ): the area's second word says it.
      expect(pdfText(tamil.rawPayload)).toMatch(/Fresh Goat Milk — \S+ நகரம், /);
    }
  });

  it('refuses a one-off order past the limit, subscribed litres counted, with a worded code', async () => {
    // Limit 5, 2 subscribed on Tuesday: 3 more may go to one-off orders.
    const fits = await orderMilk(kumar, 3, '2026-12-01');
    expect(fits.statusCode, fits.body).toBe(201);
    const over = await orderMilk(lakshmi, 1, '2026-12-01');
    expect(over.statusCode, over.body).toBe(409);
    expect(over.data).toMatchObject({
      code: 'DAILY_LIMIT_REACHED',
      detailCode: 'DAILY_LIMIT_LEFT_FOR_DAY',
      params: { name: 'Fresh Goat Milk', left: 0, deliveryDay: '2026-12-01' },
    });
    // Nothing of the refused order stays: the milk's stock is the first order's only.
    const product = await t.call('GET', `/api/product/${milk.id}`, { as: 'staff' });
    expect(product.data.response.stock).toBe(497);
  });

  it('lets exactly one of two one-off orders racing for the last litres through', async () => {
    // Wednesday: 3 subscribed, limit 5: two orders of 2 at once, only one fits.
    const [a, b] = await Promise.all([
      orderMilk(kumar, 2, '2026-12-02'),
      orderMilk(lakshmi, 2, '2026-12-02'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.data.params).toMatchObject({ left: 0 });
  });

  it('never refuses a subscriber’s generated day, even past the limit', async () => {
    await setLimit(1);
    const credited = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: { amount: 50_000, reason: 'ADJUSTMENT', note: 'Paid in cash', idempotencyKey: randomUUID() },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    clock.set(india('2026-11-30', '21:05'));
    const run = await generateDeliveries(t.db, clock.now());
    expect(run).toMatchObject({ generated: 1, failed: 0 });
    const meenas = await t.db.select().from(orders).where(eq(orders.customerId, meena.id));
    expect(meenas.map((o) => o.deliveryDate)).toEqual(['2026-12-01']);
    // The packing list counts the generated order with the one-off, and still says what is subscribed.
    const list = await packing('2026-12-01');
    expect(list.products).toMatchObject([{ productId: milk.id, quantity: 5 }]);
    expect(list.committed).toMatchObject([{ quantity: 2 }]);
  });
});
