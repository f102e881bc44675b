import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.js';
import { createShopper, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct, insertOrder, insertReview } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { indiaPeriodStarts } from './dashboard.service.js';

let t: TestApp;
let shopper: Shopper;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t, 'Kavya');
  categoryId = await createCategory(t, 'Dairy');
});
afterAll(async () => {
  await t.close();
});

/** Today in India, worked out here independently of the service: `2024-06-01T00:00+05:30`. */
function indiaToday() {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return {
    dayStart: new Date(`${date}T00:00:00+05:30`),
    monthStart: new Date(`${date.slice(0, 8)}01T00:00:00+05:30`),
  };
}

const dashboard = async () => {
  const res = await t.call('GET', '/api/dashboard', { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
};

describe('the India-time day and month', () => {
  it('starts the day and the month at midnight +05:30', () => {
    // 1 June 00:30 in India is still 31 May in UTC.
    expect(indiaPeriodStarts(new Date('2024-05-31T19:00:00Z'))).toEqual({
      dayStart: new Date('2024-05-31T18:30:00Z'),
      monthStart: new Date('2024-05-31T18:30:00Z'),
    });
    expect(indiaPeriodStarts(new Date('2024-06-15T18:29:59Z'))).toEqual({
      dayStart: new Date('2024-06-14T18:30:00Z'),
      monthStart: new Date('2024-05-31T18:30:00Z'),
    });
    expect(indiaPeriodStarts(new Date('2024-06-15T18:30:00Z')).dayStart).toEqual(
      new Date('2024-06-15T18:30:00Z'),
    );
  });
});

describe('GET /api/dashboard', () => {
  it('answers zeros and empty lists for a shop with nothing in it yet', async () => {
    const res = await dashboard();
    expect(res).toMatchObject({
      today: { orders: 0, revenue: 0 },
      month: { orders: 0, revenue: 0 },
      lowStockCount: 0,
      lowStock: [],
      outOfStockCount: 0,
      outOfStock: [],
      unrepliedReviewCount: 0,
      unreadMessageCount: 0,
    });
    expect(res.waiting).toEqual(
      ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED'].map((status) => ({ status, count: 0 })),
    );
  });

  it('is for staff only', async () => {
    expect((await t.call('GET', '/api/dashboard')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/dashboard', { as: 'customer' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard', { as: 'admin' })).statusCode).toBe(200);
  });

  it('counts orders and revenue of today and this month in India time, cancelled and returned left out', async () => {
    const before = await dashboard();
    const ghee = await createProduct(t, categoryId, { price: 45_000, stock: 100 });
    const line = (quantity: number) => [{ productId: ghee.id, quantity }];

    const kept = await placeOrder(t, shopper, line(2));
    const confirmed = await placeOrder(t, shopper, line(1));
    const cancelled = await placeOrder(t, shopper, line(3));
    for (const [id, status] of [
      [confirmed.id, 'CONFIRMED'],
      [cancelled.id, 'CANCELLED'],
    ] as const) {
      const res = await t.call('PUT', `/api/orders/${id}`, { as: 'staff', body: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }

    // Orders at the edges of India's day and month, written with their times.
    const { dayStart, monthStart } = indiaToday();
    const at = (createdAt: Date, status: 'PLACED' | 'RETURNED' = 'PLACED') =>
      insertOrder(t.db, {
        customerId: shopper.id,
        status,
        createdAt,
        lines: [{ productId: ghee.id, quantity: 1, unitPrice: 7_000 }],
      });
    await at(dayStart);
    await at(new Date(dayStart.getTime() - 1000));
    await at(new Date(monthStart.getTime() - 1000));
    await at(dayStart, 'RETURNED');

    const after = await dashboard();
    const placedToday = kept.total + confirmed.total + 7_000;
    const yesterdayInMonth = dayStart.getTime() > monthStart.getTime() ? 1 : 0;
    expect(after.today).toEqual({
      orders: before.today.orders + 3,
      revenue: before.today.revenue + placedToday,
    });
    expect(after.month).toEqual({
      orders: before.month.orders + 3 + yesterdayInMonth,
      revenue: before.month.revenue + placedToday + yesterdayInMonth * 7_000,
    });
    expect(kept.total).toBe(90_000);

    const waiting = Object.fromEntries(
      after.waiting.map((w: { status: string; count: number }) => [w.status, w.count]),
    );
    const was = Object.fromEntries(
      before.waiting.map((w: { status: string; count: number }) => [w.status, w.count]),
    );
    // Kept, and the three written PLACED ones (any day: they still wait).
    expect(waiting).toEqual({
      PLACED: (was.PLACED ?? 0) + 4,
      CONFIRMED: (was.CONFIRMED ?? 0) + 1,
      PACKED: was.PACKED ?? 0,
      SHIPPED: was.SHIPPED ?? 0,
    });
  });

  it('lists active products running low and sold out, emptiest first, with their counts', async () => {
    const three = await createProduct(t, categoryId, { stock: 3 });
    const five = await createProduct(t, categoryId, { stock: 5 });
    await createProduct(t, categoryId, { stock: 6 });
    const none = await createProduct(t, categoryId, { stock: 0 });
    await createProduct(t, categoryId, { stock: 0, status: 'draft' });
    await createProduct(t, categoryId, { stock: 2, status: 'archived' });
    const one = await createProduct(t, categoryId, { stock: 1 });

    const res = await dashboard();
    expect(res.lowStockThreshold).toBe(5);
    expect(res.lowStockCount).toBe(3);
    expect(res.lowStock.map((p: { id: number }) => p.id)).toEqual([one.id, three.id, five.id]);
    expect(res.lowStock[0]).toEqual({
      id: one.id,
      productCode: one.productCode,
      name: one.name,
      unit: one.unit,
      stock: 1,
      lowStockLimit: 5,
      translations: {},
    });
    expect(res.outOfStockCount).toBe(1);
    expect(res.outOfStock.map((p: { id: number }) => p.id)).toEqual([none.id]);
  });

  it('answers a low product with its Tamil name and unit, for the Tamil dashboard', async () => {
    const ta = { name: 'நாட்டு நெய்', unit: '250 கி' };
    const ghee = await createProduct(t, categoryId, { stock: 2, translations: { ta } });
    const alert = (await dashboard()).lowStock.find((p: { id: number }) => p.id === ghee.id);
    expect(alert?.translations).toEqual({ ta });
    expect(alert?.name).toBe(ghee.name);
  });

  it("honours each product's own low-stock limit (a goat is running low at its last one)", async () => {
    const before = await dashboard();
    const goat = await createProduct(t, categoryId, { unit: '1 animal', stock: 1, lowStockLimit: 1 });
    const twoGoats = await createProduct(t, categoryId, { unit: '1 animal', stock: 2, lowStockLimit: 1 });
    const ghee = await createProduct(t, categoryId, { stock: 12, lowStockLimit: 20 });
    const neverWarn = await createProduct(t, categoryId, { stock: 1, lowStockLimit: 0 });
    const plain = await createProduct(t, categoryId, { stock: 5 });
    expect(plain.lowStockLimit).toBe(5);

    const res = await dashboard();
    const ids = res.lowStock.map((p: { id: number }) => p.id);
    expect(ids).toContain(goat.id);
    expect(ids).toContain(ghee.id);
    expect(ids).toContain(plain.id);
    expect(ids).not.toContain(twoGoats.id);
    expect(ids).not.toContain(neverWarn.id);
    expect(res.lowStockCount).toBe(before.lowStockCount + 3);
    expect(res.lowStock.find((p: { id: number }) => p.id === goat.id)).toMatchObject({ lowStockLimit: 1 });

    // Raised in the bulk grid (and so by CSV import), the limit moves the product in.
    const bulk = await t.call('PUT', '/api/product/bulk', {
      as: 'staff',
      body: [{ id: twoGoats.id, lowStockLimit: 2 }],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await dashboard()).lowStock.map((p: { id: number }) => p.id)).toContain(twoGoats.id);

    const bad = await t.call('PUT', `/api/product/${plain.id}`, { as: 'staff', body: { lowStockLimit: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'lowStockLimit' }));
  });

  it('shows visible reviews without a reply and unread messages, newest first', async () => {
    const soap = await createProduct(t, categoryId, { name: 'Goat milk soap', stock: 40 });
    const other = await createShopper(t, 'Selvam');
    const third = await createShopper(t, 'Anbu');
    await insertReview(t.db, { productId: soap.id, customerId: shopper.id, rating: 4 });
    await insertReview(t.db, { productId: soap.id, customerId: other.id, rating: 2 });
    await insertReview(t.db, { productId: soap.id, customerId: third.id, rating: 1, hidden: true });
    const rows = await t.db.select().from(reviews).where(eq(reviews.productId, soap.id));
    const [answered, waiting] = [rows.find((r) => r.rating === 4), rows.find((r) => r.rating === 2)];
    await t.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(reviews.id, answered?.id ?? 0));
    expect((await dashboard()).unrepliedReviewCount).toBe(2);
    const reply = await t.call('POST', `/api/review/reply?id=${answered?.id}&message=Thanks`, {
      as: 'staff',
    });
    expect(reply.statusCode, reply.body).toBe(201);

    const long = 'Do you deliver to Salem? '.repeat(20);
    const sent: number[] = [];
    for (const message of ['Paneer price?', long, 'Ghee in stock?']) {
      const res = await t.call('POST', '/api/contact-as', {
        body: { name: 'Meena', mobileNumber: '98765 43210', message },
      });
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.data.response.id);
    }
    await t.call('PUT', `/api/contact-as/${sent[2]}/read`, { as: 'staff', body: { read: true } });

    const res = await dashboard();
    expect(res.unrepliedReviewCount).toBe(1);
    expect(res.unrepliedReviews).toEqual([
      expect.objectContaining({
        id: waiting?.id,
        productId: soap.id,
        productName: 'Goat milk soap',
        // With the product's translations (none here), for a Tamil dashboard to name it.
        productTranslations: {},
        rating: 2,
        comment: 'Good',
      }),
    ]);
    expect(res.unreadMessageCount).toBe(2);
    expect(res.unreadMessages.map((m: { id: number }) => m.id)).toEqual([sent[1], sent[0]]);
    expect(res.unreadMessages[0].message).toBe(long.trim().slice(0, 200));
  });
});
