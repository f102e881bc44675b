import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayStandin, type StartedRazorpayStandin, startRazorpayStandin } from './index.js';
import {
  basicAuth,
  KEY_ID,
  KEY_SECRET,
  postForm,
  readForm,
  sdkAt,
  until,
  WEBHOOK_SECRET,
  webhookReceiver,
} from './razorpay-test-fixtures.js';

let standin: StartedRazorpayStandin;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let rzp: Razorpay;
let receipts = 0;

beforeAll(async () => {
  receiver = await webhookReceiver();
  standin = await startRazorpayStandin({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
  });
  rzp = sdkAt(standin.url);
});

afterAll(async () => {
  receiver?.resume();
  await standin?.close();
  await receiver?.close();
});

function newOrder(amount = 50000, notes?: Record<string, string>) {
  receipts += 1;
  return rzp.orders.create({
    amount,
    currency: 'INR',
    receipt: `FARM-${receipts}`,
    ...(notes ? { notes } : {}),
  });
}

async function paidOrder(amount = 100000) {
  const order = await newOrder(amount);
  const paid = standin.payOrder(order.id, 'success', { contact: '+919876543210' });
  return { order, paymentId: paid.payment.id, paid };
}

describe('the API, through the official SDK', () => {
  it('is where pointRazorpayAt sends the SDK, and keeps orders as Razorpay shapes them', async () => {
    const untouched = new Razorpay({ key_id: KEY_ID, key_secret: KEY_SECRET }) as any;
    expect(untouched.api.rq.defaults.baseURL).toBe('https://api.razorpay.com');
    expect((rzp as any).api.rq.defaults.baseURL).toBe(standin.url);

    const order = await newOrder(50000, { shop_order: 'FARM-ORDER-7' });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order).toMatchObject({
      entity: 'order',
      amount: 50000,
      amount_paid: 0,
      amount_due: 50000,
      currency: 'INR',
      receipt: `FARM-${receipts}`,
      status: 'created',
      attempts: 0,
      notes: { shop_order: 'FARM-ORDER-7' },
    });
    expect(order.created_at).toBeGreaterThan(1_600_000_000);
    expect(await rzp.orders.fetch(order.id)).toEqual(order);
    // Razorpay answers empty notes as a PHP empty array.
    expect((await rzp.orders.create({ amount: 100, currency: 'INR' })).notes).toEqual([]);
  });

  it("refuses what Razorpay refuses, in Razorpay's error shape", async () => {
    await expect(rzp.orders.create({ amount: 99, currency: 'INR' })).rejects.toEqual({
      statusCode: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The amount must be at least INR 1.00',
        field: 'amount',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
    await expect(rzp.orders.create({ amount: 100.5, currency: 'INR' })).rejects.toMatchObject({
      error: { field: 'amount', description: 'The amount must be an integer.' },
    });
    await expect(
      rzp.orders.create({ amount: 100, currency: 'INR', receipt: 'R'.repeat(41) }),
    ).rejects.toMatchObject({ statusCode: 400, error: { field: 'receipt' } });
    const order = await newOrder();
    await expect(
      rzp.orders.create({ amount: 100, currency: 'INR', receipt: order.receipt ?? '' }),
    ).rejects.toMatchObject({ error: { description: 'Order receipt should be unique.' } });
    await expect(rzp.orders.create({ amount: 100, currency: 'USD' })).rejects.toMatchObject({
      error: { field: 'currency' },
    });
    await expect(rzp.orders.fetch('order_AAAAAAAAAAAAAA')).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
    const nowhere = await fetch(`${standin.url}/v1/goats`, { headers: { authorization: basicAuth() } });
    expect(nowhere.status).toBe(404);
    expect(((await nowhere.json()) as any).error.description).toBe(
      'The requested URL was not found on the server.',
    );
  });

  it('answers 401 to a call without the right key pair, on the API and on the controls', async () => {
    const impostor = sdkAt(standin.url, 'not-the-secret');
    await expect(impostor.orders.create({ amount: 100, currency: 'INR' })).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    const order = await newOrder();
    const anonymous = await fetch(`${standin.url}/v1/orders/${order.id}`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as any).error.code).toBe('BAD_REQUEST_ERROR');
    const otherKey = await fetch(`${standin.url}/_standin/events`, {
      headers: { authorization: basicAuth('rzp_test_other', KEY_SECRET) },
    });
    expect(otherKey.status).toBe(401);
  });

  it('pays an order through the control: a captured UPI payment whose callback signature the SDK verifies', async () => {
    const order = await newOrder(75000);
    const paid = standin.payOrder(order.id, 'success', { contact: '+919876543210' });
    if (paid.outcome !== 'success') throw new Error('expected a success');
    const { callback } = paid;
    expect(callback.razorpay_order_id).toBe(order.id);
    expect(callback.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const ids = { order_id: order.id, payment_id: callback.razorpay_payment_id };
    expect(validatePaymentVerification(ids, callback.razorpay_signature, KEY_SECRET)).toBe(true);
    expect(validatePaymentVerification(ids, callback.razorpay_signature, 'another-secret')).toBe(false);

    const payments = await rzp.orders.fetchPayments(order.id);
    expect(payments).toMatchObject({ entity: 'collection', count: 1 });
    expect(payments.items[0]).toMatchObject({
      id: callback.razorpay_payment_id,
      entity: 'payment',
      amount: 75000,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'upi',
      vpa: 'demo@upi',
      contact: '+919876543210',
      amount_refunded: 0,
      refund_status: null,
    });
    expect(await rzp.payments.fetch(callback.razorpay_payment_id)).toEqual(payments.items[0]);
    expect(await rzp.orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 75000,
      amount_due: 0,
      attempts: 1,
    });
    expect(() => standin.payOrder(order.id, 'success')).toThrow('This order has already been paid.');
  });

  it('counts a failed attempt: the order is attempted, then paid by the next payment', async () => {
    const order = await newOrder();
    const failed = standin.payOrder(order.id, 'failure');
    expect(failed.payment).toMatchObject({ status: 'failed', error_reason: 'payment_cancelled' });
    expect(await rzp.orders.fetch(order.id)).toMatchObject({
      status: 'attempted',
      attempts: 1,
      amount_paid: 0,
    });
    const paid = standin.payOrder(order.id, 'success');
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', attempts: 2 });
    const payments = await rzp.orders.fetchPayments(order.id);
    expect(payments.items.map((p) => [p.id, p.status]).sort()).toEqual(
      [
        [failed.payment.id, 'failed'],
        [paid.payment.id, 'captured'],
      ].sort(),
    );
    await expect(rzp.payments.refund(failed.payment.id, { amount: 100 })).rejects.toMatchObject({
      error: { description: 'The payment status should be captured for action to be taken' },
    });
  });

  it('refunds part and then the rest, and refuses to refund more than was paid', async () => {
    const { paymentId } = await paidOrder(100000);
    const first = await rzp.payments.refund(paymentId, {
      amount: 30000,
      speed: 'normal',
      notes: { reason: 'one goat short' },
      receipt: 'RF-1',
    });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(first).toMatchObject({
      entity: 'refund',
      amount: 30000,
      currency: 'INR',
      payment_id: paymentId,
      status: 'processed',
      receipt: 'RF-1',
      notes: { reason: 'one goat short' },
      speed_requested: 'normal',
    });
    expect(await rzp.payments.fetch(paymentId)).toMatchObject({
      status: 'captured',
      amount_refunded: 30000,
      refund_status: 'partial',
    });

    await expect(rzp.payments.refund(paymentId, { amount: 70001 })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', field: 'amount' },
    });
    await expect(rzp.payments.refund(paymentId, { amount: 100001 })).rejects.toMatchObject({
      error: { description: 'The refund amount provided is greater than amount captured.' },
    });

    const rest = await rzp.payments.refund(paymentId, {});
    expect(rest.amount).toBe(70000);
    expect(await rzp.payments.fetch(paymentId)).toMatchObject({
      status: 'refunded',
      amount_refunded: 100000,
      refund_status: 'full',
    });
    await expect(rzp.payments.refund(paymentId, { amount: 100 })).rejects.toMatchObject({
      error: { description: 'The payment has been fully refunded already.' },
    });

    const listed = await rzp.payments.fetchMultipleRefund(paymentId);
    expect(listed.count).toBe(2);
    expect(listed.items.map((r) => r.id).sort()).toEqual([first.id, rest.id].sort());
    expect(await rzp.refunds.fetch(first.id)).toEqual(first);
    expect(await rzp.payments.fetchRefund(paymentId, rest.id)).toEqual(rest);
  });

  it('honours X-Refund-Idempotency: the same key and body give the same refund, made once', async () => {
    const { paymentId } = await paidOrder(60000);
    const refund = (key: string, body: object) =>
      fetch(`${standin.url}/v1/payments/${paymentId}/refund`, {
        method: 'POST',
        headers: {
          authorization: basicAuth(),
          'content-type': 'application/json',
          'x-refund-idempotency': key,
        },
        body: JSON.stringify(body),
      });
    const key = 'refund-FARM-60000-1';
    const first = await refund(key, { amount: 20000, notes: { line: 'milk' } });
    const again = await refund(key, { notes: { line: 'milk' }, amount: 20000 });
    expect(first.status).toBe(200);
    const made = await first.json();
    expect(await again.json()).toEqual(made);
    expect((await rzp.payments.fetch(paymentId)).amount_refunded).toBe(20000);
    expect((await rzp.payments.fetchMultipleRefund(paymentId)).count).toBe(1);

    const reused = await refund(key, { amount: 25000 });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as any).error.description).toBe(
      'Different request with the same idempotency key has already been processed.',
    );
    expect((await refund('short', { amount: 100 })).status).toBe(400);
    expect((await rzp.payments.fetch(paymentId)).amount_refunded).toBe(20000);
  });
});

describe('webhooks', () => {
  it("sends Razorpay's events, signed so that the SDK's validateWebhookSignature accepts them", async () => {
    const { order, paymentId } = await paidOrder(40000);
    const failedOrder = await newOrder(40000);
    const failed = standin.payOrder(failedOrder.id, 'failure');
    const refund = await rzp.payments.refund(paymentId, {});
    await standin.webhooksSettled();

    const hooks = receiver.about(paymentId);
    expect(hooks.map((h) => h.body.event)).toEqual([
      'payment.authorized',
      'payment.captured',
      'order.paid',
      'refund.created',
      'refund.processed',
    ]);
    for (const hook of hooks) {
      expect(Razorpay.validateWebhookSignature(hook.raw, hook.signature, WEBHOOK_SECRET)).toBe(true);
      expect(Razorpay.validateWebhookSignature(hook.raw, hook.signature, KEY_SECRET)).toBe(false);
      expect(hook.body).toMatchObject({ entity: 'event', account_id: expect.stringMatching(/^acc_/) });
      expect(typeof hook.body.created_at).toBe('number');
    }
    expect(new Set(hooks.map((h) => h.eventId)).size).toBe(hooks.length);
    const [authorized, captured, orderPaid, refundCreated] = hooks.map((h) => h.body);
    // Each event carries the entity as it was then: authorised first, captured after.
    expect(authorized.contains).toEqual(['payment']);
    expect(authorized.payload.payment.entity).toMatchObject({
      id: paymentId,
      status: 'authorized',
      captured: false,
    });
    expect(captured.payload.payment.entity).toMatchObject({ status: 'captured', captured: true });
    expect(orderPaid.contains).toEqual(['payment', 'order']);
    expect(orderPaid.payload.order.entity).toMatchObject({
      id: order.id,
      status: 'paid',
      amount_paid: 40000,
    });
    expect(refundCreated.contains).toEqual(['refund', 'payment']);
    expect(refundCreated.payload.refund.entity).toMatchObject({ id: refund.id, amount: 40000 });
    expect(refundCreated.payload.payment.entity).toMatchObject({
      refund_status: 'full',
      amount_refunded: 40000,
    });

    const [failure] = receiver.about(failed.payment.id).map((h) => h.body);
    expect(failure).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { status: 'failed', error_code: 'BAD_REQUEST_ERROR' } } },
    });
    const recorded = standin.events().filter((e) => e.body.includes(paymentId));
    expect(recorded.map((e) => e.deliveries.map((d) => d.status))).toEqual(hooks.map(() => [200]));
  });

  it('delivers a duplicate with the same event id and body, and one with a bad signature', async () => {
    const { paymentId } = await paidOrder();
    await standin.webhooksSettled();
    const orderPaid = standin.events().find((e) => e.event === 'order.paid' && e.body.includes(paymentId));
    if (!orderPaid) throw new Error('order.paid was not recorded');

    expect((await standin.resendEvent(orderPaid.id)).status).toBe(200);
    const overHttp = await fetch(`${standin.url}/_standin/events/${orderPaid.id}/resend`, {
      method: 'POST',
      headers: { authorization: basicAuth() },
    });
    expect(overHttp.status).toBe(200);
    await standin.resendEventWithBadSignature(orderPaid.id);

    const copies = receiver.received.filter((h) => h.eventId === orderPaid.id);
    expect(copies).toHaveLength(4);
    expect(new Set(copies.map((c) => c.raw))).toEqual(new Set([orderPaid.body]));
    expect(copies.map((c) => Razorpay.validateWebhookSignature(c.raw, c.signature, WEBHOOK_SECRET))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('holds events and releases them in the order a test chooses', async () => {
    standin.holdWebhooks();
    const { paymentId } = await paidOrder();
    await standin.webhooksSettled();
    expect(receiver.about(paymentId)).toEqual([]);
    const held = standin.events().filter((e) => e.held && e.body.includes(paymentId));
    expect(held.map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    standin.holdWebhooks(false);

    const [authorized, captured, orderPaid] = held.map((e) => e.id);
    const release = await fetch(`${standin.url}/_standin/webhooks/release`, {
      method: 'POST',
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({ event_ids: [orderPaid, authorized] }),
    });
    expect(release.status).toBe(200);
    expect(receiver.about(paymentId).map((h) => h.body.event)).toEqual(['order.paid', 'payment.authorized']);
    await standin.releaseWebhooks();
    expect(receiver.about(paymentId).map((h) => h.eventId)).toEqual([orderPaid, authorized, captured]);
    await expect(standin.releaseWebhooks([captured ?? ''])).rejects.toThrow('is not held');
  });

  it('never keeps an API answer waiting for a slow webhook receiver', async () => {
    receiver.pause();
    const { order, paymentId } = await paidOrder();
    await until(() => receiver.unanswered.length === 1, 'the first webhook waits for its answer');
    // The receiver has not answered payment.authorized; the API still answers, refunds included.
    expect((await rzp.orders.fetch(order.id)).status).toBe('paid');
    expect((await rzp.payments.refund(paymentId, { amount: 100 })).status).toBe('processed');
    receiver.resume();
    await until(() => receiver.about(paymentId).length === 5, 'all five events arrived');
    await standin.webhooksSettled();
  });
});

describe('hosted checkout', () => {
  const callbackUrl = 'http://127.0.0.1:9/shop/payments/callback?via=razorpay&x=1';

  async function checkoutForm(amount: number, extra: Record<string, string> = {}) {
    const order = await newOrder(amount);
    const fields = {
      key_id: KEY_ID,
      order_id: order.id,
      amount: String(amount),
      name: '<script>alert("goats")</script> Hill Farm',
      description: 'Two kids & a doe',
      'prefill[contact]': '+919812345678',
      callback_url: callbackUrl,
      ...extra,
    };
    return { order, fields };
  }

  /** Shows the page for the form, then presses one of its buttons. */
  async function choose(fields: Record<string, string>, choice: 'success' | 'failure' | 'later') {
    const page = await postForm(`${standin.url}/v1/checkout/embedded`, fields);
    expect(page.status).toBe(200);
    const form = readForm(await page.text());
    return postForm(new URL(form.action, standin.url).href, { ...form.fields, choice });
  }

  it('shows a demo page that names the amount and escapes everything it echoes', async () => {
    const { fields } = await checkoutForm(123450);
    const page = await postForm(`${standin.url}/v1/checkout/embedded`, fields);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Demo payment page');
    expect(html).toContain('₹1,234.50');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;goats&quot;)&lt;/script&gt; Hill Farm');
    expect(html).toContain('Two kids &amp; a doe');
    for (const label of ['Pay (success)', 'Fail payment', 'Pay later'])
      expect(html).toContain(`>${label}</button>`);
    // The choice itself needs no script: the buttons submit a plain form.
    expect(html).not.toContain('<script');

    const query = new URLSearchParams(fields).toString();
    const byGet = await fetch(`${standin.url}/v1/checkout/embedded?${query}`);
    expect(await byGet.text()).toContain('₹1,234.50');
    const wrongKey = await postForm(`${standin.url}/v1/checkout/embedded`, {
      ...fields,
      key_id: 'rzp_test_x',
    });
    expect(wrongKey.status).toBe(400);
    const evil = await postForm(`${standin.url}/v1/checkout/embedded`, {
      ...fields,
      callback_url: 'javascript:alert(1)',
    });
    expect(evil.status).toBe(400);
  });

  it('on success, posts the ids and a signature the SDK verifies to callback_url', async () => {
    const { order, fields } = await checkoutForm(25000);
    const done = await choose(fields, 'success');
    expect(done.status).toBe(200);
    const html = await done.text();
    const back = readForm(html);
    expect(back.action).toBe(callbackUrl);
    expect(Object.keys(back.fields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(back.fields.razorpay_order_id).toBe(order.id);
    const ids = { order_id: order.id, payment_id: back.fields.razorpay_payment_id ?? '' };
    expect(validatePaymentVerification(ids, back.fields.razorpay_signature ?? '', KEY_SECRET)).toBe(true);
    // Submitted at once by a script the page's policy allows by nonce, and by hand with Continue.
    expect(html).toContain('<button type="submit">Continue</button>');
    const nonce = /script-src 'nonce-([^']+)'/.exec(done.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);

    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 25000 });
    expect(await rzp.payments.fetch(ids.payment_id)).toMatchObject({
      status: 'captured',
      contact: '+919812345678',
      method: 'upi',
    });
    const again = await postForm(`${standin.url}/v1/checkout/embedded`, fields);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already been paid');
  });

  it("on failure, posts Razorpay's error fields to callback_url and leaves the order unpaid", async () => {
    const { order, fields } = await checkoutForm(25000);
    const back = readForm(await (await choose(fields, 'failure')).text());
    expect(back.action).toBe(callbackUrl);
    expect(back.fields).toMatchObject({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[source]': 'customer',
      'error[step]': 'payment_authentication',
      'error[reason]': 'payment_cancelled',
    });
    expect(back.fields['error[description]']).toBeTruthy();
    const metadata = JSON.parse(back.fields['error[metadata]'] ?? '{}');
    expect(metadata.order_id).toBe(order.id);
    expect((await rzp.payments.fetch(metadata.payment_id)).status).toBe('failed');
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
    await standin.webhooksSettled();
    expect(receiver.about(metadata.payment_id).map((h) => h.body.event)).toEqual(['payment.failed']);
  });

  it('on pay later, goes to cancel_url (or back to callback_url with no payment) and leaves the order as it was', async () => {
    const cancelUrl = 'http://127.0.0.1:9/shop/checkout?order=FARM-9';
    const { order, fields } = await checkoutForm(25000, { cancel_url: cancelUrl });
    const left = await choose(fields, 'later');
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(cancelUrl);

    const { order: second, fields: noCancel } = await checkoutForm(25000);
    const back = readForm(await (await choose(noCancel, 'later')).text());
    expect(back).toEqual({ action: callbackUrl, fields: {} });
    for (const id of [order.id, second.id]) {
      expect(await rzp.orders.fetch(id)).toMatchObject({ status: 'created', attempts: 0 });
      expect((await rzp.orders.fetchPayments(id)).count).toBe(0);
    }
  });
});

describe('mounted in another Fastify app', () => {
  it('serves the API, checkout and its own 404 under the prefix', async () => {
    const host = Fastify();
    host.get('/api/health', async () => ({ ok: true }));
    await host.register(
      razorpayStandin({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET }),
      { prefix: '/demo-razorpay' },
    );
    await host.listen({ host: '127.0.0.1', port: 0 });
    try {
      const origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
      const mounted = sdkAt(`${origin}/demo-razorpay/`);
      const order = await mounted.orders.create({ amount: 500, currency: 'INR' });
      expect(await mounted.orders.fetch(order.id)).toEqual(order);
      await expect(rzp.orders.fetch(order.id)).rejects.toMatchObject({ statusCode: 400 });

      const page = await postForm(`${origin}/demo-razorpay/v1/checkout/embedded`, {
        key_id: KEY_ID,
        order_id: order.id,
        callback_url: 'http://127.0.0.1:9/callback',
      });
      expect(readForm(await page.text()).action).toBe('/demo-razorpay/v1/checkout/embedded/demo-choice');
      const missing = await fetch(`${origin}/demo-razorpay/v1/nothing`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as any).error.code).toBe('BAD_REQUEST_ERROR');
      expect(await (await fetch(`${origin}/api/health`)).json()).toEqual({ ok: true });
    } finally {
      await host.close();
    }
  });
});
