import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type DemoPayments, paymentModeOf } from '../../plugins/payment-mode.js';
import { DEMO_PREFIX } from '../../plugins/payments.js';
import { startRazorpayStandin } from '../../standins/razorpay/index.js';
import { createShopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.js';
import { createTokenService } from '../auth/index.js';

// Issue 30.12: `npm start` without Razorpay keys took "online" payments through the demo stand-in
// in a real shop: anyone could mark an order paid with no money. And with API_PROCESSES=2 the
// demo answered 502: each process made its own random stand-in keys.

const opened: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const app of opened.reverse()) await app.close();
});

async function onlineCheckout(t: TestApp, name: string) {
  const shopper = await createShopper(t, name);
  const category = await createCategory(t, `Goods of ${name}`);
  const item = await createProduct(t, category, { name: `Kid goat of ${name}`, price: 40_000, stock: 5 });
  const cart = await t.call('GET', `/api/product/add-to-cart?productId=${item.id}&Quantity=1`, {
    token: shopper.token,
  });
  const order = (paymentMethod: 'ONLINE' | 'COD') =>
    t.call('POST', `/api/orders/products?customerId=${shopper.id}&addressId=${shopper.addressId}`, {
      token: shopper.token,
      body: {
        productDetails: [{ productId: item.id, quantity: 1 }],
        expectedTotal: cart.data.response.total,
        paymentMethod,
      },
    });
  return { shopper, order };
}

/** The hidden fields of a page's form (the stand-in's hosted checkout pages). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields[(match[1] ?? '').replaceAll('&amp;', '&')] = (match[2] ?? '').replaceAll('&amp;', '&');
  }
  return fields;
}

describe('a shop without Razorpay keys', () => {
  it('that is live (SITE_URL set) takes cash on delivery only', async () => {
    const t = await createTestApp({ payments: 'from-config', env: { SITE_URL: 'https://shop.example' } });
    opened.push(t);
    const settings = await t.call('GET', '/api/settings');
    expect(settings.data.response.onlinePayment).toBe('none');
    const { order } = await onlineCheckout(t, 'Prakash');
    const online = await order('ONLINE');
    expect(online.statusCode, online.body).toBe(422);
    expect(online.data).toMatchObject({
      code: 'ONLINE_PAYMENT_UNAVAILABLE',
      errors: [{ field: 'paymentMethod' }],
    });
    expect((await order('COD')).statusCode).toBe(201);
    // No stand-in to mark an order paid.
    const standin = await t.call('POST', '/api/demo-razorpay/v1/checkout/embedded/demo-choice', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=success',
    });
    expect(standin.statusCode).toBe(404);
  });
});

describe('which shop is a demo', () => {
  it('the demo farm at no public address; not with SITE_URL, keys or DEMO_PAYMENTS=0', async () => {
    const t = await createTestApp({ demo: true });
    opened.push(t);
    const modeWith = async (env: Record<string, string>) =>
      paymentModeOf(t.db, loadConfig({ NODE_ENV: 'production', ...env }));
    const demo = await modeWith({});
    expect(demo.demo?.keys.keyId).toMatch(/^rzp_test_demo/);
    expect(demo.why).toContain('DEMO');
    // The same keys each time (every process): kept in the database.
    expect((await modeWith({})).demo?.keys).toEqual(demo.demo?.keys);
    const live = await modeWith({ SITE_URL: 'https://shop.example' });
    expect(live.demo).toBeUndefined();
    expect(live.why).toContain('cash on delivery only');
    expect((await modeWith({ DEMO_PAYMENTS: '0' })).demo).toBeUndefined();
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect((await modeWith(keys)).demo).toBeUndefined();
    // A shop that is not the demo farm: cash only unless DEMO_PAYMENTS=1.
    const shop = await createTestApp();
    opened.push(shop);
    const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });
    expect((await paymentModeOf(shop.db, config({}))).demo).toBeUndefined();
    expect((await paymentModeOf(shop.db, config({ DEMO_PAYMENTS: '1' }))).demo).toBeDefined();
  });
});

describe('demo payments (DEMO_PAYMENTS=1) with two API processes on one database', () => {
  it('a payment started in one process is confirmed by the other', async () => {
    // Process one listens on the shop's port; process two shares its database and port setting.
    const probe = await createTestApp({ payments: 'from-config', env: { DEMO_PAYMENTS: '1' } });
    opened.push(probe);
    await probe.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (probe.app.server.address() as AddressInfo).port;
    await probe.close();
    opened.pop();
    const env = { DEMO_PAYMENTS: '1', API_PORT: String(port) };
    const one = await createTestApp({ payments: 'from-config', env });
    opened.push(one);
    await one.app.listen({ host: '127.0.0.1', port });
    // As startApi starts a process: its payments chosen from its settings and database.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
    const two = await buildApp({
      db: one.db,
      config,
      tokens: createTokenService(TEST_JWT_SECRET),
      demoPayments: (await paymentModeOf(one.db, config)).demo,
    });
    opened.push(two);
    await two.ready();

    expect((await one.call('GET', '/api/settings')).data.response.onlinePayment).toBe('demo');
    const { shopper, order } = await onlineCheckout(one, 'Devi');
    const placed = await order('ONLINE');
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.data.response.orders[0].id;
    const start = await one.call('POST', `/api/orders/${orderId}/payment`, { token: shopper.token });
    expect(start.statusCode, start.body).toBe(200);
    // The customer's browser pays on the demo page, then comes back to the shop: to process two.
    const paid = await one.call('POST', '/api/demo-razorpay/v1/checkout/embedded/demo-choice', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...start.data.response.fields, choice: 'success' }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const back = await two.inject({
      method: 'POST',
      url: `/api/payments/razorpay/callback?order=${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(formFields(paid.body)).toString(),
    });
    expect(back.headers.location).toContain('payment=paid');
    const now = await one.call('GET', `/api/orders/${orderId}`, { as: 'staff' });
    expect(now.data.response).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID' });
  });

  it("with the primary's one stand-in, each process forwards the checkout pages to it", async () => {
    const env = { DEMO_PAYMENTS: '1' };
    const setup = await createTestApp({ payments: 'from-config', env });
    opened.push(setup);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
    const mode = await paymentModeOf(setup.db, config);
    if (!mode.demo) throw new Error('expected the demo');
    // As process-group.ts's primary runs it.
    const standin = await startRazorpayStandin({ ...mode.demo.keys, publicUrl: DEMO_PREFIX });
    opened.push(standin);
    const [one, two] = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          db: setup.db,
          config,
          tokens: createTokenService(TEST_JWT_SECRET),
          demoPayments: { ...mode.demo, standinUrl: standin.url } as DemoPayments,
        });
        opened.push(app);
        await app.ready();
        return app;
      }),
    );
    if (!one || !two) throw new Error('two processes expected');
    const { shopper, order } = await onlineCheckout(setup, 'Ezhil');
    const placed = await order('ONLINE');
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.data.response.orders[0].id;
    const start = await one.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payment`,
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { checkoutUrl: action, fields } = start.json().response;
    expect(action).toBe(`${DEMO_PREFIX}/v1/checkout/embedded`);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // The browser's pages reach process two: it shows the order process one made.
    const page = await two.inject({
      method: 'POST',
      url: action,
      headers: form,
      payload: new URLSearchParams(fields).toString(),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(`${DEMO_PREFIX}/v1/checkout/embedded/demo-choice`);
    const paid = await two.inject({
      method: 'POST',
      url: `${DEMO_PREFIX}/v1/checkout/embedded/demo-choice`,
      headers: form,
      payload: new URLSearchParams({ ...fields, choice: 'success' }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const back = await one.inject({
      method: 'POST',
      url: `/api/payments/razorpay/callback?order=${orderId}`,
      headers: form,
      payload: new URLSearchParams(formFields(paid.body)).toString(),
    });
    expect(back.headers.location).toContain('payment=paid');
  });
});
