import type { Fixture } from '../catalogue/generate.js';
import type { Tokens } from '../scenarios/customer.js';
import { type Answer, type Client, inTurns } from './client.js';

/** A PIN code no generated address has: the back office's own area, apart from checkout's (641001). */
export const AREA_PINCODE = '642002';
const DAY = 24 * 60 * 60 * 1000;

export type BenchArea = {
  id: number;
  /** The route under measure (500 orders), and the slot the paid-online orders go to. */
  routeSlot: number;
  laterSlot: number;
  /** India days: the route's, and the next one. */
  routeDay: string;
  laterDay: string;
  /** Shopper id → their address in the area. */
  addresses: Map<number, number>;
};

const indiaDay = (ms: number) => new Date(ms + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * An own-delivery area as staff would make it (the admin's API), with two large slots that close
 * the evening before, and an address in it for each signed-in shopper.
 */
export async function makeBenchArea(staff: Client, fixture: Fixture, tokens: Tokens): Promise<BenchArea> {
  const slot = (startsAt: string, endsAt: string) => ({
    startsAt,
    endsAt,
    capacity: 10_000,
    cutoffDaysBefore: 1,
    cutoffTime: '23:30',
  });
  const area = await staff.ok<{ id: number; slots: { id: number }[] }>(
    'POST',
    '/api/delivery-areas',
    {
      name: 'Pollachi town (bench)',
      kind: 'OWN',
      pincodes: [AREA_PINCODE],
      deliveryFee: 0,
      slots: [slot('06:00', '09:00'), slot('16:00', '19:00')],
    },
    undefined,
    201,
  );
  const [routeSlot, laterSlot] = area.slots.map((s) => s.id);
  if (routeSlot === undefined || laterSlot === undefined) throw new Error('the area answered no slots');
  const addresses = new Map<number, number>();
  const signedIn = fixture.shoppers.filter((s) => tokens.has(s.id));
  await inTurns(signedIn, 4, async (shopper) => {
    const address = await staff.ok<{ id: number }>(
      'POST',
      '/api/address',
      {
        customerId: shopper.id,
        name: `Shopper ${shopper.id}`,
        mobileNumber: shopper.mobileNumber,
        line1: `${shopper.id} Market Road`,
        city: 'Pollachi',
        state: 'Tamil Nadu',
        pincode: AREA_PINCODE,
      },
      undefined,
      201,
    );
    addresses.set(shopper.id, address.id);
  });
  // Two days on: the slots' cut-off (the evening before) cannot pass during the run.
  const now = Date.now();
  return {
    id: area.id,
    routeSlot,
    laterSlot,
    routeDay: indiaDay(now + 2 * DAY),
    laterDay: indiaDay(now + 3 * DAY),
    addresses,
  };
}

type Placed = { orders: { id: number; total: number }[] };
type PriceChanged = { priceChange?: { breakdown: { total: number } } };

const notYetKnown = (answer: Answer) =>
  answer.status === 409 &&
  ['NOT_DELIVERABLE', 'SLOT_UNAVAILABLE'].includes(answer.json<{ code?: string }>().code ?? '');

/**
 * Places `count` orders through the storefront's checkout, the signed-in shoppers in turn, each one
 * to three units of the never-sold-out products, delivered in the area's slot on a day. The total
 * sent is the one the shop answers (a 409 PRICE_CHANGED says it), as a customer's page shows it.
 */
export async function placeAreaOrders(
  client: Client,
  fixture: Fixture,
  tokens: Tokens,
  area: BenchArea,
  order: { count: number; slotId: number; date: string; paymentMethod: 'COD' | 'ONLINE' },
): Promise<{ id: number; customerId: number }[]> {
  const shoppers = fixture.shoppers.filter((s) => area.addresses.has(s.id));
  const { plenty, prices } = fixture.checkout;
  const requests = Array.from({ length: order.count }, (_, n) => {
    const shopper = shoppers[n % shoppers.length];
    if (!shopper) throw new Error('no shopper with an address in the area');
    const lines = Array.from({ length: 1 + (n % 3) }, (_, k) => ({
      productId: plenty[(n * 3 + k) % plenty.length] as number,
      quantity: 1 + ((n + k) % 2),
    }));
    return { shopper, lines };
  });
  const ids = await inTurns(requests, 4, async ({ shopper, lines }) => {
    const path = `/api/orders/products?customerId=${shopper.id}&addressId=${area.addresses.get(shopper.id)}`;
    const token = tokens.get(shopper.id);
    const body = {
      productDetails: lines,
      expectedTotal: lines.reduce((sum, l) => sum + (prices[l.productId] ?? 0) * l.quantity, 0),
      paymentMethod: order.paymentMethod,
      delivery: { date: order.date, slotId: order.slotId },
    };
    let answer = await client.call('POST', path, body, token);
    // Another API process may not have heard of the new area yet (staff writes are announced).
    for (let tries = 0; tries < 20 && notYetKnown(answer); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await client.call('POST', path, body, token);
    }
    const changed = answer.status === 409 ? answer.json<PriceChanged>().priceChange : undefined;
    if (changed)
      answer = await client.call('POST', path, { ...body, expectedTotal: changed.breakdown.total }, token);
    if (answer.status !== 201) {
      throw new Error(
        `checkout in the bench area: ${answer.status} ${answer.bytes.toString('utf8').slice(0, 300)}`,
      );
    }
    const placed = answer.json<{ response: Placed }>().response;
    return placed.orders.map((o) => ({ id: o.id, customerId: shopper.id }));
  });
  return ids.flat();
}
