import { deliveryFeeFor } from '@farm/contract/plain/delivery';
import { type Fixture, SHOPPER_PASSWORD } from '../catalogue/generate.js';
import type { RequestSpec } from '../load/types.js';
import type { Scenario } from './types.js';

/** Shopper id → access token. */
export type Tokens = Map<number, string>;

type Caller = (
  path: string,
  init: { method: string; body?: string; headers?: Record<string, string> },
) => Promise<{ status: number; body: string }>;

/** Signs the fixture's shoppers in through the real login route, two at a time (argon2 is slow). */
export async function signInShoppers(fixture: Fixture, call: Caller): Promise<Tokens> {
  const tokens: Tokens = new Map();
  const queue = [...fixture.shoppers];
  const worker = async () => {
    for (let shopper = queue.shift(); shopper; shopper = queue.shift()) {
      const res = await call('/api/customer/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: shopper.mobileNumber, password: SHOPPER_PASSWORD }),
      });
      if (res.status !== 200)
        throw new Error(`sign-in of ${shopper.mobileNumber}: ${res.status} ${res.body}`);
      tokens.set(shopper.id, (JSON.parse(res.body) as { response: { jwtToken: string } }).response.jwtToken);
    }
  };
  await Promise.all([worker(), worker()]);
  return tokens;
}

const bearer = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` });

/** A signed-in customer's cart read, and add-to-cart (which sets a line's quantity). */
export function customerScenarios(fixture: Fixture, tokens: Tokens): Scenario[] {
  const reads: RequestSpec[] = fixture.shoppers.map((s) => ({
    method: 'GET',
    path: `/api/customer/cart/${s.id}`,
    headers: bearer(tokens.get(s.id)),
  }));
  const adds: RequestSpec[] = fixture.shoppers.flatMap((s, i) =>
    [0, 1, 2, 3].map((k) => ({
      method: 'GET' as const,
      path: `/api/product/add-to-cart?productId=${fixture.checkout.plenty[(i + k) % fixture.checkout.plenty.length]}&Quantity=${1 + k}&customerId=${s.id}`,
      headers: bearer(tokens.get(s.id)),
    })),
  );
  return [
    { id: 'cart-read', title: 'cart read (signed in)', requests: reads, goals: [] },
    { id: 'cart-add', title: 'add to cart (signed in)', requests: adds, goals: [] },
  ];
}

/** India's calendar day `days` after today (delivery days are India's). */
function indiaDay(days: number): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
}

/**
 * Checkouts of one or two products by each shopper in turn, every tenth with the scarce product;
 * `ONLINE` places orders awaiting payment (stock held), as "Pay online" does before the provider.
 * Each books its delivery as the cart does: a day from two to six days ahead (past every cut-off)
 * in the roomy slot, or, every tenth order, the small slot of a day of its own per run, which fills
 * (`smallSlotDaysAhead`: a run after these two gives its own day, so that its slot fills afresh).
 */
export function checkoutRequests(
  fixture: Fixture,
  tokens: Tokens,
  paymentMethod: 'COD' | 'ONLINE' = 'COD',
  smallSlotDaysAhead: number = paymentMethod === 'COD' ? 2 : 3,
): RequestSpec[] {
  const { plenty, scarce, prices, delivery } = fixture.checkout;
  const smallSlotDay = indiaDay(smallSlotDaysAhead);
  // Round by round, each shopper's k-th order: the connections' concurrent requests are different
  // customers' checkouts, as in a shop. Shopper by shopper, the ten in flight were mostly one
  // customer's, queued behind that customer's own lock (checkout-guards.ts), which measured that lock.
  return Array.from({ length: 20 }, (_, k) =>
    fixture.shoppers.map((s, i) => {
      const lines = [{ productId: plenty[(i * 7 + k) % plenty.length] as number, quantity: 1 }];
      if ((i + k) % 10 === 0) lines.push({ productId: scarce, quantity: 1 });
      const subtotal = lines.reduce((sum, l) => sum + (prices[l.productId] ?? 0) * l.quantity, 0);
      const expectedTotal = subtotal + deliveryFeeFor(delivery, subtotal);
      const slot =
        (i + k) % 10 === 5
          ? { date: smallSlotDay, slotId: delivery.smallSlotId }
          : { date: indiaDay(2 + ((i + k) % 5)), slotId: delivery.roomySlotId };
      return {
        method: 'POST' as const,
        path: `/api/orders/products?customerId=${s.id}&addressId=${s.addressId}`,
        headers: { ...bearer(tokens.get(s.id)), 'content-type': 'application/json' },
        body: JSON.stringify({ productDetails: lines, expectedTotal, paymentMethod, delivery: slot }),
        // Each with a key of its own, as the storefront sends every checkout (use-place-order.ts).
        idempotent: true,
      };
    }),
  ).flat();
}
