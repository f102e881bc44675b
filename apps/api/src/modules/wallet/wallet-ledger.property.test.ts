import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { AppError } from '../../lib/app-error.js';
import { createCustomer } from '../../test/customer-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ledgerSums } from './wallet.repository.js';
import { credit, debit, type MoneyEvent } from './wallet.service.js';
import { debitMany } from './wallet-debits.service.js';

/**
 * The wallet's invariant (decision 0054) under any sequence of credits, debits, repeats of an
 * earlier event's key and bursts of calls at once (on PostgreSQL: truly concurrent transactions):
 * balance = sum of the ledger ≥ 0, each key in the ledger once, and a debit that would go below zero
 * refused with WALLET_BALANCE_TOO_LOW. One at a time, the balance is exactly the model's.
 */

type Call = { kind: 'credit' | 'debit'; amount: number } | { kind: 'repeat'; of: number };
type Action = { calls: Call[] };

const call: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repeat' as const), of: fc.nat(40) }) },
);
// Mostly one call at a time (the model can follow), sometimes a burst of up to six at once.
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ calls: fc.tuple(call).map((c) => [...c]) }) },
  { weight: 1, arbitrary: fc.record({ calls: fc.array(call, { minLength: 2, maxLength: 6 }) }) },
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Sent = { event: MoneyEvent; kind: 'credit' | 'debit' };

async function send(sent: Sent): Promise<'moved' | 'repeated' | 'refused'> {
  try {
    const moved = await (sent.kind === 'credit' ? credit : debit)(t.db, sent.event);
    return moved.repeated ? 'repeated' : 'moved';
  } catch (error) {
    if (error instanceof AppError && error.code === 'WALLET_BALANCE_TOO_LOW') return 'refused';
    throw error;
  }
}

describe('the wallet ledger (property)', () => {
  it('keeps balance = sum of the ledger ≥ 0 under credits, debits, repeats and bursts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        const customer = await createCustomer(t, 'Wallet model');
        const history: Sent[] = [];
        let model = 0;
        const moved = new Set<string>();
        for (const { calls } of actions) {
          const batch = calls.map((c): Sent => {
            if (c.kind === 'repeat' && history.length) return history[c.of % history.length] as Sent;
            const kind = c.kind === 'repeat' ? 'credit' : c.kind;
            const amount = c.kind === 'repeat' ? 100 : c.amount;
            const reason = kind === 'credit' ? 'STAFF_CREDIT' : 'DELIVERY';
            const event: MoneyEvent = {
              customerId: customer.id,
              amount,
              reason,
              idempotencyKey: `model:${randomUUID()}`,
              actor: kind === 'credit' ? 'STAFF' : 'SHOP',
            };
            return { event, kind };
          });
          history.push(...batch);
          const outcomes = await Promise.all(batch.map(send));
          const sums = await ledgerSums(t.db, customer.id);
          expect(sums.balance).toBe(sums.ledger);
          expect(sums.balance).toBeGreaterThanOrEqual(0);
          if (batch.length === 1) {
            // One at a time the model knows the answer: a new key moves money unless it would go
            // below zero; a key that moved money before never moves it again.
            const [sent] = batch as [Sent];
            const [outcome] = outcomes;
            const key = sent.event.idempotencyKey;
            const sign = sent.kind === 'credit' ? 1 : -1;
            if (moved.has(key)) expect(outcome).toBe('repeated');
            else if (sign < 0 && model < sent.event.amount) expect(outcome).toBe('refused');
            else expect(outcome).toBe('moved');
            if (outcome === 'moved') model += sign * sent.event.amount;
            expect(sums.balance).toBe(model);
          } else {
            model = sums.balance;
          }
          batch.forEach((sent, i) => {
            if (outcomes[i] === 'moved') {
              expect(moved.has(sent.event.idempotencyKey), 'a key moved money twice').toBe(false);
              moved.add(sent.event.idempotencyKey);
            }
          });
        }
      }),
      { numRuns: 12 },
    );
  });

  it('debitMany: in order, each debit the balance covers; the rest refused by position; two at once never below zero', async () => {
    const debits = fc.array(fc.integer({ min: 1, max: 8_000 }), { minLength: 1, maxLength: 6 });
    const step = fc.record({
      topUp: fc.integer({ min: 0, max: 20_000 }),
      debits,
      alongside: fc.option(debits),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const customer = await createCustomer(t, 'Batch model');
        let model = 0;
        const events = (amounts: number[]): MoneyEvent[] =>
          amounts.map((amount) => ({
            customerId: customer.id,
            amount,
            reason: 'DELIVERY',
            idempotencyKey: `batch:${randomUUID()}`,
            actor: 'SHOP',
          }));
        const many = (sent: MoneyEvent[]) => transactionRetryingDeadlocks(t.db, (tx) => debitMany(tx, sent));
        for (const { topUp, debits: amounts, alongside } of steps) {
          if (topUp > 0) {
            await credit(t.db, {
              ...events([topUp])[0],
              reason: 'STAFF_CREDIT',
              actor: 'STAFF',
            } as MoneyEvent);
            model += topUp;
          }
          if (alongside) {
            // Two batches at once (truly concurrent on PostgreSQL): the wallet's lock takes turns.
            await Promise.all([many(events(amounts)), many(events(alongside))]);
            model = (await ledgerSums(t.db, customer.id)).balance;
          } else {
            const refused = await many(events(amounts));
            const expected: number[] = [];
            for (const [i, amount] of amounts.entries()) {
              if (model >= amount) model -= amount;
              else expected.push(i);
            }
            expect([...refused.keys()]).toEqual(expected);
            for (const error of refused.values()) expect(error.code).toBe('WALLET_BALANCE_TOO_LOW');
          }
          const sums = await ledgerSums(t.db, customer.id);
          expect(sums.balance).toBe(sums.ledger);
          expect(sums.balance).toBe(model);
          expect(sums.balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('refuses the same key for a different event, and moves nothing', async () => {
    const customer = await createCustomer(t, 'Key reuse');
    const event: MoneyEvent = {
      customerId: customer.id,
      amount: 5_000,
      reason: 'STAFF_CREDIT',
      idempotencyKey: `reuse:${randomUUID()}`,
      actor: 'STAFF',
    };
    await credit(t.db, event);
    await expect(credit(t.db, { ...event, amount: 6_000 })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await expect(debit(t.db, event)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ledgerSums(t.db, customer.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });
});
