import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { insertOrder } from '../product-fixtures.js';
import type { AccessTable, BuildContext } from './access-cases.js';
import { call } from './security-call.js';
import type { Owner, World } from './security-world.js';

const ROUTE_DAY = '2041-03-01';
let pin = 910000;

/** The customer whose orders the routes carry: not A or B, whose open orders checkout limits. */
const routeCustomers = new WeakMap<World, Promise<Owner>>();
function routeCustomer(w: World): Promise<Owner> {
  const known = routeCustomers.get(w);
  if (known) return known;
  const made = w.newOwner();
  routeCustomers.set(w, made);
  return made;
}

/**
 * A route of its own: a switched-off own-delivery area (it changes no checkout) with one slot, and
 * the owner's order booked on it for a far day. A delivery person calling is given the area first,
 * as the farm would; their routes are the only ones they may open.
 */
async function freshRoute({ w, caller }: BuildContext, status: 'PLACED' | 'SHIPPED' = 'PLACED') {
  pin += 1;
  const area = await call(w.t, 'POST', '/api/delivery-areas', {
    token: w.t.auth.admin,
    body: {
      name: `Route ${pin}`,
      kind: 'OWN',
      pincodes: [String(pin)],
      deliveryFee: 0,
      active: false,
      slots: [{ startsAt: '05:00', endsAt: '08:00', capacity: 10 }],
    },
  });
  if (area.statusCode !== 201) throw new Error(`area: ${area.body}`);
  const areaId: number = area.data.response.id;
  const slotId: number = area.data.response.slots[0].id;
  const orderId = await insertOrder(w.t.db, {
    customerId: (await routeCustomer(w)).id,
    lines: [{ productId: w.product.id, quantity: 1 }],
  });
  await w.t.db
    .update(orders)
    .set({
      status,
      deliveryAreaId: areaId,
      deliverySlotId: slotId,
      deliveryDate: ROUTE_DAY,
      delivery: {
        areaName: `Route ${pin}`,
        kind: 'OWN',
        window: '5–8 am',
        expectedFrom: null,
        expectedTo: null,
      },
    })
    .where(eq(orders.id, orderId));
  if (caller === 'delivery') {
    const given = await call(w.t, 'PUT', `/api/delivery/people/${w.t.rider.id}/areas`, {
      token: w.t.auth.admin,
      body: { areaIds: [areaId] },
    });
    if (given.statusCode !== 200) throw new Error(`areas: ${given.body}`);
  }
  return { areaId, slotId, orderId, query: `date=${ROUTE_DAY}&areaId=${areaId}&slotId=${slotId}` };
}

/** The morning's work (issue 16.3): staff's lists, and the routes a delivery person may open and mark. */
export const deliveryWorkCases: AccessTable = {
  'GET /api/delivery/packing': {
    access: 'staff',
    build: () => ({ url: `/api/delivery/packing?date=${ROUTE_DAY}` }),
  },
  'GET /api/delivery/packing/pdf': {
    access: 'staff',
    build: () => ({ url: `/api/delivery/packing/pdf?date=${ROUTE_DAY}` }),
  },
  'GET /api/delivery/routes': {
    access: 'delivery',
    build: () => ({ url: `/api/delivery/routes?date=${ROUTE_DAY}` }),
  },
  'GET /api/delivery/route': {
    access: 'delivery',
    build: async (ctx) => ({ url: `/api/delivery/route?${(await freshRoute(ctx)).query}` }),
  },
  'GET /api/delivery/route/pdf': {
    access: 'delivery',
    build: async (ctx) => ({ url: `/api/delivery/route/pdf?${(await freshRoute(ctx)).query}` }),
  },
  'PUT /api/delivery/route/order': {
    access: 'staff',
    build: async (ctx) => {
      const { areaId, slotId, orderId } = await freshRoute(ctx);
      return {
        url: '/api/delivery/route/order',
        body: { date: ROUTE_DAY, areaId, slotId, orderIds: [orderId] },
      };
    },
  },
  'POST /api/delivery/stops/{id}': {
    access: 'delivery',
    build: async (ctx) => ({
      url: `/api/delivery/stops/${(await freshRoute(ctx, 'SHIPPED')).orderId}`,
      body: { outcome: 'NOT_HOME' },
    }),
  },
  'POST /api/orders/bulk-status': {
    access: 'staff',
    build: async ({ w }) => ({
      url: '/api/orders/bulk-status',
      body: { orderIds: [await w.fresh.order((await routeCustomer(w)).id)], status: 'PACKED' },
    }),
  },
  'GET /api/delivery/people': { access: 'staff', build: () => ({ url: '/api/delivery/people' }) },
  'PUT /api/delivery/people/{id}/areas': {
    access: 'admin',
    build: ({ w }) => ({ url: `/api/delivery/people/${w.t.rider.id}/areas`, body: { areaIds: [] } }),
  },
  // Returnable bottles (issue 34.5): staff mark products; a customer reads their own.
  'GET /api/bottle-products': { access: 'staff', build: () => ({ url: '/api/bottle-products' }) },
  'PUT /api/bottle-products/{productId}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/bottle-products/${w.product.id}`, body: { returnable: false } }),
  },
  'GET /api/bottles': { access: 'self', build: () => ({ url: '/api/bottles' }) },
};
