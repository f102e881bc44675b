import { TAMIL_TEMPLATES } from '@farm/words';
import { expect } from 'vitest';
import { type StartedSmsGatewayStandin, startSmsGatewayStandin } from '../../standins/sms-gateway/index.js';
import { type StartedWhatsappStandin, startWhatsappStandin } from '../../standins/whatsapp/index.js';
import { checkout, createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, ownArea } from '../delivery/delivery-test-fixtures.js';
import { ALL_TEMPLATES, registeredText } from './message-templates.js';

export const SMS_TOKEN = 'sms-gateway-token';
export const DLT_ENTITY_ID = '1101764000000000001';
export const WHATSAPP = { token: 'whatsapp-system-user-token', phoneNumberId: '109876543210' };

/**
 * The SMS gateway and WhatsApp stand-ins, with the shop's templates registered at both, English and
 * Tamil (the back-in-stock ones with the shop's address, `siteUrl`, as a shop registers them).
 */
export async function startMessageStandins(options: { siteUrl?: string } = {}) {
  const templates = [...Object.values(ALL_TEMPLATES), ...Object.values(TAMIL_TEMPLATES)];
  const site = options.siteUrl ?? 'http://localhost:3000';
  const sms = await startSmsGatewayStandin({
    token: SMS_TOKEN,
    entityId: DLT_ENTITY_ID,
    templates: Object.fromEntries(templates.map((t) => [t.dltTemplateId, registeredText(t, { site })])),
  });
  const whatsapp = await startWhatsappStandin({
    ...WHATSAPP,
    templates: Object.fromEntries(templates.map((t) => [t.whatsappName, t.variables.length])),
    languages: ['en', 'ta'],
  });
  return { sms, whatsapp };
}

/**
 * Kongu Goat Farm with both channels on the stand-ins, at `clock`: an own-delivery area that
 * delivers free, and milk at ₹60 to order. `close` stops the shop and the stand-ins.
 */
export async function startOrderMessageShop(clock: () => Date) {
  const standins = await startMessageStandins();
  const t = await createTestApp({ env: messageEnv(standins), clock });
  const settings = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { farmName: 'Kongu Goat Farm' },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await createArea(t, ownArea({ deliveryFee: 0, freeDeliveryThreshold: null }));
  const milk = await createProduct(t, await createCategory(t, 'Milk'), { price: 6_000, stock: 1000 });
  const close = async () => {
    await t.close();
    await standins.sms.close();
    await standins.whatsapp.close();
  };
  return { standins, t, milk, close };
}

/** The shop's environment pointing both channels at the stand-ins. */
export function messageEnv(standins: { sms: StartedSmsGatewayStandin; whatsapp: StartedWhatsappStandin }) {
  return {
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: standins.sms.sendUrl,
    SMS_HTTP_TOKEN: SMS_TOKEN,
    SMS_SENDER_ID: 'FARMSH',
    SMS_DLT_ENTITY_ID: DLT_ENTITY_ID,
    WHATSAPP_API_URL: standins.whatsapp.url,
    WHATSAPP_TOKEN: WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
  };
}

/** A shopper with their choices set through the API. */
export async function shopperWith(
  t: TestApp,
  name: string,
  prefs: { whatsapp?: boolean; orderUpdates?: boolean },
) {
  const shopper = await createShopper(t, name);
  const res = await t.call('PUT', '/api/customer/message-preferences', { token: shopper.token, body: prefs });
  expect(res.statusCode, res.body).toBe(200);
  const profile = await t.call('GET', `/api/customer/${shopper.id}`, { token: shopper.token });
  return { ...shopper, mobileNumber: profile.data.response.mobileNumber as string };
}

/** Places a cash order of one unit (the area delivers free) and answers its id. */
export async function placeOrder(
  t: TestApp,
  shopper: Shopper,
  product: { id: number; price: number },
  key?: string,
) {
  const res = await checkout(t, shopper, [], {
    ...(key ? { key } : {}),
    body: { productDetails: [{ productId: product.id, quantity: 1 }], expectedTotal: product.price },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response.orders[0].id as number;
}

export async function moveOrder(t: TestApp, orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${orderId}`, { as: 'staff', body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

export async function messagesOf(t: TestApp, orderId: number) {
  const res = await t.call('GET', `/api/orders/${orderId}/messages`, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response as {
    id: number;
    event: string;
    channel: string;
    to: string;
    body: string;
    status: string;
    error: string | null;
    errorDetail: string | null;
    template: string;
    templateKey: string;
    attempts: { result: string; error: string | null; errorDetail: string | null; provider: string }[];
  }[];
}
