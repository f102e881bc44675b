import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { debit } from './wallet.service.js';

describe('the wallet over HTTP: the customer reads their own, staff credit with a reason', () => {
  let t: TestApp;
  let meena: TestCustomer;
  let ravi: TestCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    meena = await createCustomer(t, 'Meena');
    ravi = await createCustomer(t, 'Ravi');
  });
  afterAll(() => t.close());

  const creditBody = (key: string, amount = 4_500) => ({
    amount,
    reason: 'STAFF_CREDIT',
    note: 'Spoilt milk on Tuesday',
    idempotencyKey: key,
  });

  it('starts at zero with an empty ledger', async () => {
    const res = await t.call('GET', '/api/wallet', { token: meena.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.data.response).toEqual({
      customerId: meena.id,
      balance: 0,
      entries: [],
      page: { number: 1, size: 24, totalElements: 0, totalPages: 0 },
    });
  });

  it('credits once per key: a repeated credit answers the first entry and moves nothing', async () => {
    const key = randomUUID();
    const first = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: creditBody(key),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data.response).toMatchObject({
      amount: 4_500,
      reason: 'STAFF_CREDIT',
      actor: 'STAFF',
      note: 'Spoilt milk on Tuesday',
      balanceAfter: 4_500,
    });
    const again = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: creditBody(key),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.response).toEqual(first.data.response);
    const otherAmount = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: creditBody(key, 9_000),
    });
    expect(otherAmount.statusCode, otherAmount.body).toBe(422);
    expect(otherAmount.data).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      detailCode: 'IDEMPOTENCY_KEY_USED_DIFFERENT_MONEY_EVENT',
    });

    const wallet = await t.call('GET', '/api/wallet', { token: meena.token });
    expect(wallet.data.response.balance).toBe(4_500);
    expect(wallet.data.response.entries).toHaveLength(1);
  });

  it('shows the ledger newest first, paged, and each customer only their own', async () => {
    await debit(t.db, {
      customerId: meena.id,
      amount: 1_500,
      reason: 'DELIVERY',
      idempotencyKey: `delivery:test:${randomUUID()}`,
      actor: 'SHOP',
    });
    const page = await t.call('GET', '/api/wallet?page=1&size=1', { token: meena.token });
    expect(page.data.response.balance).toBe(3_000);
    expect(page.data.response.entries).toEqual([
      expect.objectContaining({
        amount: -1_500,
        reason: 'DELIVERY',
        actor: 'SHOP',
        note: null,
        balanceAfter: 3_000,
      }),
    ]);
    expect(page.data.response.page).toEqual({ number: 1, size: 1, totalElements: 2, totalPages: 2 });

    const own = await t.call('GET', '/api/wallet', { token: ravi.token });
    expect(own.data.response).toMatchObject({ customerId: ravi.id, balance: 0, entries: [] });
    const staffView = await t.call('GET', `/api/wallets/${meena.id}`, { as: 'admin' });
    expect(staffView.data.response.balance).toBe(3_000);
  });

  it('refuses a debit beyond the balance with a code and values, and leaves no ledger row', async () => {
    await expect(
      debit(t.db, {
        customerId: meena.id,
        amount: 3_001,
        reason: 'DELIVERY',
        idempotencyKey: `delivery:test:${randomUUID()}`,
        actor: 'SHOP',
      }),
    ).rejects.toMatchObject({
      code: 'WALLET_BALANCE_TOO_LOW',
      words: { params: { balancePaise: 3_000, amountPaise: 3_001 } },
    });
    const wallet = await t.call('GET', '/api/wallet', { token: meena.token });
    expect(wallet.data.response).toMatchObject({ balance: 3_000, page: { totalElements: 2 } });
  });

  it('lets only staff credit, only customers read /wallet, and answers 404 for an unknown customer', async () => {
    const key = randomUUID();
    const asCustomer = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      token: meena.token,
      body: creditBody(key),
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.call('GET', '/api/wallet', { as: 'staff' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/wallet')).statusCode).toBe(401);
    const unknown = await t.call('POST', '/api/wallets/987654/credits', {
      as: 'staff',
      body: creditBody(key),
    });
    expect(unknown.statusCode).toBe(404);
    const topUp = await t.call('POST', `/api/wallets/${meena.id}/credits`, {
      as: 'staff',
      body: { ...creditBody(key), reason: 'TOP_UP' },
    });
    expect(topUp.statusCode, 'a top-up comes from a payment, not a staff form').toBe(400);
  });
});
