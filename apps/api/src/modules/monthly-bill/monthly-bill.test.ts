import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Statement } from '@farm/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billStatements, customerMessages, customers, products } from '../../db/schema.js';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { hasPdftotext, pdfText } from '../../test/pdf-text.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, fakeClock, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { addDays } from '../delivery/index.js';
import { generateDeliveries, queueLowBalanceMessages } from '../subscription/index.js';
import { closeLastMonth } from './index.js';

// Issue 34.3's monthly bill over a real month: a daily subscription on the bill (one day skipped),
// a staff credit, cash and UPI payments, the 1st's closing run twice, and the online payment once.

// Monday 30 Nov 2026, 10:00 in India (UTC+05:30).
const MONDAY_MORNING = '2026-11-30T04:30:00Z';
const india = (day: string, time: string) => `${day}T${time}:00+05:30`;
const PRICE = 7_500;
/** Two units a day (₹150) is under the area's ₹500 free-delivery threshold: ₹30 fee. */
const DAY_TOTAL = 2 * PRICE + 3_000;
const SITE = 'http://shop.test';

describe('the monthly bill: statement, payments, the 1st’s closing (issue 34.3; fake clock)', () => {
  const clock = fakeClock(MONDAY_MORNING);
  let t: TestApp;
  let milk: { id: number };
  let morning: number;
  let meena: Shopper;
  let kavya: Shopper;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    t.razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
    const dairy = await createCategory(t, 'Goat Milk & Curd');
    milk = await createProduct(t, dairy, {
      name: 'Fresh Goat Milk',
      price: PRICE,
      stock: 5_000,
      hsnCode: '0401',
    });
    await t.db
      .update(products)
      .set({ translations: { ta: { name: 'ஆட்டுப்பால்' } } })
      .where(eq(products.id, milk.id));
    const area = await createArea(t, ownArea());
    [morning] = area.slots.map((s: { id: number }) => s.id);
    meena = await createShopper(t, 'Meena');
    kavya = await createShopper(t, 'Kavya');
    for (const shopper of [meena, kavya]) await movePincode(t, shopper, '642001');
    await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
  });
  afterAll(() => t.close());

  const subscribe = async (who: Shopper) => {
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
  const statement = async (who: Shopper, month: string) => {
    const res = await t.call('GET', `/api/wallets/${who.id}/statements/${month}`, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as Statement;
  };
  const creditBill = (who: Shopper, body: Record<string, unknown>) =>
    t.call('POST', `/api/wallets/${who.id}/bill-credits`, { as: 'staff', body });
  const pay = (who: Shopper, body: Record<string, unknown>) =>
    t.call('POST', `/api/wallets/${who.id}/bill-payments`, { as: 'staff', body });

  it('puts a customer on the monthly bill, recording who and when; the customer sees it too', async () => {
    const set = await t.call('PUT', `/api/wallets/${meena.id}/monthly-bill`, {
      as: 'staff',
      body: { monthlyBill: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.response).toMatchObject({ monthlyBill: true, duePaise: 0, statements: [] });
    expect(set.data.response.changedByName).toEqual(expect.any(String));
    expect(set.data.response.changedAt).toEqual(expect.any(String));
    const own = await t.call('GET', '/api/wallet/monthly-bill', { token: meena.token });
    expect(own.data.response).toMatchObject({ customerId: meena.id, monthlyBill: true });
    const bad = await t.call('PUT', `/api/wallets/${meena.id}/monthly-bill`, {
      as: 'staff',
      body: { monthlyBill: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('monthlyBill');
    const byCustomer = await t.call('PUT', `/api/wallets/${kavya.id}/monthly-bill`, {
      token: kavya.token,
      body: { monthlyBill: true },
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  it('sends the low-balance message to a prepaid customer but never to one on the monthly bill', async () => {
    await subscribe(meena);
    await subscribe(kavya);
    const queued = await queueLowBalanceMessages(t.db, { now: clock.now(), siteUrl: SITE });
    expect(queued).toBe(1);
    const told = await t.db
      .select({ to: customerMessages.toNumber })
      .from(customerMessages)
      .where(eq(customerMessages.event, 'lowBalance'));
    expect(told.map((m) => m.to)).toEqual([await mobileOf(kavya)]);
  });

  it('bills every delivered day, takes off credits and payments: delivered − credits − payments = due', async () => {
    const skip = await t.call('POST', `/api/subscriptions/${await subscriptionOf(meena)}/skip`, {
      token: meena.token,
      body: { day: '2026-12-03' },
    });
    expect(skip.statusCode, skip.body).toBe(200);
    for (let day = '2026-11-30'; day <= '2026-12-31'; day = addDays(day, 1)) {
      clock.set(india(day, '21:05'));
      await generateDeliveries(t.db, clock.now());
    }
    // A spoilt day's credit on 10 Dec comes off the bill (stamped by the shop's clock), not into a
    // wallet her days never draw on; a retry credits once, and the key is not reused for another.
    clock.set(india('2026-12-10', '09:00'));
    const creditKey = randomUUID();
    const spoilt = { amountPaise: 15_000, note: 'Spoilt milk on 9 Dec', idempotencyKey: creditKey };
    const credited = await creditBill(meena, spoilt);
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.data.response).toEqual({
      at: new Date(india('2026-12-10', '09:00')).toISOString(),
      amountPaise: 15_000,
      reason: 'STAFF_CREDIT',
      note: 'Spoilt milk on 9 Dec',
    });
    const retried = await creditBill(meena, spoilt);
    expect(retried.statusCode, retried.body).toBe(200);
    const otherAmount = await creditBill(meena, { ...spoilt, amountPaise: 9_000 });
    expect(otherAmount.statusCode, otherAmount.body).toBe(422);
    expect(otherAmount.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Kavya pays from her wallet: a credit is the wallet's, not a bill she does not have.
    const prepaid = await creditBill(kavya, { ...spoilt, idempotencyKey: randomUUID() });
    expect(prepaid.statusCode, prepaid.body).toBe(422);
    expect(prepaid.data.code).toBe('NOT_ON_MONTHLY_BILL');
    const meenaWallet = await t.call('GET', `/api/wallets/${meena.id}`, { as: 'staff' });
    expect(meenaWallet.data.response, meenaWallet.body).toMatchObject({ balance: 0, entries: [] });
    // A wallet credit (here staff's adjustment) stays the wallet's: it is not taken off the bill too.
    const walletCredit = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: { amount: 5_000, reason: 'STAFF_CREDIT', note: 'Goodwill', idempotencyKey: randomUUID() },
    });
    expect(walletCredit.statusCode, walletCredit.body).toBe(201);
    const bill = await t.call('GET', `/api/wallets/${meena.id}/monthly-bill`, { as: 'staff' });
    expect(bill.data.response.credits, bill.body).toEqual([credited.data.response]);

    clock.set(india('2026-12-15', '10:00'));
    const key = randomUUID();
    const cash = await pay(meena, {
      amountPaise: 100_000,
      method: 'CASH',
      reference: 'Receipt 41',
      idempotencyKey: key,
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const again = await pay(meena, {
      amountPaise: 100_000,
      method: 'CASH',
      reference: 'Receipt 41',
      idempotencyKey: key,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.response.id).toBe(cash.data.response.id);
    const reused = await pay(meena, {
      amountPaise: 90_000,
      method: 'CASH',
      reference: 'Receipt 41',
      idempotencyKey: key,
    });
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const noReference = await pay(meena, {
      amountPaise: 100,
      method: 'UPI',
      reference: ' ',
      idempotencyKey: randomUUID(),
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.body).toContain('reference');
    clock.set(india('2026-12-20', '18:00'));
    const upi = await pay(meena, {
      amountPaise: 50_000,
      method: 'UPI',
      reference: 'UPI 634512098812',
      idempotencyKey: randomUUID(),
    });
    expect(upi.statusCode, upi.body).toBe(201);

    const december = await statement(meena, '2026-12');
    expect(december.days).toHaveLength(30);
    expect(december.days.map((d) => d.day)).not.toContain('2026-12-03');
    expect(december.days.every((d) => d.amountPaise === DAY_TOTAL)).toBe(true);
    expect(december.days[0]?.items).toEqual([
      { name: 'Fresh Goat Milk', quantity: 2, amountPaise: 2 * PRICE },
    ]);
    expect(december).toMatchObject({
      broughtForwardPaise: 0,
      deliveredPaise: 30 * DAY_TOTAL,
      creditsPaise: 15_000,
      paymentsPaise: 150_000,
      duePaise: 30 * DAY_TOTAL - 15_000 - 150_000,
      closedAt: null,
    });
    expect(december.credits).toEqual([
      {
        at: new Date(india('2026-12-10', '09:00')).toISOString(),
        amountPaise: 15_000,
        reason: 'STAFF_CREDIT',
        note: 'Spoilt milk on 9 Dec',
      },
    ]);
    expect(december.payments.map((p) => [p.method, p.amountPaise, p.reference])).toEqual([
      ['CASH', 100_000, 'Receipt 41'],
      ['UPI', 50_000, 'UPI 634512098812'],
    ]);
    // Every month of the table answers the same sum, each brought forward from the last.
    const months = ['2026-11', '2026-12', '2027-01'];
    let carried = 0;
    for (const month of months) {
      const s = await statement(meena, month);
      expect(s.broughtForwardPaise, month).toBe(carried);
      const days = s.days.reduce((sum, d) => sum + d.amountPaise, 0);
      expect(s.deliveredPaise, month).toBe(days);
      expect(s.duePaise, month).toBe(
        s.broughtForwardPaise + s.deliveredPaise - s.creditsPaise - s.paymentsPaise,
      );
      carried = s.duePaise;
    }
    // The prepaid customer's days are paid from the wallet (or not generated): none on any bill.
    expect((await statement(kavya, '2026-12')).deliveredPaise).toBe(0);
  });

  it('closes last month once on the 1st, even run twice and twice at once, and queues one message', async () => {
    clock.set(india('2027-01-01', '00:30'));
    const runs = await Promise.all([
      closeLastMonth(t.db, { now: clock.now(), siteUrl: SITE }),
      closeLastMonth(t.db, { now: clock.now(), siteUrl: SITE }),
    ]);
    const later = await closeLastMonth(t.db, { now: clock.now(), siteUrl: SITE });
    expect(runs[0] + runs[1] + later).toBe(1);
    const rows = await t.db.select().from(billStatements).where(eq(billStatements.customerId, meena.id));
    const due = 30 * DAY_TOTAL - 165_000;
    expect(rows.map((r) => [r.month, r.due])).toEqual([['2026-12', due]]);
    const messages = await t.db
      .select()
      .from(customerMessages)
      .where(
        and(
          eq(customerMessages.event, 'monthlyStatement'),
          eq(customerMessages.toNumber, await mobileOf(meena)),
        ),
      );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.values).toMatchObject({ month: 'Dec 2026', amount: '3,750.00' });
    const own = await t.call('GET', '/api/wallet/monthly-bill', { token: meena.token });
    expect(own.data.response.statements).toEqual([
      { month: '2026-12', closedAt: expect.any(String), duePaise: due },
    ]);
    expect((await statement(meena, '2026-12')).closedAt).not.toBeNull();
  });

  it('prints the statement as a PDF, in Tamil for a Tamil customer, and only the customer’s own', async () => {
    const staffPdf = await t.call('GET', `/api/wallets/${meena.id}/statements/2026-12/pdf`, { as: 'staff' });
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    const english = staffPdf.rawPayload;
    expect(english.subarray(0, 5).toString()).toBe('%PDF-');
    await t.db.update(customers).set({ locale: 'ta' }).where(eq(customers.id, meena.id));
    const own = await t.call('GET', '/api/wallet/statements/2026-12/pdf', { token: meena.token });
    expect(own.statusCode).toBe(200);
    const tamil = own.rawPayload;
    if (process.env.STATEMENT_PDF_DIR) {
      writeFileSync(`${process.env.STATEMENT_PDF_DIR}/statement-en.pdf`, english);
      writeFileSync(`${process.env.STATEMENT_PDF_DIR}/statement-ta.pdf`, tamil);
    }
    if (hasPdftotext) {
      const en = pdfText(english);
      expect(en).toContain('Amount due');
      expect(en).toContain('₹3,750.00');
      expect(en).toContain('Fresh Goat Milk');
      const ta = pdfText(tamil);
      expect(ta).toContain('ஆட்டுப்பால்');
      expect(ta).toContain('வாலட் பக்கத்தில்');
    }
    // Another customer reaches only their own statement, and never by another's id.
    const other = await t.call('GET', `/api/wallets/${meena.id}/statements/2026-12`, { token: kavya.token });
    expect(other.statusCode).toBe(403);
    const otherPdf = await t.call('GET', `/api/wallets/${meena.id}/statements/2026-12/pdf`, {
      token: kavya.token,
    });
    expect(otherPdf.statusCode).toBe(403);
    const kavyaOwn = await t.call('GET', '/api/wallet/statements/2026-12/pdf', { token: kavya.token });
    expect(kavyaOwn.statusCode).toBe(200);
    if (hasPdftotext) expect(pdfText(kavyaOwn.rawPayload)).not.toContain('Meena');
    const anonymous = await t.call('GET', '/api/wallet/statements/2026-12/pdf');
    expect(anonymous.statusCode).toBe(401);
    const badMonth = await t.call('GET', `/api/wallets/${meena.id}/statements/2026-13`, { as: 'staff' });
    expect(badMonth.statusCode).toBe(400);
  });

  it('records an online payment of the amount due once, however often the payment is reported', async () => {
    const dueNow = (await t.call('GET', '/api/wallet/monthly-bill', { token: meena.token })).data.response
      .duePaise;
    expect(dueNow).toBe(30 * DAY_TOTAL - 165_000 + DAY_TOTAL); // and 1 Jan's delivery
    const key = randomUUID();
    const start = await t.call('POST', '/api/wallet/bill-payments', {
      token: meena.token,
      headers: { 'idempotency-key': key },
    });
    expect(start.statusCode, start.body).toBe(201);
    const form = start.data.response;
    expect(form.fields.amount).toBe(String(dueNow));
    const repeat = await t.call('POST', '/api/wallet/bill-payments', {
      token: meena.token,
      headers: { 'idempotency-key': key },
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.data.response.fields.order_id).toBe(form.fields.order_id);

    const paid = t.razorpay.payOrder(form.fields.order_id, 'success');
    if (paid.outcome !== 'success') throw new Error('expected a payment');
    const callback = () =>
      t.call('POST', `/api/wallet/bill-payments/callback?billPayment=${form.billPayment.id}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(paid.callback).toString(),
      });
    const back = await callback();
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/wallet?billPayment=${form.billPayment.id}&payment=paid`);
    await t.razorpay.webhooksSettled();
    expect((await callback()).headers.location).toContain('payment=paid');

    const january = await statement(meena, '2027-01');
    expect(january.payments.filter((p) => p.method === 'ONLINE').map((p) => p.amountPaise)).toEqual([dueNow]);
    expect(january.duePaise).toBe(0);
    const nothing = await t.call('POST', '/api/wallet/bill-payments', {
      token: meena.token,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.data.code).toBe('NOTHING_DUE');
  });

  async function mobileOf(who: Shopper): Promise<string> {
    const [row] = await t.db
      .select({ mobile: customers.mobileNumber })
      .from(customers)
      .where(eq(customers.id, who.id));
    if (!row) throw new Error(`no customer ${who.id}`);
    return row.mobile;
  }

  async function subscriptionOf(who: Shopper): Promise<number> {
    const res = await t.call('GET', '/api/subscriptions', { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response[0].id;
  }
});
