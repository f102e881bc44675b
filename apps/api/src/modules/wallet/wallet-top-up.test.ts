import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { TEST_RAZORPAY_KEYS, type TestApp } from '../../test/test-app.js';
import { createPaymentWorld, type PaymentWorld } from '../payment/payment-test-fixtures.js';

// Decision 0054's addendum: a top-up is paid through payment's provider (here its stand-in, over
// real HTTP both ways) and credits the wallet once, whoever reports the payment and however often.

let world: PaymentWorld;
let t: TestApp;
beforeAll(async () => {
  world = await createPaymentWorld();
  t = world.t;
});
afterAll(() => world.close());

async function startTopUp(who: TestCustomer, amountPaise: number, key = randomUUID()) {
  return t.call('POST', '/api/wallet/top-ups', {
    token: who.token,
    headers: { 'idempotency-key': key },
    body: { amountPaise },
  });
}

function postCallback(topUpId: number, fields: Record<string, string>) {
  return t.call('POST', `/api/wallet/top-ups/callback?topUp=${topUpId}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function walletOf(who: TestCustomer) {
  const res = await t.call('GET', '/api/wallet', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response as { balance: number; entries: { amount: number; reason: string }[] };
}

/** A webhook body signed as Razorpay signs it, under an event id of its own (a fresh delivery). */
function signedWebhook(body: string) {
  const signature = createHmac('sha256', TEST_RAZORPAY_KEYS.webhookSecret).update(body).digest('hex');
  return t.call('POST', '/api/payments/razorpay/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': `evt_replay_${randomUUID()}`,
    },
    body,
  });
}

describe('topping up the wallet by online payment', () => {
  it("answers hosted checkout's form as an order's payment does, once per key", async () => {
    const meena = await createCustomer(t, 'Meena');
    const key = randomUUID();
    const first = await startTopUp(meena, 50_000, key);
    expect(first.statusCode, first.body).toBe(201);
    const start = first.data.response;
    expect(start).toMatchObject({
      provider: 'razorpay',
      amount: 50_000,
      topUp: { amountPaise: 50_000, status: 'PENDING', paidAt: null },
      fields: { amount: '50000', currency: 'INR', key_id: TEST_RAZORPAY_KEYS.keyId },
    });
    expect(start.fields.order_id).toMatch(/^order_/);
    expect(start.fields.callback_url).toContain(`/api/wallet/top-ups/callback?topUp=${start.topUp.id}`);

    const again = await startTopUp(meena, 50_000, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.response.fields.order_id).toBe(start.fields.order_id);

    const otherAmount = await startTopUp(meena, 60_000, key);
    expect(otherAmount.statusCode, otherAmount.body).toBe(422);
    expect(otherAmount.data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await walletOf(meena)).balance).toBe(0);
  });

  it('refuses an amount outside the limits, naming the field', async () => {
    const ravi = await createCustomer(t, 'Ravi');
    for (const amountPaise of [4_999, 1_000_001, 12.5]) {
      const res = await startTopUp(ravi, amountPaise);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.data)).toContain('amountPaise');
    }
    const anonymous = await t.call('POST', '/api/wallet/top-ups', { body: { amountPaise: 50_000 } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('credits once when the callback, the webhooks and a replayed webhook all report the payment', async () => {
    const selvi = await createCustomer(t, 'Selvi');
    const start = (await startTopUp(selvi, 75_000)).data.response;
    const before = world.razorpay.events().length;
    const paid = world.razorpay.payOrder(start.fields.order_id, 'success');
    if (paid.outcome !== 'success') throw new Error('expected a payment');
    const back = await postCallback(start.topUp.id, paid.callback);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/wallet?topUp=${start.topUp.id}&payment=paid`);
    await world.razorpay.webhooksSettled();

    const captured = world.razorpay
      .events()
      .slice(before)
      .find((e) => e.event === 'payment.captured');
    if (!captured) throw new Error('no capture event');
    expect((await world.razorpay.resendEvent(captured.id)).status).toBe(200);
    // A replay under a new event id passes the webhook's own deduplication: the top-up still credits once.
    expect((await signedWebhook(captured.body)).statusCode).toBe(200);
    expect((await postCallback(start.topUp.id, paid.callback)).headers.location).toContain('payment=paid');

    const wallet = await walletOf(selvi);
    expect(wallet.balance).toBe(75_000);
    expect(wallet.entries).toEqual([expect.objectContaining({ amount: 75_000, reason: 'TOP_UP' })]);
    const topUp = await t.call('GET', `/api/wallet/top-ups/${start.topUp.id}`, { token: selvi.token });
    expect(topUp.data.response).toMatchObject({ status: 'PAID', amountPaise: 75_000 });
    expect(topUp.data.response.paidAt).not.toBeNull();
  });

  it('credits from the webhook alone when the browser never came back', async () => {
    const kala = await createCustomer(t, 'Kala');
    const start = (await startTopUp(kala, 20_000)).data.response;
    world.razorpay.payOrder(start.fields.order_id, 'success');
    await world.razorpay.webhooksSettled();
    expect((await walletOf(kala)).balance).toBe(20_000);
  });

  it('credits nothing for a failed payment or a forged callback', async () => {
    const arun = await createCustomer(t, 'Arun');
    const start = (await startTopUp(arun, 30_000)).data.response;
    const failed = world.razorpay.payOrder(start.fields.order_id, 'failure');
    if (failed.outcome !== 'failure') throw new Error('expected a failure');
    const back = await postCallback(start.topUp.id, {
      'error[code]': failed.error.code,
      'error[description]': failed.error.description,
      'error[metadata]': JSON.stringify(failed.error.metadata),
    });
    expect(back.headers.location).toBe(`/wallet?topUp=${start.topUp.id}&payment=failed`);
    await world.razorpay.webhooksSettled();
    const forged = await postCallback(start.topUp.id, {
      razorpay_order_id: start.fields.order_id,
      razorpay_payment_id: 'pay_forged000000',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.headers.location).toContain('payment=failed');
    expect((await walletOf(arun)).balance).toBe(0);
    const topUp = await t.call('GET', `/api/wallet/top-ups/${start.topUp.id}`, { token: arun.token });
    expect(topUp.data.response.status).toBe('FAILED');
  });

  it("keeps one customer's top-up from another", async () => {
    const owner = await createCustomer(t, 'Owner');
    const stranger = await createCustomer(t, 'Stranger');
    const start = (await startTopUp(owner, 10_000)).data.response;
    const res = await t.call('GET', `/api/wallet/top-ups/${start.topUp.id}`, { token: stranger.token });
    expect(res.statusCode).toBe(404);
  });
});
