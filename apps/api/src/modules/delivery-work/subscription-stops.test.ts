import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bottleMovements, orders, subscriptionDoorMarks, walletEntries } from '../../db/schema.js';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { hasPdftotext, pdfText, pdfWords } from '../../test/pdf-text.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { billCreditsOf, generateDeliveries } from '../subscription/index.js';
import { setMonthlyBill } from '../wallet/index.js';

// Issue 34.5, at the door: subscription stops on the route sheet, the delivery person's marks with
// the shop's door rule crediting a day back once, and returnable bottles counted per stop.

// Monday 30 Nov 2026, 10:00 in India.
const MONDAY_MORNING = '2026-11-30T04:30:00Z';
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
const PRICE = 7_500;
/** Two bottles of milk a day: ₹150 and the area's ₹30 fee (under its ₹500 threshold). */
const DAY_TOTAL = 2 * PRICE + 3_000;

type Stop = {
  orderId: number;
  subscription: boolean;
  items: { name: string; quantity: number }[];
  codToCollect: number;
  outcome: string | null;
  outcomeBy: string | null;
  outcomeAt: string | null;
  doorCredit: string | null;
  bottles: { given: number; collected: number; balance: number } | null;
};

describe('subscription stops at the door (issue 34.5)', () => {
  const clock = fakeClock(MONDAY_MORNING);
  let t: TestApp;
  let milk: { id: number };
  let area: { id: number; slots: { id: number }[] };
  let morning: number;
  let meena: Shopper;
  let kavya: Shopper;
  /** Meena's order of 1 Dec. */
  let firstOrder: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const dairy = await createCategory(t, 'Goat Milk & Curd');
    milk = await createProduct(t, dairy, {
      name: 'Fresh Goat Milk',
      price: PRICE,
      stock: 5_000,
      hsnCode: '0401',
    });
    area = await createArea(t, ownArea());
    morning = area.slots[0]?.id ?? 0;
    meena = await createShopper(t, 'Meena');
    kavya = await createShopper(t, 'Kavya');
    for (const shopper of [meena, kavya]) await movePincode(t, shopper, '642001');
    const marked = await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    // Kavya is trusted: her days go on a monthly bill.
    await setMonthlyBill(t.db, kavya.id, true);
    const credit = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: { amount: 200_000, reason: 'ADJUSTMENT', note: 'opening balance', idempotencyKey: randomUUID() },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    for (const who of [meena, kavya]) {
      const res = await t.call('POST', '/api/subscriptions', {
        token: who.token,
        body: {
          addressId: who.addressId,
          slotId: morning,
          startDay: '2026-12-01',
          pattern: { kind: 'DAILY', lines: [{ productId: milk.id, quantity: 2 }] },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // The delivery person serves the area: the marks are theirs.
    const areas = await t.call('PUT', `/api/delivery/people/${t.rider.id}/areas`, {
      as: 'admin',
      body: { areaIds: [area.id] },
    });
    expect(areas.statusCode, areas.body).toBe(200);
  });
  afterAll(() => t?.close());

  const asRider = () => ({ as: 'delivery' as const });

  /** Generates `day` at its cut-off (21:00 the evening before) and sends its orders out. */
  async function dayOut(day: string, evening: string) {
    clock.set(india(evening, '21:00'));
    await generateDeliveries(t.db, clock.now());
    const rows = await t.db
      .select({ id: orders.id, customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.deliveryDate, day))
      .orderBy(asc(orders.id));
    for (const row of rows) {
      for (const status of ['CONFIRMED', 'PACKED', 'SHIPPED']) {
        const res = await t.call('PUT', `/api/orders/${row.id}`, { as: 'staff', body: { status } });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    clock.set(india(day, '06:00'));
    const byCustomer = (id: number) => rows.find((r) => r.customerId === id)?.id ?? 0;
    return { meena: byCustomer(meena.id), kavya: byCustomer(kavya.id) };
  }

  const sheet = async (day: string) => {
    const res = await t.call('GET', `/api/delivery/route?date=${day}&areaId=${area.id}&slotId=${morning}`, {
      ...asRider(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response.stops as Stop[];
  };
  const mark = (orderId: number, body: object) =>
    t.call('POST', `/api/delivery/stops/${orderId}`, { ...asRider(), body });
  const ledger = () =>
    t.db
      .select({
        amount: walletEntries.amount,
        reason: walletEntries.reason,
        key: walletEntries.idempotencyKey,
      })
      .from(walletEntries)
      .where(eq(walletEntries.customerId, meena.id))
      .orderBy(asc(walletEntries.id));
  const wallet = async () => {
    const res = await t.call('GET', '/api/wallet?size=100', { token: meena.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as { balance: number; entries: { amount: number; reason: string }[] };
  };

  it('marks subscription stops on the route sheet with what the subscriber gets, and only them', async () => {
    // A one-off order on the same route (placed on Monday morning for Tuesday's round).
    const selvi = await createShopper(t, 'Selvi');
    await movePincode(t, selvi, '642001');
    const oneOff = await t.call(
      'POST',
      `/api/orders/products?customerId=${selvi.id}&addressId=${selvi.addressId}`,
      {
        token: selvi.token,
        body: { productDetails: [{ productId: milk.id, quantity: 1 }], expectedTotal: PRICE + 3_000 },
      },
    );
    expect(oneOff.statusCode, oneOff.body).toBe(201);
    const { meena: order, kavya: hers } = await dayOut('2026-12-01', '2026-11-30');
    firstOrder = order;
    const stops = await sheet('2026-12-01');
    expect(stops).toHaveLength(3);
    expect(stops.find((s) => s.orderId === hers)?.subscription).toBe(true);
    // The one-off is not a subscription stop.
    const oneOffId = oneOff.data.response.orders[0].id as number;
    expect(stops.find((s) => s.orderId === oneOffId)).toMatchObject({
      subscription: false,
      codToCollect: PRICE + 3_000,
    });
    const stop = stops.find((s) => s.orderId === order);
    expect(stop).toMatchObject({
      subscription: true,
      codToCollect: 0,
      items: [{ name: 'Fresh Goat Milk', quantity: 2 }],
      // No product is in returnable bottles yet: no bottle column.
      bottles: null,
    });
  });

  it('credits a day skipped at the door once, under a repeat and two marks at once, with its reason in the ledger', async () => {
    const before = await wallet();
    const debit = before.entries.find((e) => e.reason === 'DELIVERY');
    expect(debit?.amount).toBe(-DAY_TOTAL);

    const meenaOrder = firstOrder;
    const [first, second] = await Promise.all([
      mark(meenaOrder, { outcome: 'REFUSED', note: 'going to the temple' }),
      mark(meenaOrder, { outcome: 'REFUSED' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const again = await mark(meenaOrder, { outcome: 'REFUSED' });
    expect(again.statusCode, again.body).toBe(200);

    const credits = (await ledger()).filter((e) => e.reason === 'DOOR_SKIP');
    expect(credits).toEqual([
      { amount: DAY_TOTAL, reason: 'DOOR_SKIP', key: expect.stringMatching(/^door:\d+:2026-12-01$/) },
    ]);
    const after = await wallet();
    expect(after.balance).toBe(before.balance + DAY_TOTAL);
    expect(after.entries[0]).toMatchObject({ reason: 'DOOR_SKIP', amount: DAY_TOTAL });
    // The ledger still sums to the balance.
    expect((await ledger()).reduce((sum, e) => sum + e.amount, 0)).toBe(after.balance);

    // Who marked it and when, on the stop.
    const marked = (await sheet('2026-12-01')).find((s) => s.orderId === meenaOrder);
    expect(marked).toMatchObject({ outcome: 'REFUSED', outcomeBy: 'Test Rider', doorCredit: 'WALLET' });
    // When: the shop's clock (6 am on the day, the fake one), on the stop and on the door's record.
    expect(marked?.outcomeAt).toBe(india('2026-12-01', '06:00'));
    const doorMarks = await t.db
      .select({ at: subscriptionDoorMarks.markedAt })
      .from(subscriptionDoorMarks)
      .where(eq(subscriptionDoorMarks.orderId, meenaOrder));
    expect(doorMarks.map((m) => m.at.toISOString())).toEqual([
      india('2026-12-01', '06:00'),
      india('2026-12-01', '06:00'),
      india('2026-12-01', '06:00'),
    ]);

    // The day is credited back: it cannot now be marked delivered (the customer has their money).
    const delivered = await mark(meenaOrder, { outcome: 'DELIVERED' });
    expect(delivered.statusCode, delivered.body).toBe(409);
    expect(delivered.data.code).toBe('CONFLICT');
    expect((await ledger()).filter((e) => e.reason === 'DOOR_SKIP')).toHaveLength(1);
  });

  it('takes a monthly-bill customer’s skipped day off the bill instead of crediting a wallet', async () => {
    const kavyaOrder = (
      await t.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, kavya.id))
    )[0]?.id;
    for (const _ of [1, 2]) {
      const res = await mark(kavyaOrder ?? 0, { outcome: 'REFUSED' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await sheet('2026-12-01')).find((s) => s.orderId === kavyaOrder)?.doorCredit).toBe('BILL');
    const kavyaLedger = await t.db.select().from(walletEntries).where(eq(walletEntries.customerId, kavya.id));
    expect(kavyaLedger).toEqual([]);
    expect(await billCreditsOf(t.db, kavya.id, '2026-12-01', '2026-12-31')).toEqual([
      { orderId: kavyaOrder, day: '2026-12-01', outcome: 'REFUSED', amount: DAY_TOTAL },
    ]);
    // And the bill agrees: the month's statement lists the day delivered and takes it off again,
    // so nothing is due for a day the customer did not take.
    const statement = await t.call('GET', `/api/wallets/${kavya.id}/statements/2026-12`, { as: 'staff' });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.data.response).toMatchObject({
      deliveredPaise: DAY_TOTAL,
      creditsPaise: DAY_TOTAL,
      duePaise: 0,
      credits: [{ amountPaise: DAY_TOTAL, reason: 'DOOR_SKIP', note: null }],
    });
    const bill = await t.call('GET', `/api/wallets/${kavya.id}/monthly-bill`, { as: 'staff' });
    expect(bill.data.response.duePaise, bill.body).toBe(0);
    if (hasPdftotext) {
      const pdf = await t.call('GET', `/api/wallets/${kavya.id}/statements/2026-12/pdf`, { as: 'staff' });
      expect(pdf.statusCode).toBe(200);
      expect(pdfText(pdf.rawPayload)).toContain('Skipped at the door: the day taken off');
    }
  });

  it('gives no credit for not home by default, and the day back once the shop’s rule says so', async () => {
    const day2 = await dayOut('2026-12-02', '2026-12-01');
    const notHome = await mark(day2.meena, { outcome: 'NOT_HOME' });
    expect(notHome.statusCode, notHome.body).toBe(200);
    expect((await ledger()).filter((e) => e.reason === 'DOOR_NOT_HOME')).toEqual([]);
    // Back later the same morning: delivered after all.
    const delivered = await mark(day2.meena, { outcome: 'DELIVERED' });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const rule = await t.call('PUT', '/api/settings', { as: 'admin', body: { doorNotHomeCredit: 'DAY' } });
    expect(rule.statusCode, rule.body).toBe(200);
    const publicSettings = await t.call('GET', '/api/settings');
    expect(publicSettings.data.response).toMatchObject({ doorNotHomeCredit: 'DAY', doorSkipCredit: 'DAY' });
    const day3 = await dayOut('2026-12-03', '2026-12-02');
    const [a, b] = await Promise.all([
      mark(day3.meena, { outcome: 'NOT_HOME' }),
      mark(day3.meena, { outcome: 'NOT_HOME' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await ledger()).filter((e) => e.reason === 'DOOR_NOT_HOME')).toEqual([
      { amount: DAY_TOTAL, reason: 'DOOR_NOT_HOME', key: expect.stringMatching(/^door:\d+:2026-12-03$/) },
    ]);
    const back = await t.call('PUT', '/api/settings', { as: 'admin', body: { doorNotHomeCredit: 'NONE' } });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('counts returnable bottles: given with a delivery, empties collected per stop once, the balance on the sheet and the profile', async () => {
    const flag = await t.call('PUT', `/api/bottle-products/${milk.id}`, {
      as: 'staff',
      body: { returnable: true },
    });
    expect(flag.statusCode, flag.body).toBe(200);
    const listed = await t.call('GET', '/api/bottle-products', { as: 'staff' });
    expect(listed.data.response).toEqual([{ productId: milk.id, returnable: true }]);

    // Day 4: delivered, two bottles handed over, no empties yet.
    const day4 = await dayOut('2026-12-04', '2026-12-03');
    expect((await sheet('2026-12-04')).find((s) => s.orderId === day4.meena)?.bottles).toEqual({
      given: 2,
      collected: 0,
      balance: 0,
    });
    const first = await mark(day4.meena, { outcome: 'DELIVERED', bottlesCollected: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.response.bottles).toEqual({ given: 2, collected: 0, balance: 2 });

    // Day 5: not home at first, two empties left at the gate, counted twice at once and again.
    const day5 = await dayOut('2026-12-05', '2026-12-04');
    const [x, y] = await Promise.all([
      mark(day5.meena, { outcome: 'NOT_HOME', bottlesCollected: 2 }),
      mark(day5.meena, { outcome: 'NOT_HOME', bottlesCollected: 2 }),
    ]);
    expect([x.statusCode, y.statusCode], `${x.body} ${y.body}`).toEqual([200, 200]);
    const delivered = await mark(day5.meena, { outcome: 'DELIVERED', bottlesCollected: 2 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.data.response.bottles).toEqual({ given: 2, collected: 2, balance: 2 });
    const rows = await t.db
      .select({
        kind: bottleMovements.kind,
        change: bottleMovements.change,
        orderId: bottleMovements.orderId,
      })
      .from(bottleMovements)
      .where(eq(bottleMovements.customerId, meena.id))
      .orderBy(asc(bottleMovements.id));
    expect(rows).toEqual([
      { kind: 'GIVEN', change: 2, orderId: day4.meena },
      { kind: 'COLLECTED', change: -2, orderId: day5.meena },
      { kind: 'GIVEN', change: 2, orderId: day5.meena },
    ]);

    // A recount appends the difference only: the stop's count is now 3.
    const day6 = await dayOut('2026-12-06', '2026-12-05');
    expect((await mark(day6.meena, { outcome: 'NOT_HOME', bottlesCollected: 1 })).statusCode).toBe(200);
    expect((await mark(day6.meena, { outcome: 'NOT_HOME', bottlesCollected: 3 })).statusCode).toBe(200);
    const sheet6 = (await sheet('2026-12-06')).find((s) => s.orderId === day6.meena);
    expect(sheet6?.bottles).toEqual({ given: 2, collected: 3, balance: -1 });

    const mine = await t.call('GET', '/api/bottles', { token: meena.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.data.response).toMatchObject({ inUse: true, balance: -1 });
    expect(mine.data.response.movements[0]).toMatchObject({
      kind: 'COLLECTED',
      change: -2,
      orderId: day6.meena,
    });
    // Another customer's bottles are their own.
    const hers = await t.call('GET', '/api/bottles', { token: kavya.token });
    expect(hers.data.response.balance).toBe(0);
    // Empties out of range are refused, naming the field.
    const wrong = await mark(day6.meena, { outcome: 'NOT_HOME', bottlesCollected: -1 });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.data.errors)).toContain('bottlesCollected');
  });

  it.skipIf(!hasPdftotext)(
    'prints subscription stops, "Asked to skip" and the bottles on the route sheet PDF',
    async () => {
      for (const lang of ['en', 'ta'] as const) {
        const res = await t.call(
          'GET',
          `/api/delivery/route/pdf?date=2026-12-06&areaId=${area.id}&slotId=${morning}&lang=${lang}`,
          { ...asRider() },
        );
        expect(res.statusCode, res.body).toBe(200);
        const text = pdfWords(res.rawPayload)
          .map((w) => w.text)
          .join(' ');
        if (lang === 'en') {
          expect.soft(text).toContain('Meena · Subscription');
          expect.soft(text).toContain('Asked to skip');
          expect.soft(text).toContain('Bottles: hand over 2 · with the customer -1 · empties back 3');
        } else {
          expect.soft(text).toContain('சந்தா');
          expect.soft(text).toContain('பாட்டில்கள்');
        }
      }
    },
  );
});
