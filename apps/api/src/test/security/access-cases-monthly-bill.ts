import { randomUUID } from 'node:crypto';
import { OPEN_ORDER_STATUSES } from '@farm/contract/plain/statuses';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders, subscriptionDeliveries } from '../../db/schema.js';
import { indiaToday } from '../../lib/dates.js';
import { setMonthlyBill } from '../../modules/wallet/index.js';
import type { AccessTable } from './access-cases.js';
import { aliceSubscription } from './access-cases-subscription-wallet.js';
import { call } from './security-call.js';
import type { Owner, World } from './security-world.js';

/**
 * The monthly bill (issue 34.3). A customer pays the bill online only when something is due, so
 * the first case that needs it puts the owner on the bill with one billed day: an order of theirs,
 * delivered today, recorded as a subscription's day (the bill counts exactly those).
 */
const billed = new WeakMap<World, Map<number, Promise<void>>>();
function owing(w: World, owner: Owner): Promise<void> {
  const byOwner = billed.get(w) ?? new Map<number, Promise<void>>();
  billed.set(w, byOwner);
  let made = byOwner.get(owner.id);
  if (!made) {
    made = (async () => {
      const subscription = await aliceSubscription(w);
      await setMonthlyBill(w.t.db, owner.id, true);
      // One of the owner's open orders (the order cases have placed many), made a bill's day worth
      // more than the credits and payments the staff cases record before.
      const [open] = await w.t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, owner.id), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
        .orderBy(desc(orders.id))
        .limit(1);
      if (!open) throw new Error(`customer ${owner.id} has no open order to bill`);
      const orderId = open.id;
      const [order] = await w.t.db
        .update(orders)
        .set({
          deliveryDate: indiaToday(),
          paymentMethod: 'MONTHLY_BILL',
          paymentStatus: 'UNPAID',
          total: 100_000,
        })
        .where(eq(orders.id, orderId))
        .returning({ total: orders.total });
      // One day per owner on the one subscription the matrix has: the day only has to be unique.
      await w.t.db.insert(subscriptionDeliveries).values({
        subscriptionId: subscription.id,
        day: `2000-01-${String((owner.id % 28) + 1).padStart(2, '0')}`,
        outcome: 'GENERATED',
        orderId,
        amount: order?.total ?? 0,
      });
    })();
    byOwner.set(owner.id, made);
  }
  return made;
}

/** Customer A's online bill payment (started once per world): its id for the callback. */
const paymentOf = new WeakMap<World, Promise<number>>();
function aliceBillPayment(w: World): Promise<number> {
  let made = paymentOf.get(w);
  if (!made) {
    made = (async () => {
      await owing(w, w.a);
      const res = await call(w.t, 'POST', '/api/wallet/bill-payments', {
        token: w.a.token,
        headers: { 'idempotency-key': randomUUID() },
      });
      if (res.statusCode >= 300) throw new Error(`bill payment: ${res.body}`);
      return (JSON.parse(res.body).response.billPayment as { id: number }).id;
    })();
    paymentOf.set(w, made);
  }
  return made;
}

const month = () => indiaToday().slice(0, 7);

export const monthlyBillCases: AccessTable = {
  'GET /api/wallets/{customerId}/monthly-bill': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/wallets/${owner.id}/monthly-bill` }),
  },
  'PUT /api/wallets/{customerId}/monthly-bill': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/wallets/${owner.id}/monthly-bill`, body: { monthlyBill: true } }),
  },
  'GET /api/wallets/{customerId}/statements/{month}': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/wallets/${owner.id}/statements/${month()}` }),
  },
  'GET /api/wallets/{customerId}/statements/{month}/pdf': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/wallets/${owner.id}/statements/${month()}/pdf` }),
  },
  'POST /api/wallets/{customerId}/bill-payments': {
    access: 'staff',
    build: ({ owner }) => ({
      url: `/api/wallets/${owner.id}/bill-payments`,
      body: { amountPaise: 1_000, method: 'CASH', reference: 'Receipt 12', idempotencyKey: randomUUID() },
    }),
  },
  // A credit on the bill needs the owner on it (a prepaid customer's is refused, 422).
  'POST /api/wallets/{customerId}/bill-credits': {
    access: 'staff',
    build: async ({ w, owner }) => {
      await owing(w, owner);
      return {
        url: `/api/wallets/${owner.id}/bill-credits`,
        body: { amountPaise: 1_000, note: 'Spoilt milk', idempotencyKey: randomUUID() },
      };
    },
  },
  'GET /api/wallet/monthly-bill': { access: 'self', build: () => ({ url: '/api/wallet/monthly-bill' }) },
  'GET /api/wallet/statements/{month}/pdf': {
    access: 'self',
    build: () => ({ url: `/api/wallet/statements/${month()}/pdf` }),
  },
  'POST /api/wallet/bill-payments': {
    access: 'self',
    build: async ({ w, owner }) => {
      await owing(w, owner);
      return { url: '/api/wallet/bill-payments', headers: { 'idempotency-key': randomUUID() } };
    },
  },
  // Anyone may come back from hosted checkout: only the payment's signature makes it count.
  'POST /api/wallet/bill-payments/callback': {
    access: 'public',
    build: async ({ w }) => ({
      url: `/api/wallet/bill-payments/callback?billPayment=${await aliceBillPayment(w)}`,
      body: {},
    }),
  },
  'GET /api/reports/subscriptions': {
    access: 'staff',
    build: () => ({ url: `/api/reports/subscriptions?from=${month()}-01&to=${indiaToday()}` }),
  },
  'GET /api/reports/subscriptions/export': {
    access: 'staff',
    build: () => ({
      url: `/api/reports/subscriptions/export?from=${month()}-01&to=${indiaToday()}&table=wallets`,
    }),
  },
};
