import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages, invoices, orders, products } from '../../db/schema.js';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { renderMessage } from '../notification/index.js';
import { setMonthlyBill } from '../wallet/index.js';
import { generateDeliveries } from './index.js';
import { deliveriesOf } from './subscription-generation.repository.js';
import { activeSubscriptionsWithCustomers } from './subscription-reminder.repository.js';
import { comingCostByCustomer } from './subscription-reminder-cost.js';

// Issue 34's weak spots, over a fake clock in India time (Monday 30 Nov 2026): how a generated day
// is paid, a day stock refuses, and the estimate the low-balance warning reads against the debit.
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
const PRICE = 7_500;

describe('a subscription’s generated day: its payment, its refusals, its cost', () => {
  const clock = fakeClock(india('2026-11-30', '10:00'));
  let t: TestApp;
  let dairy: number;
  let milk: { id: number };
  let morning: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    dairy = await createCategory(t, 'Goat Milk & Curd');
    milk = await createProduct(t, dairy, {
      name: 'Fresh Goat Milk',
      price: PRICE,
      stock: 500,
      hsnCode: '0401',
    });
    [morning] = (await createArea(t, ownArea())).slots.map((s: { id: number }) => s.id);
    await subscribable(milk.id);
  });
  afterAll(() => t.close());

  async function subscribable(productId: number) {
    const res = await t.call('PUT', `/api/subscription-products/${productId}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function shopper(name: string, balance: number) {
    const who = await createShopper(t, name);
    await movePincode(t, who, '642001');
    if (balance > 0) {
      const res = await t.call('POST', `/api/wallets/${who.id}/credits`, {
        as: 'staff',
        body: {
          amount: balance,
          reason: 'ADJUSTMENT',
          note: 'opening balance',
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return who;
  }
  async function subscribe(who: Shopper, productId: number, quantity: number, startDay = '2026-12-01') {
    const res = await t.call('POST', '/api/subscriptions', {
      token: who.token,
      body: {
        addressId: who.addressId,
        slotId: morning,
        startDay,
        pattern: { kind: 'DAILY', lines: [{ productId, quantity }] },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.response.id as number;
  }
  const ordersOf = (who: Shopper) =>
    t.db.select().from(orders).where(eq(orders.customerId, who.id)).orderBy(asc(orders.id));
  const balanceOf = async (who: Shopper) => {
    const res = await t.call('GET', '/api/wallet?size=100', { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as { balance: number; entries: { amount: number; reason: string }[] };
  };
  const run = () => generateDeliveries(t.db, clock.now());

  it('pays a wallet day from the WALLET and a monthly-bill day on the MONTHLY_BILL, never cash on delivery', async () => {
    clock.set(india('2026-11-30', '10:00'));
    const anbu = await shopper('Anbu', 100_000);
    const selvi = await shopper('Selvi', 0);
    await setMonthlyBill(t.db, selvi.id, true);
    await subscribe(anbu, milk.id, 1);
    await subscribe(selvi, milk.id, 1);
    clock.set(india('2026-11-30', '21:00'));
    await run();

    const [wallet] = await ordersOf(anbu);
    const [bill] = await ordersOf(selvi);
    expect(wallet).toMatchObject({ paymentMethod: 'WALLET', paymentStatus: 'PAID' });
    expect(bill).toMatchObject({ paymentMethod: 'MONTHLY_BILL', paymentStatus: 'UNPAID' });
    // The customer's and staff's order pages say so.
    const seen = await t.call('GET', `/api/orders/${wallet?.id}`, { as: 'staff' });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.data.response).toMatchObject({ paymentMethod: 'WALLET', paymentStatus: 'PAID' });

    // Delivered: its bill of supply is issued, as a cash order's is (milk is nil-rated).
    const gst = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: {
        gstin: '33AAACR5055K1ZE',
        invoicePrefix: 'AGF',
        legalName: 'Anamalai Goat Farm LLP',
        state: 'Tamil Nadu',
      },
    });
    expect(gst.statusCode, gst.body).toBe(200);
    for (const order of [wallet, bill]) {
      for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']) {
        const res = await t.call('PUT', `/api/orders/${order?.id}`, { as: 'staff', body: { status } });
        expect(res.statusCode, res.body).toBe(200);
      }
      const papers = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, order?.id ?? 0));
      expect(papers.map((p) => [p.kind, p.amount])).toEqual([['BILL_OF_SUPPLY', order?.total]]);
    }
    // A checkout cannot choose the wallet: it is a subscription's.
    const chosen = await t.call('POST', `/api/orders/products?addressId=${anbu.addressId}`, {
      token: anbu.token,
      body: { productDetails: [{ productId: milk.id, quantity: 1 }], paymentMethod: 'WALLET' },
    });
    expect(chosen.statusCode, chosen.body).toBe(400);
  });

  it('debits a generated day exactly what the low-balance estimate said, delivery fee included', async () => {
    clock.set(india('2026-12-01', '10:00'));
    const bala = await shopper('Bala', 100_000);
    const id = await subscribe(bala, milk.id, 2, '2026-12-02');
    const planned = (await activeSubscriptionsWithCustomers(t.db, [bala.id])).filter((s) => s.id === id);
    const estimate = await comingCostByCustomer(t.db, planned, '2026-12-02', 1, clock.now());
    // Two of ₹75 is under the area's ₹500 free-delivery threshold: its ₹30 fee is part of the day.
    expect(estimate.get(bala.id)).toBe(2 * PRICE + 3_000);

    clock.set(india('2026-12-01', '21:00'));
    await run();
    const [order] = await ordersOf(bala);
    expect(order?.deliveryFee).toBe(3_000);
    const { entries } = await balanceOf(bala);
    const debit = entries.find((e) => e.reason === 'DELIVERY');
    expect(debit?.amount).toBe(-(estimate.get(bala.id) ?? 0));
  });

  it('records a day stock refuses with its reason, tells the customer once that evening, charges nothing, and the calendar says why', async () => {
    clock.set(india('2026-12-02', '10:00'));
    const paneer = await createProduct(t, dairy, {
      name: 'Paneer 200 g',
      price: 9_000,
      stock: 1,
      translations: { ta: { name: 'பனீர் 200 கி' } },
    });
    await subscribable(paneer.id);
    const devi = await shopper('Devi', 100_000);
    const set = await t.call('PUT', `/api/customer/${devi.id}`, {
      token: devi.token,
      body: { locale: 'ta' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const id = await subscribe(devi, paneer.id, 2, '2026-12-03');

    clock.set(india('2026-12-02', '21:00'));
    const runs = await Promise.all([run(), run()]);
    expect(runs.reduce((n, r) => n + r.notGenerated, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);
    clock.set(india('2026-12-02', '22:00'));
    expect(await run()).toEqual({ generated: 0, notGenerated: 0, failed: 0 });

    expect(await ordersOf(devi)).toEqual([]);
    expect((await balanceOf(devi)).balance).toBe(100_000);
    expect(await deliveriesOf(t.db, id)).toMatchObject([
      { day: '2026-12-03', outcome: 'OUT_OF_STOCK', orderId: null, amount: 0 },
    ]);
    const told = await t.db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.event, 'deliveryRefused'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      templateKey: 'deliveryRefused',
      status: 'pending',
      language: 'ta',
      values: { notComing: 'OUT_OF_STOCK', slotDay: '2026-12-03', slotWindow: '5–8 am' },
    });
    // The row keeps the code; the sender words it in the customer's language.
    const row = told[0];
    if (!row) throw new Error('no message');
    const tamil = renderMessage({ ...row, channel: 'sms' });
    expect(tamil.body).toContain('பொருள் ஸ்டாக் இல்லை');
    const english = renderMessage({ ...row, language: 'en', channel: 'sms' });
    expect(english.body).toContain('no milk comes Thu 3 Dec, 5-8 am: a product ran out of stock.');

    const calendar = await t.call('GET', `/api/subscriptions/${id}/calendar?fromDay=2026-12-03&days=2`, {
      token: devi.token,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.data.response.map((d: { status: string; notGenerated?: string }) => d)).toMatchObject([
      { day: '2026-12-03', status: 'NOT_GENERATED', notGenerated: 'OUT_OF_STOCK' },
      { day: '2026-12-04', status: 'DELIVER' },
    ]);
  });

  it('records a day whose product staff took off sale as PRODUCT_UNAVAILABLE', async () => {
    clock.set(india('2026-12-03', '10:00'));
    const curd = await createProduct(t, dairy, { name: 'Goat Curd 500 g', price: 6_000, stock: 50 });
    await subscribable(curd.id);
    const ezhil = await shopper('Ezhil', 100_000);
    const id = await subscribe(ezhil, curd.id, 1, '2026-12-04');
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, curd.id));

    clock.set(india('2026-12-03', '21:00'));
    await run();
    expect(await ordersOf(ezhil)).toEqual([]);
    expect(await deliveriesOf(t.db, id)).toMatchObject([
      { day: '2026-12-04', outcome: 'PRODUCT_UNAVAILABLE', orderId: null },
    ]);
  });
});
