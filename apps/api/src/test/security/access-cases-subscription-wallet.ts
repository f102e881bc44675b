import { randomUUID } from 'node:crypto';
import { indiaToday } from '../../lib/dates.js';
import { addDays } from '../../modules/delivery/index.js';
import { signSkipLink, skipLinkSecret } from '../../modules/subscription/index.js';
import type { AccessTable, BuildContext } from './access-cases.js';
import { call } from './security-call.js';
import type { World } from './security-world.js';

/**
 * Subscriptions need an own-delivery area with a slot serving customer A's address (642001). It is
 * made the first time a subscription case runs: these cases come last in the matrix, so no order
 * case before them meets a slot it did not ask for.
 */
const subscriptionOf = new WeakMap<World, Promise<{ id: number; slotId: number }>>();

async function ok(w: World, method: string, url: string, token: string, body?: unknown) {
  const res = await call(w.t, method, url, { token, body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
  return (JSON.parse(res.body) as { response: Record<string, unknown> }).response;
}

export function aliceSubscription(w: World) {
  let made = subscriptionOf.get(w);
  if (!made) {
    made = (async () => {
      const admin = w.t.auth.admin;
      const slotId = (await vanSlotAt642001(w)) ?? (await openVanArea(w));
      await ok(w, 'PUT', `/api/subscription-products/${w.product.id}`, admin, { subscribable: true });
      const created = await ok(w, 'POST', '/api/subscriptions', w.a.token, {
        addressId: w.a.addressId,
        slotId,
        startDay: dayAhead(3),
        pattern: { kind: 'DAILY', lines: [{ productId: w.product.id, quantity: 1 }] },
      });
      return { id: created.id as number, slotId };
    })();
    subscriptionOf.set(w, made);
  }
  return made;
}

type Area = { kind: string; active: boolean; pincodes: string[]; slots: { id: number; active: boolean }[] };

/** The slot of an own-delivery area that already serves 642001 (the demo farm's Pollachi van). */
async function vanSlotAt642001(w: World): Promise<number | undefined> {
  const areas = (await ok(w, 'GET', '/api/delivery-areas', w.t.auth.admin)) as unknown as Area[];
  const area = areas.find(
    (a) => a.kind === 'OWN' && a.active && a.pincodes.some((p) => '642001'.startsWith(p)),
  );
  return area?.slots.find((s) => s.active)?.id;
}

async function openVanArea(w: World): Promise<number> {
  const area = await ok(w, 'POST', '/api/delivery-areas', w.t.auth.admin, {
    name: 'Matrix van',
    kind: 'OWN',
    pincodes: ['642001'],
    deliveryFee: 3000,
    slots: [{ startsAt: '05:00', endsAt: '08:00', capacity: 40 }],
  });
  return (area.slots as { id: number }[])[0]?.id as number;
}

/** A day far enough ahead that its cut-off has not passed (India's today plus `days`). */
function dayAhead(days: number) {
  return addDays(indiaToday(), days);
}

/** A change of customer A's subscription: B gets 404 for A's id, staff 403 (customers only). */
function change(path: string, body: (ctx: BuildContext) => unknown) {
  return {
    access: 'owner-customer' as const,
    foreign: 404 as const,
    build: async (ctx: BuildContext) => ({
      url: `/api/subscriptions/${(await aliceSubscription(ctx.w)).id}${path}`,
      body: body(ctx),
    }),
  };
}

/** Customer A's top-up (started once per world): B gets 404 for its id. */
const topUpOf = new WeakMap<World, Promise<number>>();
function aliceTopUp(w: World) {
  let made = topUpOf.get(w);
  if (!made) {
    made = ok(w, 'POST', '/api/wallet/top-ups', w.a.token, { amountPaise: 10_000 }).then(
      (start) => (start.topUp as { id: number }).id,
    );
    topUpOf.set(w, made);
  }
  return made;
}

/** The wallet and subscriptions (issue 34): customers on their own, staff credit and choose products. */
export const subscriptionWalletCases: AccessTable = {
  'POST /api/wallet/top-ups': {
    access: 'self',
    build: () => ({ url: '/api/wallet/top-ups', body: { amountPaise: 10_000 } }),
  },
  'GET /api/wallet/top-ups/{id}': {
    access: 'owner-customer',
    foreign: 404,
    build: async ({ w }) => ({ url: `/api/wallet/top-ups/${await aliceTopUp(w)}` }),
  },
  // Anyone may come back from hosted checkout: only the payment's signature makes it count.
  'POST /api/wallet/top-ups/callback': {
    access: 'public',
    build: async ({ w }) => ({ url: `/api/wallet/top-ups/callback?topUp=${await aliceTopUp(w)}`, body: {} }),
  },
  'GET /api/wallet': { access: 'self', build: () => ({ url: '/api/wallet' }) },
  'GET /api/wallets/{customerId}': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/wallets/${owner.id}` }),
  },
  'POST /api/wallets/{customerId}/credits': {
    access: 'staff',
    build: ({ owner }) => ({
      url: `/api/wallets/${owner.id}/credits`,
      body: { amount: 1_000, reason: 'STAFF_CREDIT', note: 'Spoilt milk', idempotencyKey: randomUUID() },
    }),
  },
  'GET /api/subscription-products': {
    access: 'public',
    build: () => ({ url: '/api/subscription-products' }),
  },
  'PUT /api/subscription-products/{productId}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/subscription-products/${w.product.id}`, body: { subscribable: true } }),
  },
  'POST /api/subscriptions': {
    access: 'owner-customer',
    foreign: 404,
    build: async ({ w, owner }) => ({
      url: '/api/subscriptions',
      body: {
        addressId: owner.addressId,
        slotId: (await aliceSubscription(w)).slotId,
        startDay: dayAhead(4),
        pattern: { kind: 'DAILY', lines: [{ productId: w.product.id, quantity: 2 }] },
      },
    }),
  },
  'GET /api/subscriptions': { access: 'self', build: () => ({ url: '/api/subscriptions' }) },
  'GET /api/subscriptions/{id}/calendar': {
    access: 'owner-customer',
    foreign: 404,
    build: async ({ w }) => ({
      url: `/api/subscriptions/${(await aliceSubscription(w)).id}/calendar?days=3`,
    }),
  },
  'POST /api/subscriptions/{id}/skip': change('/skip', () => ({ day: dayAhead(5) })),
  'POST /api/subscriptions/{id}/day-quantity': change('/day-quantity', ({ w }) => ({
    day: dayAhead(6),
    productId: w.product.id,
    quantity: 3,
  })),
  'POST /api/subscriptions/{id}/pause': change('/pause', () => ({
    fromDay: dayAhead(7),
    untilDay: dayAhead(8),
  })),
  'POST /api/subscriptions/{id}/resume': change('/resume', () => ({ fromDay: dayAhead(8) })),
  'POST /api/subscriptions/{id}/pattern': change('/pattern', ({ w }) => ({
    fromDay: dayAhead(9),
    pattern: { kind: 'ALTERNATE', lines: [{ productId: w.product.id, quantity: 1 }] },
  })),
  'POST /api/subscriptions/{id}/cancel': change('/cancel', () => ({ fromDay: dayAhead(20) })),
  // The reminder's skip link: no sign-in, the signed token is the right (issue 34.2).
  'GET /api/subscription-skip/{token}': {
    access: 'public',
    build: async ({ w }) => ({ url: `/api/subscription-skip/${await aliceSkipLink(w)}` }),
  },
  'POST /api/subscription-skip/{token}': {
    access: 'public',
    build: async ({ w }) => ({ url: `/api/subscription-skip/${await aliceSkipLink(w)}` }),
  },
  // Staff on a customer's call (issue 34.6): staff and admins, never a customer or a delivery person.
  'GET /api/admin/subscriptions': { access: 'staff', build: () => ({ url: '/api/admin/subscriptions' }) },
  'GET /api/admin/subscriptions/customers/{customerId}': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/admin/subscriptions/customers/${owner.id}` }),
  },
  'POST /api/admin/subscriptions/{id}/skip': staffChange('/skip', () => ({ day: dayAhead(11) })),
  'POST /api/admin/subscriptions/{id}/day-quantity': staffChange('/day-quantity', ({ w }) => ({
    day: dayAhead(12),
    productId: w.product.id,
    quantity: 2,
  })),
  'POST /api/admin/subscriptions/{id}/pause': staffChange('/pause', () => ({
    fromDay: dayAhead(13),
    untilDay: dayAhead(14),
  })),
  'POST /api/admin/subscriptions/{id}/resume': staffChange('/resume', () => ({ fromDay: dayAhead(14) })),
  'POST /api/admin/subscriptions/{id}/pattern': staffChange('/pattern', ({ w }) => ({
    fromDay: dayAhead(15),
    pattern: { kind: 'DAILY', lines: [{ productId: w.product.id, quantity: 1 }] },
  })),
  'POST /api/admin/subscriptions/{id}/cancel': staffChange('/cancel', () => ({ fromDay: dayAhead(21) })),
};

/** A skip link for customer A's subscription, ten days ahead (its cut-off far off). */
async function aliceSkipLink(w: World) {
  const { id } = await aliceSubscription(w);
  return signSkipLink(await skipLinkSecret(w.t.db), id, dayAhead(10));
}

/** A change of customer A's subscription made by staff on her call. */
function staffChange(path: string, body: (ctx: BuildContext) => unknown) {
  return {
    access: 'staff' as const,
    build: async (ctx: BuildContext) => ({
      url: `/api/admin/subscriptions/${(await aliceSubscription(ctx.w)).id}${path}`,
      body: body(ctx),
    }),
  };
}
