import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  courierArea,
  createArea,
  fakeClock,
  movePincode,
  ownArea,
} from '../delivery/delivery-test-fixtures.js';
import { addDays } from '../delivery/index.js';

// Monday 30 Nov 2026, 10:00 in India (UTC+05:30).
const MONDAY_MORNING = '2026-11-30T04:30:00Z';
/** `day` at `time` in India, as an instant. */
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

describe('subscriptions over HTTP with a fake clock (India time, across the cut-off and midnight)', () => {
  const clock = fakeClock(MONDAY_MORNING);
  let t: TestApp;
  let milk: { id: number };
  let ghee: { id: number; name: string };
  let morning: number;
  let evening: number;
  let meena: Shopper;
  let ravi: Shopper;
  let subscriptionId: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const dairy = await createCategory(t, 'Goat Milk & Curd');
    milk = await createProduct(t, dairy, { name: 'Fresh Goat Milk', price: 7_500, stock: 500 });
    ghee = await createProduct(t, dairy, { name: 'Goat Milk Ghee', price: 69_900, stock: 500 });
    const pollachi = await createArea(t, ownArea());
    [morning, evening] = pollachi.slots.map((s: { id: number }) => s.id);
    await createArea(t, courierArea());
    meena = await createShopper(t, 'Meena');
    await movePincode(t, meena, '642001');
    // Ravi's address (638001, Erode) is reached by courier.
    ravi = await createShopper(t, 'Ravi');
    const marked = await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  });
  afterAll(() => t.close());

  const daily = (quantity: number) => ({ kind: 'DAILY', lines: [{ productId: milk.id, quantity }] });
  const ask = (who: Shopper, path: string, body: unknown) =>
    t.call('POST', `/api/subscriptions${path}`, { token: who.token, body });
  const calendar = async (who: Shopper, id: number, query: string) => {
    const res = await t.call('GET', `/api/subscriptions/${id}/calendar?${query}`, { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as {
      day: string;
      status: string;
      lines: { quantity: number }[];
      changeable: boolean;
    }[];
  };
  /** The month the first subscription's changes make, from Monday 30 Nov. */
  const month = () => [
    '2026-11-30 BEFORE_START',
    '2026-12-01 DELIVER 2',
    '2026-12-02 DELIVER 2',
    '2026-12-03 SKIPPED',
    ...Array.from({ length: 6 }, (_, i) => `${addDays('2026-12-04', i)} DELIVER 2`),
    '2026-12-10 PAUSED',
    '2026-12-11 PAUSED',
    '2026-12-12 PAUSED',
    '2026-12-13 DELIVER 2',
    '2026-12-14 DELIVER 2',
    '2026-12-15 DELIVER 3',
    ...Array.from({ length: 4 }, (_, i) => `${addDays('2026-12-16', i)} DELIVER 2`),
    ...Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? `${addDays('2026-12-20', i)} DELIVER 1` : `${addDays('2026-12-20', i)} NOT_PATTERN_DAY`,
    ),
  ];
  const summary = (days: Awaited<ReturnType<typeof calendar>>) =>
    days.map((d) => `${d.day} ${d.status}${d.lines.map((l) => ` ${l.quantity}`).join('')}`);

  it('lists the products staff let customers subscribe to', async () => {
    const res = await t.call('GET', '/api/subscription-products');
    expect(res.data.response).toEqual([{ productId: milk.id, subscribable: true, dailyLimit: null }]);
  });

  it('refuses a courier area with the reason, and a product not marked subscribable', async () => {
    const courier = await ask(ravi, '', {
      addressId: ravi.addressId,
      slotId: morning,
      startDay: '2026-12-01',
      pattern: daily(1),
    });
    expect(courier.statusCode, courier.body).toBe(422);
    expect(courier.data).toMatchObject({
      code: 'SUBSCRIPTION_NEEDS_OWN_DELIVERY',
      detailCode: 'SUBSCRIPTIONS_OWN_DELIVERY_ONLY',
      params: { pincode: '638001', reason: 'COURIER' },
    });
    const notMarked = await ask(meena, '', {
      addressId: meena.addressId,
      slotId: morning,
      startDay: '2026-12-01',
      pattern: { kind: 'DAILY', lines: [{ productId: ghee.id, quantity: 1 }] },
    });
    expect(notMarked.statusCode, notMarked.body).toBe(422);
    expect(notMarked.data).toMatchObject({ code: 'NOT_SUBSCRIBABLE', params: { name: 'Goat Milk Ghee' } });
    const othersAddress = await ask(ravi, '', {
      addressId: meena.addressId,
      slotId: morning,
      startDay: '2026-12-01',
      pattern: daily(1),
    });
    expect(othersAddress.statusCode).toBe(404);
  });

  it('gives exactly the expected month for a daily subscription with a skip, a pause, a quantity and a pattern change', async () => {
    const created = await ask(meena, '', {
      addressId: meena.addressId,
      slotId: morning,
      startDay: '2026-12-01',
      pattern: daily(2),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data.response).toMatchObject({ status: 'ACTIVE', startDay: '2026-12-01' });
    subscriptionId = created.data.response.id;
    const id = `/${subscriptionId}`;
    for (const [path, body] of [
      ['/skip', { day: '2026-12-03' }],
      ['/pause', { fromDay: '2026-12-10', untilDay: '2026-12-12' }],
      ['/day-quantity', { day: '2026-12-15', productId: milk.id, quantity: 3 }],
      [
        '/pattern',
        {
          fromDay: '2026-12-20',
          pattern: { kind: 'ALTERNATE', lines: [{ productId: milk.id, quantity: 1 }] },
        },
      ],
    ] as const) {
      const res = await ask(meena, `${id}${path}`, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    expect(summary(await calendar(meena, subscriptionId, 'days=30'))).toEqual(month());
    // The profile's default: the next 14 days from today in India.
    const fortnight = await calendar(meena, subscriptionId, '');
    expect(fortnight.map((d) => d.day)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays('2026-11-30', i)),
    );
  });

  it('takes a change until 21:00 the day before, India time, and refuses it after with the cut-off as values', async () => {
    const id = `/${subscriptionId}`;
    clock.set(india('2026-11-30', '20:59'));
    const lastMinute = await ask(meena, `${id}/day-quantity`, {
      day: '2026-12-01',
      productId: milk.id,
      quantity: 1,
    });
    expect(lastMinute.statusCode, lastMinute.body).toBe(200);
    expect(lastMinute.data.response[1]).toMatchObject({
      day: '2026-12-01',
      status: 'DELIVER',
      changeable: true,
    });

    clock.set(india('2026-11-30', '21:00'));
    const late = await ask(meena, `${id}/skip`, { day: '2026-12-01' });
    expect(late.statusCode, late.body).toBe(422);
    expect(late.data).toMatchObject({
      code: 'SUBSCRIPTION_CUTOFF_PASSED',
      detailCode: 'SUBSCRIPTION_CHANGES_CLOSED_AT_CUTOFF',
      params: {
        deliveryDay: '2026-12-01',
        cutoffDay: '2026-11-30',
        cutoffTime: '21:00',
        cutoffAt: '2026-11-30T15:30:00.000Z',
      },
    });
    // After midnight (Tuesday 00:15 in India, still Monday in UTC): Tuesday is closed, Wednesday open.
    clock.set(india('2026-12-01', '00:15'));
    for (const [path, body] of [
      ['/cancel', { fromDay: '2026-12-01' }],
      ['/pause', { fromDay: '2026-12-01', untilDay: '2026-12-02' }],
      ['/resume', { fromDay: '2026-12-01' }],
      ['/pattern', { fromDay: '2026-12-01', pattern: daily(5) }],
    ] as const) {
      const res = await ask(meena, `${id}${path}`, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(422);
      expect(res.data.code).toBe('SUBSCRIPTION_CUTOFF_PASSED');
    }
    const days = await calendar(meena, subscriptionId, 'days=2');
    expect(summary(days)).toEqual(['2026-12-01 DELIVER 1', '2026-12-02 DELIVER 2']);
    expect(days.map((d) => d.changeable)).toEqual([false, true]);
    const creates = await ask(meena, '', {
      addressId: meena.addressId,
      slotId: morning,
      startDay: '2026-12-01',
      pattern: daily(1),
    });
    expect(creates.statusCode).toBe(422);
    expect(creates.data.code).toBe('SUBSCRIPTION_CUTOFF_PASSED');
  });

  it('walks 30 days: each evening a skip of tomorrow is taken at 20:59 and refused at 21:00', async () => {
    clock.set(india('2026-12-01', '09:00'));
    const created = await ask(meena, '', {
      addressId: meena.addressId,
      slotId: evening,
      startDay: '2026-12-02',
      pattern: daily(1),
    });
    expect(created.statusCode, created.body).toBe(201);
    const evenings = created.data.response.id as number;
    for (let i = 0; i < 30; i += 1) {
      const today = addDays('2026-12-01', i);
      const tomorrow = addDays(today, 1);
      clock.set(india(today, '20:59'));
      expect((await ask(meena, `/${evenings}/skip`, { day: tomorrow })).statusCode, `${today} 20:59`).toBe(
        200,
      );
      clock.set(india(today, '21:00'));
      const refused = await ask(meena, `/${evenings}/skip`, { day: tomorrow });
      expect(refused.statusCode, `${today} 21:00`).toBe(422);
      expect(refused.data.params).toMatchObject({ deliveryDay: tomorrow, cutoffDay: today });
    }
    const month = await calendar(meena, evenings, 'days=30&fromDay=2026-12-02');
    expect(new Set(month.map((d) => d.status))).toEqual(new Set(['SKIPPED']));
    expect(month.every((d) => !d.changeable)).toBe(true);
  });

  it('reads a past month again exactly as it was (changes are rows, not edits)', async () => {
    const days = await calendar(meena, subscriptionId, 'days=30&fromDay=2026-11-30');
    // The same month, with Tuesday's last-minute quantity of 1; every day past its cut-off now.
    const asChanged = month().map((d) => (d === '2026-12-01 DELIVER 2' ? '2026-12-01 DELIVER 1' : d));
    expect(summary(days)).toEqual(asChanged);
    expect(days.filter((d) => d.changeable).map((d) => d.day)).toEqual([]);
  });

  it("answers 404 for another customer's subscription, and lists only one's own", async () => {
    clock.set(MONDAY_MORNING);
    const peek = await t.call('GET', `/api/subscriptions/${subscriptionId}/calendar`, { token: ravi.token });
    expect(peek.statusCode).toBe(404);
    const skip = await ask(ravi, `/${subscriptionId}/skip`, { day: '2026-12-05' });
    expect(skip.statusCode).toBe(404);
    const own = await t.call('GET', '/api/subscriptions', { token: ravi.token });
    expect(own.data.response).toEqual([]);
    const meenas = await t.call('GET', '/api/subscriptions', { token: meena.token });
    expect(meenas.data.response).toHaveLength(2);
    expect(meenas.data.response[1].patterns.map((p: { fromDay: string }) => p.fromDay)).toEqual([
      '2026-12-01',
      '2026-12-20',
    ]);
  });
});
