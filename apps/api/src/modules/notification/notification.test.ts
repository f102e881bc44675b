import { dayText } from '@farm/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { fakeClock, movePincode } from '../delivery/delivery-test-fixtures.js';
import { MESSAGE_TEMPLATES } from './message-templates.js';
import {
  messagesOf,
  moveOrder,
  placeOrder,
  shopperWith,
  startOrderMessageShop,
} from './notification-test-fixtures.js';
import { queueOrderMessages } from './queue-order-message.service.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, sendDueMessages } from './send-messages.service.js';

// Wednesday 25 Nov 2026, 11:30 in India: past the cut-off for today, so the first slot is Thursday 5–8 am.
const clock = fakeClock('2026-11-25T06:00:00Z');
let standins: Awaited<ReturnType<typeof startOrderMessageShop>>['standins'];
let t: TestApp;
let milk: { id: number; price: number };
let close: () => Promise<void>;

beforeAll(async () => {
  ({ standins, t, milk, close } = await startOrderMessageShop(clock.now));
});
afterAll(() => close());
beforeEach(async () => {
  // Nothing left over from another test: each starts with an empty queue.
  await send();
});

/** The sending job, once, at the shop's clock. */
const send = (options: Parameters<typeof sendDueMessages>[2] = {}) =>
  sendDueMessages(t.db, t.app.messageGateways, { now: clock.now, ...options });

/** A Pollachi shopper (own delivery) with these message choices. */
async function pollachiShopper(name: string, prefs: { whatsapp?: boolean; orderUpdates?: boolean }) {
  const shopper = await shopperWith(t, name, prefs);
  await movePincode(t, shopper, '642001');
  return shopper;
}

const smsFor = (orderId: number) =>
  standins.sms.accepted().filter((m) => m.message.includes(`order #${orderId} `));
const whatsappFor = (orderId: number) =>
  standins.whatsapp.accepted().filter((m) => m.parameters.includes(String(orderId)));

describe('messages to customers', () => {
  it('sends each event once per channel, by registered templates, the slot in "out for delivery"', async () => {
    const meena = await pollachiShopper('Meena', { whatsapp: true });
    const orderId = await placeOrder(t, meena, milk);
    await moveOrder(t, orderId, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED');
    // Written with the moves, sent by nobody yet: off the request path.
    expect(smsFor(orderId)).toEqual([]);
    expect((await messagesOf(t, orderId)).every((m) => m.status === 'pending')).toBe(true);

    const run = await send();
    expect(run).toEqual({ sent: 8, stored: 0, retrying: 0, failed: 0 });
    const sms = smsFor(orderId);
    expect(sms.map((m) => m.templateId)).toEqual(
      ['placed', 'confirmed', 'shippedOwn', 'delivered'].map(
        (name) => MESSAGE_TEMPLATES[name as keyof typeof MESSAGE_TEMPLATES].dltTemplateId,
      ),
    );
    expect(sms.every((m) => m.sender === 'FARMSH' && m.to === meena.mobileNumber.slice(3))).toBe(true);
    expect(sms[0]?.message).toBe(
      `Kongu Goat Farm: order #${orderId} for Rs.60.00 is placed. We will tell you when it is on its way.`,
    );
    expect(sms[2]?.message).toBe(
      `Kongu Goat Farm: your order #${orderId} is out for delivery and arrives ${dayText('2026-11-26')}, 5-8 am.`,
    );
    expect(sms[2]?.message).toContain('arrives Thu 26 Nov, 5-8 am');
    expect(whatsappFor(orderId).map((m) => m.template)).toEqual([
      'order_placed',
      'order_confirmed',
      'order_out_for_delivery',
      'order_delivered',
    ]);
    expect(whatsappFor(orderId)[0]?.to).toBe(meena.mobileNumber.slice(1));

    // Staff see each message with its attempt; the SMS log (the staff's outbox) has them too.
    const messages = await messagesOf(t, orderId);
    expect(messages.map((m) => `${m.event}/${m.channel}/${m.status}`)).toEqual([
      'placed/sms/sent',
      'placed/whatsapp/sent',
      'confirmed/sms/sent',
      'confirmed/whatsapp/sent',
      'shipped/sms/sent',
      'shipped/whatsapp/sent',
      'delivered/sms/sent',
      'delivered/whatsapp/sent',
    ]);
    expect(messages.every((m) => m.attempts.length === 1 && m.attempts[0]?.result === 'sent')).toBe(true);
    const outbox = await t.call('GET', `/api/sms/outbox?to=${meena.mobileNumber}`, { as: 'admin' });
    expect(outbox.data.response).toHaveLength(4);
    const whatsappOutbox = await t.call('GET', '/api/whatsapp/outbox', { as: 'admin' });
    expect(whatsappOutbox.statusCode).toBe(200);
    expect(
      whatsappOutbox.data.response.filter((m: { orderId: number }) => m.orderId === orderId),
    ).toHaveLength(4);

    // Her data export (DPDP) carries her choices and what she was told.
    const exported = await t.call('GET', '/api/customer/me/export', { token: meena.token });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.data.response.messagePreferences).toMatchObject({ whatsapp: true, orderUpdates: true });
    expect(exported.data.response.messages).toHaveLength(8);
    expect(exported.data.response.messages[7]).toMatchObject({ orderId, event: 'placed', channel: 'sms' });

    // A second run finds nothing: nothing goes twice.
    expect(await send()).toEqual({ sent: 0, stored: 0, retrying: 0, failed: 0 });
    expect(smsFor(orderId)).toHaveLength(4);
  });

  it('tells of a cancellation; SMS only for a customer who did not opt in to WhatsApp', async () => {
    const ravi = await pollachiShopper('Ravi', {});
    const orderId = await placeOrder(t, ravi, milk);
    const cancel = await t.call('PUT', `/api/orders/${orderId}`, {
      token: ravi.token,
      body: { status: 'CANCELLED' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await send();
    expect(smsFor(orderId).map((m) => m.message)).toEqual([
      expect.stringContaining('is placed'),
      `Kongu Goat Farm: your order #${orderId} is cancelled. Any amount you paid online will be refunded.`,
    ]);
    expect(whatsappFor(orderId)).toEqual([]);

    // Erased (DPDP): the messages stay as the shop's record, without the number; the choices go.
    const erased = await t.call('POST', `/api/customer/${ravi.id}/erase`, { as: 'admin' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await messagesOf(t, orderId)).map((m) => m.to)).toEqual(['', '']);
    expect(JSON.stringify(await messagesOf(t, orderId))).not.toContain(ravi.mobileNumber);
  });

  it('leaves out the updates a customer turned off, never the service messages', async () => {
    const kavya = await pollachiShopper('Kavya', { whatsapp: true, orderUpdates: false });
    const orderId = await placeOrder(t, kavya, milk);
    await moveOrder(t, orderId, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED');
    await send();
    expect((await messagesOf(t, orderId)).map((m) => `${m.event}/${m.channel}`)).toEqual([
      'placed/sms',
      'placed/whatsapp',
      'shipped/sms',
      'shipped/whatsapp',
    ]);
    expect(smsFor(orderId)).toHaveLength(2);
  });

  it('records the choice and when it was made; refuses an unknown field with 400', async () => {
    const anu = await shopperWith(t, 'Anu', {});
    const before = await t.call('GET', '/api/customer/message-preferences', { token: anu.token });
    expect(before.data.response).toEqual({
      whatsapp: false,
      orderUpdates: true,
      eveningReminders: false,
      updatedAt: expect.any(String),
    });
    const changed = await t.call('PUT', '/api/customer/message-preferences', {
      token: anu.token,
      body: { whatsapp: true },
    });
    expect(changed.data.response).toEqual({
      whatsapp: true,
      orderUpdates: true,
      eveningReminders: false,
      updatedAt: clock.now().toISOString(),
    });
    const bad = await t.call('PUT', '/api/customer/message-preferences', {
      token: anu.token,
      body: { whatsapp: 'yes', sms: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['whatsapp']),
    );
  });

  it('refuses a message whose value the template cannot take, and still moves the order', async () => {
    const longName = 'Kongu Goat Farm and Dairy, Pollachi';
    await t.call('PUT', '/api/settings', { as: 'admin', body: { farmName: longName } });
    try {
      const devi = await pollachiShopper('Devi', {});
      const orderId = await placeOrder(t, devi, milk);
      await send();
      expect(await messagesOf(t, orderId)).toEqual([
        expect.objectContaining({
          event: 'placed',
          status: 'refused',
          error: 'TEMPLATE_VALUE_TOO_LONG',
          errorDetail: 'shop',
          attempts: [],
        }),
      ]);
      expect(smsFor(orderId)).toEqual([]);
    } finally {
      await t.call('PUT', '/api/settings', { as: 'admin', body: { farmName: 'Kongu Goat Farm' } });
    }
  });

  it('retries a gateway failure later, recording each attempt, and gives up after the last', async () => {
    const gopal = await pollachiShopper('Gopal', {});
    const orderId = await placeOrder(t, gopal, milk);
    standins.sms.failNext(1);
    expect(await send()).toEqual({ sent: 0, stored: 0, retrying: 1, failed: 0 });
    let [message] = await messagesOf(t, orderId);
    expect(message).toMatchObject({ status: 'pending', error: 'GATEWAY_REFUSED', errorDetail: '503' });
    // Not before its time: the retry waits, and "confirmed" waits behind it (in order, always).
    await moveOrder(t, orderId, 'CONFIRMED');
    expect(await send()).toEqual({ sent: 0, stored: 0, retrying: 0, failed: 0 });
    expect(
      await send({ now: () => new Date(clock.now().getTime() + (RETRY_DELAYS_MS[0] ?? 0)) }),
    ).toMatchObject({
      sent: 2,
    });
    [message] = await messagesOf(t, orderId);
    expect(message?.status).toBe('sent');
    expect(message?.attempts.map((a) => [a.result, a.error, a.errorDetail, a.provider])).toEqual([
      ['failed', 'GATEWAY_REFUSED', '503', 'http'],
      ['sent', null, null, 'http'],
    ]);
    expect(smsFor(orderId).map((m) => m.message)).toEqual([
      expect.stringContaining('is placed'),
      expect.stringContaining('is confirmed'),
    ]);

    // A gateway that never takes it: MAX_ATTEMPTS attempts, then failed for staff to see.
    await moveOrder(t, orderId, 'PACKED', 'SHIPPED');
    standins.sms.failNext(100);
    let later = clock.now().getTime();
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await send({ now: () => new Date(later) });
      later += 3_600_000;
    }
    standins.sms.failNext(0);
    const shipped = (await messagesOf(t, orderId)).find((m) => m.event === 'shipped');
    expect(shipped?.status).toBe('failed');
    expect(shipped?.attempts).toHaveLength(MAX_ATTEMPTS);
    expect(smsFor(orderId)).toHaveLength(2);
  });

  it('writes one row for an event told twice: a retried checkout, the same move queued again', async () => {
    const hari = await pollachiShopper('Hari', { whatsapp: true });
    const first = await placeOrder(t, hari, milk, 'retry-key-1');
    const again = await placeOrder(t, hari, milk, 'retry-key-1');
    expect(again).toBe(first);
    expect(await t.db.transaction((tx) => queueOrderMessages(tx, first, 'placed'))).toBe(0);
    // Two refunds are two messages; the same refund told twice is one.
    const refund = (key: string) =>
      t.db.transaction((tx) =>
        queueOrderMessages(tx, first, 'refunded', { eventKey: key, refundAmount: 2_500 }),
      );
    expect(await refund('rfnd_1')).toBe(2);
    expect(await refund('rfnd_1')).toBe(0);
    expect(await refund('rfnd_2')).toBe(2);
    await send();
    expect(smsFor(first).map((m) => m.message)).toEqual([
      expect.stringContaining('is placed'),
      `Kongu Goat Farm: refund of Rs.25.00 for order #${first} sent. Banks take up to 7 days.`,
      `Kongu Goat Farm: refund of Rs.25.00 for order #${first} sent. Banks take up to 7 days.`,
    ]);
    expect(whatsappFor(first)).toHaveLength(3);
  });

  it('after a sender dies mid-batch, a new one sends every message exactly once', async () => {
    const shoppers = await Promise.all(
      ['Lata', 'Mani', 'Nila'].map((n) => pollachiShopper(n, { whatsapp: true })),
    );
    const orderIds: number[] = [];
    for (const s of shoppers) {
      const id = await placeOrder(t, s, milk);
      await moveOrder(t, id, 'CONFIRMED');
      orderIds.push(id);
    }
    const expected = (await Promise.all(orderIds.map((id) => messagesOf(t, id)))).flat();
    expect(expected).toHaveLength(12);

    // The first sender claims a batch of 5, sends 2, then hangs for ever (its process is gone).
    let sends = 0;
    const dying = {
      sms: {
        provider: t.app.messageGateways.sms.provider,
        send: (m: Parameters<typeof t.app.messageGateways.sms.send>[0]) =>
          ++sends > 2 ? new Promise<never>(() => {}) : t.app.messageGateways.sms.send(m),
      },
      whatsapp: {
        provider: t.app.messageGateways.whatsapp.provider,
        send: (m: Parameters<typeof t.app.messageGateways.whatsapp.send>[0]) =>
          ++sends > 2 ? new Promise<never>(() => {}) : t.app.messageGateways.whatsapp.send(m),
      },
    };
    let claimed = 0;
    void sendDueMessages(t.db, dying, {
      now: clock.now,
      batch: 5,
      afterClaim: async (rows) => {
        claimed = rows.length;
      },
    });
    await expect.poll(() => sends, { timeout: 10_000 }).toBe(3);
    expect(claimed).toBe(5);

    // A new sender starts at once. It leaves the 3 still under the dead one's lease, and the 3 that
    // follow them to the same order and channel ("confirmed" waits for "placed"); it sends the other 4.
    expect(await send()).toMatchObject({ sent: 4 });
    // After the lease, those 6 go too; the 2 the dead sender finished do not go again.
    expect(await send({ now: () => new Date(clock.now().getTime() + 61_000) })).toMatchObject({ sent: 6 });
    expect(await send({ now: () => new Date(clock.now().getTime() + 3_600_000) })).toMatchObject({ sent: 0 });

    // Counted at the gateways: each of the 6 SMS once (by our reference), each WhatsApp message once.
    const mine = new Set(expected.filter((m) => m.channel === 'sms').map((m) => `customer-message-${m.id}`));
    const smsSent = standins.sms
      .accepted()
      .flatMap((m) => (m.custom && mine.has(m.custom) ? [m.custom] : []));
    expect(smsSent.sort()).toEqual([...mine].sort());
    expect(orderIds.map((id) => whatsappFor(id).map((m) => m.template))).toEqual(
      orderIds.map(() => ['order_placed', 'order_confirmed']),
    );
    const after = (await Promise.all(orderIds.map((id) => messagesOf(t, id)))).flat();
    expect(after.every((m) => m.status === 'sent')).toBe(true);
  });

  it('two senders at once never take the same message', async () => {
    const shoppers = await Promise.all(['Oviya', 'Priya'].map((n) => pollachiShopper(n, { whatsapp: true })));
    const orderIds: number[] = [];
    for (const s of shoppers) orderIds.push(await placeOrder(t, s, milk));
    const runs = await Promise.all([send({ batch: 1 }), send({ batch: 1 }), send({ batch: 1 })]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(4);
    expect(orderIds.map((id) => smsFor(id).length + whatsappFor(id).length)).toEqual([2, 2]);
  });

  it('answers 404 for the messages of an order that does not exist', async () => {
    const res = await t.call('GET', '/api/orders/987654/messages', { as: 'staff' });
    expect(res.statusCode).toBe(404);
  });
});
