import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { renderMessage } from '../notification/index.js';
import { customerMessages } from '../notification/notification.table.js';
import { queueEveningReminders } from './subscription-reminder.service.js';
import { queueLowBalanceMessages } from './subscription-reminder-low-balance.service.js';

// Issue 34.2 and 34.3: the evening reminder with its one-tap skip link, and the low-balance message,
// over a fake clock in India time (Monday 30 Nov 2026), through the outbox and real HTTP.
const india = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
const SITE = 'https://farm.example';

describe('the evening reminder and its skip link', () => {
  const clock = fakeClock(india('2026-11-30', '10:00'));
  let t: TestApp;
  let milk: { id: number };
  let meena: Shopper;
  let ravi: Shopper;
  let meenaSub: number;
  let raviSub: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const dairy = await createCategory(t, 'Goat Milk');
    milk = await createProduct(t, dairy, {
      name: 'Fresh Goat Milk 500 ml',
      price: 7_500,
      stock: 500,
      translations: { ta: { name: 'ஆட்டுப் பால் 500 மி.லி' } },
    });
    const [morning] = (await createArea(t, ownArea())).slots.map((s: { id: number }) => s.id);
    await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    meena = await createShopper(t, 'Meena');
    ravi = await createShopper(t, 'Ravi');
    const subscribe = async (who: Shopper) => {
      await movePincode(t, who, '642001');
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
      return res.data.response.id as number;
    };
    meenaSub = await subscribe(meena);
    raviSub = await subscribe(ravi);
    // Meena opts in; Ravi does not.
    const opted = await t.call('PUT', '/api/customer/message-preferences', {
      token: meena.token,
      body: { eveningReminders: true },
    });
    expect(opted.statusCode, opted.body).toBe(200);
    expect(opted.data.response.eveningReminders).toBe(true);
    // Meena reads Tamil.
    const tamil = await t.call('PUT', `/api/customer/${meena.id}`, {
      token: meena.token,
      body: { locale: 'ta' },
    });
    expect(tamil.statusCode, tamil.body).toBe(200);
  });
  afterAll(() => t.close());

  const reminders = () =>
    t.db.select().from(customerMessages).where(eq(customerMessages.event, 'subscriptionReminder'));
  const tokenFor = async (day: string) => {
    const rows = await t.db
      .select()
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.event, 'subscriptionReminder'),
          eq(customerMessages.eventKey, `reminder-${meenaSub}-${day}`),
        ),
      );
    expect(rows).toHaveLength(1);
    return rows[0]?.values.token as string;
  };
  const skipLink = (method: 'GET' | 'POST', token: string) =>
    t.call(method, `/api/subscription-skip/${encodeURIComponent(token)}`);

  it('is queued in the evening before a delivery, once, only for the customer who opted in', async () => {
    expect(await queueEveningReminders(t.db, { now: clock.now(), siteUrl: SITE })).toBe(0);
    clock.set(india('2026-11-30', '18:00'));
    expect(await queueEveningReminders(t.db, { now: clock.now(), siteUrl: SITE })).toBe(1);
    expect(await queueEveningReminders(t.db, { now: clock.now(), siteUrl: SITE })).toBe(0);
    const rows = await reminders();
    expect(rows.map((r) => r.eventKey)).toEqual([`reminder-${meenaSub}-2026-12-01`]);
    expect(rows[0]).toMatchObject({
      templateKey: 'subscriptionReminder',
      values: { window: '5–8 am', items: '2 x Fresh Goat Milk 500 ml', site: SITE },
    });
    // To a Tamil customer it names the product in Tamil (staff's name), English kept beside it.
    expect(rows[0]?.values['items:ta']).toBe('2 x ஆட்டுப் பால் 500 மி.லி');
    const row = rows[0];
    if (!row) throw new Error('no reminder');
    const sent = renderMessage({ ...row, channel: 'sms' });
    expect(sent.language).toBe('ta');
    expect(sent.body).toContain('நாளை காலை 5–8: 2 x ஆட்டுப் பால் 500 மி.லி.');
    expect(sent.body).not.toContain('Fresh Goat Milk');
    const token = rows[0]?.values.token ?? '';
    expect(token.length).toBeLessThanOrEqual(30);
    expect(token).not.toContain('.');
  });

  it('shows what it skips, skips it once, and only that delivery', async () => {
    const token = await tokenFor('2026-12-01');
    const shown = await skipLink('GET', token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.data.response).toMatchObject({
      subscriptionId: meenaSub,
      day: '2026-12-01',
      slot: { startsAt: '05:00', endsAt: '08:00' },
      lines: [{ productId: milk.id, name: 'Fresh Goat Milk 500 ml', quantity: 2 }],
      cutoffAt: india('2026-11-30', '21:00'),
      skipped: false,
    });

    const first = await skipLink('POST', token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.response).toEqual({
      subscriptionId: meenaSub,
      day: '2026-12-01',
      alreadySkipped: false,
    });
    const second = await skipLink('POST', token);
    expect(second.data.response.alreadySkipped).toBe(true);
    // Skipped, the link still says what it skipped: the products and quantities, the day, the slot,
    // each name with its Tamil for a Tamil page.
    expect((await skipLink('GET', token)).data.response).toMatchObject({
      day: '2026-12-01',
      slot: { startsAt: '05:00', endsAt: '08:00' },
      skipped: true,
      lines: [
        {
          productId: milk.id,
          name: 'Fresh Goat Milk 500 ml',
          translations: { ta: { name: 'ஆட்டுப் பால் 500 மி.லி' } },
          quantity: 2,
        },
      ],
    });

    const days = await t.call('GET', `/api/subscriptions/${meenaSub}/calendar?fromDay=2026-12-01&days=2`, {
      token: meena.token,
    });
    expect(days.data.response.map((d: { status: string }) => d.status)).toEqual(['SKIPPED', 'DELIVER']);
    // Ravi's delivery that day is untouched.
    const his = await t.call('GET', `/api/subscriptions/${raviSub}/calendar?fromDay=2026-12-01&days=1`, {
      token: ravi.token,
    });
    expect(his.data.response[0].status).toBe('DELIVER');
  });

  it('refuses a forged or altered token: another day, another subscription, another signature', async () => {
    const token = await tokenFor('2026-12-01');
    const [id, day, signature] = splitToken(token);
    const altered = [
      `${id}-261202-${signature}`,
      `${raviSub.toString(36)}-${day}-${signature}`,
      `${id}-${day}-${flip(signature)}`,
      'not-a-token-at-all',
    ];
    for (const forged of altered) {
      const res = await skipLink('POST', forged);
      expect(res.statusCode, forged).toBe(404);
      // A code the page words in its language, not the English "Skip link" as a value.
      expect(res.data.detailCode).toBe('SKIP_LINK_NOT_FOUND');
      expect(res.data.params ?? {}).toEqual({});
    }
    const his = await t.call('GET', `/api/subscriptions/${raviSub}/calendar?fromDay=2026-12-02&days=1`, {
      token: ravi.token,
    });
    expect(his.data.response[0].status).toBe('DELIVER');
  });

  it("works only until the day's cut-off", async () => {
    clock.set(india('2026-12-01', '18:30'));
    expect(await queueEveningReminders(t.db, { now: clock.now(), siteUrl: SITE })).toBe(1);
    const token = await tokenFor('2026-12-02');
    clock.set(india('2026-12-01', '21:00'));
    const late = await skipLink('POST', token);
    expect(late.statusCode, late.body).toBe(422);
    expect(late.data.code).toBe('SUBSCRIPTION_CUTOFF_PASSED');
    expect((await skipLink('GET', token)).statusCode).toBe(422);
    const days = await t.call('GET', `/api/subscriptions/${meenaSub}/calendar?fromDay=2026-12-02&days=1`, {
      token: meena.token,
    });
    expect(days.data.response[0].status).toBe('DELIVER');
  });

  it('queues the low-balance message once a day while the wallet will not cover the next 3 days', async () => {
    clock.set(india('2026-12-02', '09:00'));
    const lowBalance = () =>
      t.db.select().from(customerMessages).where(eq(customerMessages.event, 'lowBalance'));
    // Both wallets are empty; each has 2 × ₹75 a day and the area's ₹30 fee for the next 3 days (₹540).
    expect(await queueLowBalanceMessages(t.db, { now: clock.now(), siteUrl: SITE })).toBe(2);
    expect(await queueLowBalanceMessages(t.db, { now: clock.now(), siteUrl: SITE })).toBe(0);
    expect(
      (await lowBalance()).find((r) => r.eventKey === `low-balance-${meena.id}-2026-12-02`),
    ).toMatchObject({
      templateKey: 'lowBalance',
      values: { balance: '0.00', days: '3', site: SITE },
    });
    // Meena's wallet now covers ₹540; Ravi's ₹539 does not (₹450 without the fee would have).
    for (const [who, amount] of [
      [meena, 54_000],
      [ravi, 53_900],
    ] as const) {
      const credited = await t.call('POST', `/api/wallets/${who.id}/credits`, {
        as: 'staff',
        body: { amount, reason: 'ADJUSTMENT', note: 'Paid in cash', idempotencyKey: randomUUID() },
      });
      expect(credited.statusCode, credited.body).toBe(201);
    }
    clock.set(india('2026-12-03', '09:00'));
    expect(await queueLowBalanceMessages(t.db, { now: clock.now(), siteUrl: SITE })).toBe(1);
    const today = (await lowBalance()).filter((r) => r.eventKey.endsWith('2026-12-03'));
    expect(today.map((r) => r.eventKey)).toEqual([`low-balance-${ravi.id}-2026-12-03`]);
  });
});

/** `<id>-<yymmdd>-<signature>`: the signature may itself hold a dash. */
function splitToken(token: string): [string, string, string] {
  const [id = '', day = '', ...rest] = token.split('-');
  return [id, day, rest.join('-')];
}

function flip(signature: string): string {
  const last = signature.at(-1) === 'A' ? 'B' : 'A';
  return `${signature.slice(0, -1)}${last}`;
}
