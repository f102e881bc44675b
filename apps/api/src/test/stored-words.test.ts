import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueMessages } from '../modules/notification/index.js';
import { messageEnv, startMessageStandins } from '../modules/notification/notification-test-fixtures.js';
import { freshIp, otpUrl } from '../modules/otp/otp-test-fixtures.js';
import { refundCancelledOrders } from '../modules/payment/index.js';
import { payPlacedOrder } from '../modules/payment/payment-test-fixtures.js';
import { checkout, createShopper, placeOrder, type Shopper } from './order-fixtures.js';
import { createCategory, createProduct } from './product-fixtures.js';
import { isWords, storedTexts } from './stored-words.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Issue 31's last "done when": no English sentence is written into the database by the API
 * outside staff-typed content. The shop's whole round runs on a fresh database (place, pay, pack,
 * ship, deliver, return, restock, refund; cash at the door; a paid order cancelled and refunded by
 * the shop; back in stock; a sign-in code; every message sent), then every text of every table is
 * read: what the round wrote is a code, a number, a reference, content that was there before it
 * (names, addresses: copied onto orders) or what the test itself typed.
 */
const TYPED = ['Lid was cracked', 'Two jars came back', 'leave at the gate'];

/**
 * Words the shop may keep, and why:
 * - `sms_messages.body`: the SMS log is the record of the text the gateway was handed, in the
 *   language it went in (a code masked): what a customer got, as DLT scrubbed it, even after a
 *   template is registered again. It is a copy of what left, not the shop's words for a screen.
 * - `Razorpay`: the payment provider's name on the rows its payments wrote (a name, not a word).
 */
const KEPT_AS_SENT = new Set(['sms_messages.body']);
const NAMES = new Set(['Razorpay']);

let standins: Awaited<ReturnType<typeof startMessageStandins>>;
let t: TestApp;
let before: Set<string>;

async function move(orderId: number, statuses: string[], note?: string) {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${orderId}`, {
      as: 'staff',
      body: { status, ...(note && { note }) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function placeOnline(shopper: Shopper, productId: number) {
  const cart = await t.call('GET', `/api/product/add-to-cart?productId=${productId}&Quantity=1`, {
    token: shopper.token,
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const placed = await checkout(t, shopper, [], {
    body: {
      productDetails: [{ productId, quantity: 1 }],
      expectedTotal: cart.data.response.total,
      paymentMethod: 'ONLINE',
      note: TYPED[2],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.data.response.orders[0] as { id: number };
  await payPlacedOrder(t, shopper, order.id);
  return order.id;
}

beforeAll(async () => {
  standins = await startMessageStandins();
  t = await createTestApp({ env: messageEnv(standins) });
});
afterAll(async () => {
  await t?.close();
  await standins?.sms.close();
  await standins?.whatsapp.close();
});

describe('what the shop writes into its database (issue 31)', () => {
  it('is codes and values, never an English sentence of its own', async () => {
    // What staff and customers type: the catalogue, the people, their addresses.
    const settings = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: { farmName: 'Kongu Goat Farm' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const category = await createCategory(t, 'Ghee and milk');
    const ghee = await createProduct(t, category, { name: 'Goat Ghee', price: 50_000, stock: 20 });
    const soap = await createProduct(t, category, { name: 'Goat Milk Soap', price: 9_000, stock: 0 });
    const meena = await createShopper(t, 'Meena');
    const ravi = await createShopper(t, 'Ravi');
    const selvi = await createShopper(t, 'Selvi');
    before = new Set((await storedTexts(t)).map((text) => text.value));

    // Back in stock.
    const notify = await t.call('POST', `/api/product/notify?productId=${soap.id}&customerId=${ravi.id}`, {
      token: ravi.token,
    });
    expect(notify.statusCode, notify.body).toBe(200);
    const restocked = await t.call('PUT', `/api/product/${soap.id}`, { as: 'staff', body: { stock: 5 } });
    expect(restocked.statusCode, restocked.body).toBe(200);

    // Paid online, packed, shipped, delivered, returned, restocked, refunded.
    const online = await placeOnline(meena, ghee.id);
    await move(online, ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']);
    const back = await t.call('POST', `/api/orders/${online}/return-lines`, {
      as: 'staff',
      body: { lines: [{ productId: ghee.id, quantity: 1 }], restock: false, note: TYPED[1] },
    });
    expect(back.statusCode, back.body).toBe(200);
    const restock = await t.call('POST', `/api/orders/${online}/restock`, {
      as: 'staff',
      body: { productId: ghee.id },
    });
    expect([200, 409]).toContain(restock.statusCode);
    const refund = await t.call('POST', `/api/orders/${online}/refund`, {
      as: 'admin',
      body: { reason: TYPED[0] },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    // Cash at the door.
    const cash = await placeOrder(t, ravi, [{ productId: soap.id, quantity: 1 }]);
    await move(cash.id, ['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']);
    const collected = await t.call('POST', `/api/orders/${cash.id}/cash-collected`, {
      as: 'staff',
      body: { amount: cash.total },
    });
    expect(collected.statusCode, collected.body).toBe(200);

    // A paid order the customer cancels, refunded by the shop.
    const cancelled = await placeOnline(selvi, ghee.id);
    const cancel = await t.call('PUT', `/api/orders/${cancelled}`, {
      token: selvi.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await refundCancelledOrders(t.db, t.app.payments)).toBe(1);

    // A sign-in code, then every message the round queued, sent.
    const profile = await t.call('GET', `/api/customer/${ravi.id}`, { token: ravi.token });
    const code = await t.app.inject({
      method: 'POST',
      url: otpUrl(profile.data.response.mobileNumber),
      remoteAddress: freshIp(),
    });
    expect(code.statusCode, code.body).toBe(200);
    // The gateway refuses the first one it is handed: its reason is written too, then it is sent again.
    standins.sms.failNext(1);
    await sendDueMessages(t.db, t.app.messageGateways, { now: () => new Date(Date.now() + 3_600_000) });
    await sendDueMessages(t.db, t.app.messageGateways, { now: () => new Date(Date.now() + 7_200_000) });

    const written = (await storedTexts(t)).filter((text) => !before.has(text.value));
    expect(written.length).toBeGreaterThan(0);
    // What the round was to write is there (so the scan reads the tables it should).
    const where = new Set(written.map((text) => `${text.table}.${text.column}`));
    for (const column of [
      'order_events.note_kind',
      'order_payments.note_kind',
      'customer_messages.template_key',
      'customer_message_attempts.error',
      'sms_messages.error',
    ])
      expect(where).toContain(column);
    const words = written
      .filter((text) => isWords(text.value) && !TYPED.includes(text.value) && !NAMES.has(text.value))
      .filter((text) => !KEPT_AS_SENT.has(`${text.table}.${text.column}`))
      .map((text) => `${text.table}.${text.column}: ${text.value}`);
    expect([...new Set(words)]).toEqual([]);
  });
});
