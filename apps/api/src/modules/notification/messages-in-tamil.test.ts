import { TAMIL_TEMPLATES } from '@farm/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { fakeClock, movePincode } from '../delivery/delivery-test-fixtures.js';
import { MESSAGE_TEMPLATES } from './message-templates.js';
import { moveOrder, placeOrder, shopperWith, startOrderMessageShop } from './notification-test-fixtures.js';
import { sendDueMessages } from './send-messages.service.js';

// Wednesday 25 Nov 2026, 11:30 in India: the first slot is Thursday 26 Nov, 5–8 am.
const clock = fakeClock('2026-11-25T06:00:00Z');
let standins: Awaited<ReturnType<typeof startOrderMessageShop>>['standins'];
let t: TestApp;
let milk: { id: number; price: number };
let close: () => Promise<void>;

beforeAll(async () => {
  ({ standins, t, milk, close } = await startOrderMessageShop(clock.now));
});
afterAll(() => close());

const send = () => sendDueMessages(t.db, t.app.messageGateways, { now: clock.now });
const smsFor = (orderId: number) => standins.sms.accepted().filter((m) => m.message.includes(`#${orderId}`));
const whatsappFor = (orderId: number) =>
  standins.whatsapp.accepted().filter((m) => m.parameters.includes(String(orderId)));

async function setLanguage(shopper: { id: number; token: string }, locale: 'en' | 'ta') {
  const res = await t.call('PUT', `/api/customer/${shopper.id}`, { token: shopper.token, body: { locale } });
  expect(res.statusCode, res.body).toBe(200);
}

describe("messages in the customer's language (issue 33.3)", () => {
  it('a Tamil customer gets Tamil SMS (their own DLT ids) and WhatsApp in `ta`; back to English, English again', async () => {
    const meena = await shopperWith(t, 'Meena', { whatsapp: true });
    await movePincode(t, meena, '642001');
    const orderId = await placeOrder(t, meena, milk);
    // Written while she was English: the language is chosen when it is sent, not when written.
    await setLanguage(meena, 'ta');
    await moveOrder(t, orderId, 'CONFIRMED', 'PACKED', 'SHIPPED');
    await send();

    const sms = smsFor(orderId);
    expect(sms.map((m) => m.templateId)).toEqual([
      TAMIL_TEMPLATES.placed.dltTemplateId,
      TAMIL_TEMPLATES.confirmed.dltTemplateId,
      TAMIL_TEMPLATES.shippedOwn.dltTemplateId,
    ]);
    expect(sms[0]?.message).toBe(
      `Kongu Goat Farm: உங்கள் ஆர்டர் #${orderId} (ரூ.60.00) பதிவானது. அனுப்பும்போது சொல்கிறோம்.`,
    );
    // The slot in Tamil words, from the facts the row kept: day first, the part of the day before the time.
    expect(sms[2]?.message).toBe(
      `Kongu Goat Farm: ஆர்டர் #${orderId} டெலிவரிக்குப் புறப்பட்டது. 26 நவ. வியாழன், காலை 5–8 வந்து சேரும்.`,
    );
    const whatsapp = whatsappFor(orderId);
    expect(whatsapp.map((m) => `${m.template}/${m.language}`)).toEqual([
      'order_placed/ta',
      'order_confirmed/ta',
      'order_out_for_delivery/ta',
    ]);
    expect(whatsapp[2]?.parameters).toEqual(['Kongu Goat Farm', String(orderId), '26 நவ. வியாழன், காலை 5–8']);

    // The staff's SMS outbox holds what left: the Tamil text.
    const outbox = await t.call('GET', `/api/sms/outbox?to=${meena.mobileNumber}`, { as: 'admin' });
    const bodies = (outbox.data.response as { body: string }[]).map((m) => m.body);
    expect(bodies).toContain(sms[0]?.message);

    // Staff see each message as it went: the Tamil text under its Tamil template id.
    const rows = await t.call('GET', `/api/orders/${orderId}/messages`, { as: 'staff' });
    const shippedSms = (
      rows.data.response as { event: string; channel: string; body: string; template: string }[]
    ).find((m) => m.event === 'shipped' && m.channel === 'sms');
    expect(shippedSms).toMatchObject({
      template: TAMIL_TEMPLATES.shippedOwn.dltTemplateId,
      body: sms[2]?.message,
    });

    await setLanguage(meena, 'en');
    await moveOrder(t, orderId, 'DELIVERED');
    await send();
    const delivered = smsFor(orderId).at(-1);
    expect(delivered?.templateId).toBe(MESSAGE_TEMPLATES.delivered.dltTemplateId);
    expect(delivered?.message).toBe(
      `Kongu Goat Farm: your order #${orderId} is delivered. Thank you for buying from our farm.`,
    );
    expect(whatsappFor(orderId).at(-1)).toMatchObject({ template: 'order_delivered', language: 'en' });
  });
});
