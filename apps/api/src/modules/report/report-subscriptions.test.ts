import { randomUUID } from 'node:crypto';
import type { SubscriptionReport } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { addDays } from '../delivery/index.js';
import { generateDeliveries } from '../subscription/index.js';

// Issue 34.6's report over a known week: a prepaid daily subscriber of milk (one skip), a monthly-bill
// subscriber of milk and curd on alternate days (one pause), a cancelled subscription that is not active.

const MONDAY_MORNING = '2026-11-30T04:30:00Z';
const india = (day: string, time: string) => `${day}T${time}:00+05:30`;
const MILK = 7_500;
const CURD = 6_000;
const FEE = 3_000;

describe('the subscription report (issue 34.6)', () => {
  const clock = fakeClock(MONDAY_MORNING);
  let t: TestApp;
  let milk: { id: number };
  let curd: { id: number };
  let morning: number;
  let meena: Shopper;
  let ravi: Shopper;
  let kala: Shopper;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const dairy = await createCategory(t, 'Goat Milk & Curd');
    milk = await createProduct(t, dairy, {
      name: 'Fresh Goat Milk',
      price: MILK,
      stock: 5_000,
      hsnCode: '0401',
    });
    curd = await createProduct(t, dairy, { name: 'Goat Curd', price: CURD, stock: 5_000, hsnCode: '0403' });
    const area = await createArea(t, ownArea());
    [morning] = area.slots.map((s: { id: number }) => s.id);
    meena = await createShopper(t, 'Meena');
    ravi = await createShopper(t, 'Ravi');
    kala = await createShopper(t, 'Kala');
    for (const shopper of [meena, ravi, kala]) await movePincode(t, shopper, '642001');
    for (const product of [milk, curd]) {
      await t.call('PUT', `/api/subscription-products/${product.id}`, {
        as: 'staff',
        body: { subscribable: true },
      });
    }
  });
  afterAll(() => t.close());

  const subscribe = async (who: Shopper, pattern: unknown) => {
    const res = await t.call('POST', '/api/subscriptions', {
      token: who.token,
      body: { addressId: who.addressId, slotId: morning, startDay: '2026-12-01', pattern },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.response.id as number;
  };
  const change = async (who: Shopper, id: number, path: string, body: unknown) => {
    const res = await t.call('POST', `/api/subscriptions/${id}${path}`, { token: who.token, body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const report = async (from: string, to: string) => {
    const res = await t.call('GET', `/api/reports/subscriptions?from=${from}&to=${to}`, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as SubscriptionReport;
  };

  it('counts subscribers, units per day and product, skips, pauses, wallets held and bills due', async () => {
    const credit = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: { amount: 200_000, reason: 'ADJUSTMENT', note: 'opening balance', idempotencyKey: randomUUID() },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const daily = await subscribe(meena, { kind: 'DAILY', lines: [{ productId: milk.id, quantity: 1 }] });
    await change(meena, daily, '/skip', { day: '2026-12-02' });
    await t.call('PUT', `/api/wallets/${ravi.id}/monthly-bill`, { as: 'staff', body: { monthlyBill: true } });
    const alternate = await subscribe(ravi, {
      kind: 'ALTERNATE',
      lines: [
        { productId: milk.id, quantity: 2 },
        { productId: curd.id, quantity: 1 },
      ],
    });
    await change(ravi, alternate, '/pause', { fromDay: '2026-12-05', untilDay: '2026-12-06' });
    const gone = await subscribe(kala, { kind: 'DAILY', lines: [{ productId: milk.id, quantity: 1 }] });
    await change(kala, gone, '/cancel', { fromDay: '2026-12-01' });

    for (let day = '2026-11-30'; day <= '2026-12-03'; day = addDays(day, 1)) {
      clock.set(india(day, '21:05'));
      await generateDeliveries(t.db, clock.now());
    }
    clock.set(india('2026-12-04', '10:00'));

    const r = await report('2026-12-01', '2026-12-07');
    expect(r).toMatchObject({ activeSubscribers: 2, activeSubscriptions: 2, skips: 1, pauses: 1 });
    // Meena: 1 milk on 1, 3, 4 Dec (2 Dec skipped); Ravi: 2 milk and 1 curd on 1 and 3 Dec.
    expect(r.quantities.map((q) => [q.day, q.name, q.quantity])).toEqual([
      ['2026-12-01', 'Fresh Goat Milk', 3],
      ['2026-12-01', 'Goat Curd', 1],
      ['2026-12-03', 'Fresh Goat Milk', 3],
      ['2026-12-03', 'Goat Curd', 1],
      ['2026-12-04', 'Fresh Goat Milk', 1],
    ]);
    expect(r.productTotals.map((p) => [p.name, p.quantity])).toEqual([
      ['Fresh Goat Milk', 7],
      ['Goat Curd', 2],
    ]);
    const meenaSpent = 3 * (MILK + FEE);
    expect(r.wallets).toEqual([
      expect.objectContaining({ customerId: meena.id, name: 'Meena', balancePaise: 200_000 - meenaSpent }),
    ]);
    expect(r.walletsHeldPaise).toBe(200_000 - meenaSpent);
    // Ravi's alternate days are 1, 3 and 5 Dec (5 Dec paused): two days on the bill so far.
    const raviDay = 2 * MILK + CURD + FEE;
    expect(r.bills).toEqual([expect.objectContaining({ customerId: ravi.id, duePaise: 2 * raviDay })]);
    expect(r.billsDuePaise).toBe(2 * raviDay);

    const csv = await t.call(
      'GET',
      '/api/reports/subscriptions/export?from=2026-12-01&to=2026-12-07&table=quantities',
      {
        as: 'staff',
      },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('2026-12-01,Fresh Goat Milk');
    const wallets = await t.call(
      'GET',
      '/api/reports/subscriptions/export?from=2026-12-01&to=2026-12-07&table=wallets',
      {
        as: 'staff',
      },
    );
    expect(wallets.body).toContain(`Meena,`);
    expect(wallets.body).toContain(((200_000 - meenaSpent) / 100).toFixed(2));

    const quiet = await report('2026-11-01', '2026-11-30');
    expect(quiet).toMatchObject({ quantities: [], skips: 0, pauses: 0, activeSubscribers: 2 });
  });

  it('is for staff only, and names a bad range’s field', async () => {
    const asCustomer = await t.call('GET', '/api/reports/subscriptions?from=2026-12-01&to=2026-12-07', {
      token: meena.token,
    });
    expect(asCustomer.statusCode).toBe(403);
    const backwards = await t.call('GET', '/api/reports/subscriptions?from=2026-12-07&to=2026-12-01', {
      as: 'staff',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('to');
    const badTable = await t.call(
      'GET',
      '/api/reports/subscriptions/export?from=2026-12-01&to=2026-12-07&table=x',
      {
        as: 'staff',
      },
    );
    expect(badTable.statusCode).toBe(400);
    expect(badTable.body).toContain('table');
  });
});
