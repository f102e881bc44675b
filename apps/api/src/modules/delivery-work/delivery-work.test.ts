import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectNoStoredEnglish } from '../../test/timeline-fixtures.js';
import {
  courierArea,
  createArea,
  fakeClock,
  movePincode,
  ownArea,
} from '../delivery/delivery-test-fixtures.js';

// Wednesday 25 Nov 2026, 19:30 in India: orders now go on Thursday morning's route.
const NOW = '2026-11-25T14:00:00Z';
const THURSDAY = '2026-11-26';

type Stop = {
  orderId: number;
  position: number;
  status: string;
  codToCollect: number;
  outcome: string | null;
};

describe("the morning's work: packing, routes, the delivery person's marks (issue 16.3)", () => {
  let t: TestApp;
  let milk: { id: number; name: string; price: number };
  let ghee: { id: number; name: string; price: number };
  let pollachi: { id: number; slots: { id: number }[] };
  let elsewhere: { id: number; slots: { id: number }[] };
  let meena: Shopper;
  let ravi: Shopper;
  let chennai: Shopper;
  let rider: { id: number; token: string };
  const orderIds = { meena: 0, ravi: 0, courier: 0, anaimalai: 0 };

  async function place(who: Shopper, lines: { productId: number; quantity: number }[], fee: number) {
    const items = lines.reduce(
      (sum, l) => sum + (l.productId === milk.id ? milk.price : ghee.price) * l.quantity,
      0,
    );
    const res = await t.call('POST', `/api/orders/products?customerId=${who.id}&addressId=${who.addressId}`, {
      token: who.token,
      body: { productDetails: lines, expectedTotal: items + fee },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.data.response.orders[0] as { id: number; total: number };
  }

  const route = () => `date=${THURSDAY}&areaId=${pollachi.id}&slotId=${pollachi.slots[0]?.id}`;
  const sheet = async (token?: string) => {
    const res = await t.call('GET', `/api/delivery/route?${route()}`, token ? { token } : { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as { stops: Stop[]; codToCollect: number; areaName: string; window: string };
  };
  const timelineOf = async (id: number) =>
    (await t.call('GET', `/api/orders/${id}`, { as: 'staff' })).data.response as {
      status: string;
      paymentStatus: string;
      timeline: { status: string; note: string | null; systemNote: unknown; actorName: string }[];
      payments: unknown[];
    };

  beforeAll(async () => {
    const clock = fakeClock(NOW);
    t = await createTestApp({ clock: clock.now });
    const milkCategory = await createCategory(t, 'Goat Milk & Curd');
    const gheeCategory = await createCategory(t, 'Ghee & Butter');
    milk = await createProduct(t, milkCategory, { name: 'Fresh Goat Milk', price: 7500, stock: 500 });
    ghee = await createProduct(t, gheeCategory, { name: 'Goat Milk Ghee', price: 69_900, stock: 500 });
    pollachi = await createArea(t, ownArea({ name: 'Pollachi town', pincodes: ['642001', '642002'] }));
    elsewhere = await createArea(t, ownArea({ name: 'Anaimalai', pincodes: ['642104'] }));
    await createArea(t, courierArea({ categoryIds: [gheeCategory] }));
    meena = await createShopper(t, 'Meena');
    await movePincode(t, meena, '642002');
    ravi = await createShopper(t, 'Ravi');
    await movePincode(t, ravi, '642001');
    chennai = await createShopper(t, 'Kavya');
    await movePincode(t, chennai, '600001');
    orderIds.meena = (await place(meena, [{ productId: milk.id, quantity: 2 }], 3000)).id;
    orderIds.ravi = (
      await place(
        ravi,
        [
          { productId: milk.id, quantity: 1 },
          { productId: ghee.id, quantity: 1 },
        ],
        0,
      )
    ).id;
    orderIds.courier = (await place(chennai, [{ productId: ghee.id, quantity: 1 }], 15_000)).id;
    const anaimalai = await createShopper(t, 'Selvi');
    await movePincode(t, anaimalai, '642104');
    orderIds.anaimalai = (await place(anaimalai, [{ productId: milk.id, quantity: 1 }], 3000)).id;

    const made = await t.call('POST', '/api/user', {
      as: 'admin',
      body: {
        name: 'Murugan',
        email: 'murugan@farm.test',
        password: 'dawn-van-route-2026!',
        role: 'delivery',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: 'murugan@farm.test', password: 'dawn-van-route-2026!' },
    });
    expect(login.statusCode, login.body).toBe(200);
    rider = { id: made.data.response.id, token: login.data.response.jwtToken };
  });
  afterAll(() => t?.close());

  it("lists the day's packing: each product's total, then each order with where and when it goes", async () => {
    const res = await t.call('GET', `/api/delivery/packing?date=${THURSDAY}`, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.data.response;
    expect(list.products).toEqual(
      [
        { productId: milk.id, name: 'Fresh Goat Milk', quantity: 4, orders: 3 },
        { productId: ghee.id, name: 'Goat Milk Ghee', quantity: 2, orders: 2 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const byId = new Map(list.orders.map((o: { orderId: number }) => [o.orderId, o]));
    expect(byId.get(orderIds.meena)).toMatchObject({
      customerName: 'Meena',
      areaName: 'Pollachi town',
      window: '5–8 am',
      deliveryText: 'Thu 26 Nov, 5–8 am',
      items: [{ productId: milk.id, name: 'Fresh Goat Milk', quantity: 2 }],
    });
    expect(byId.get(orderIds.courier)).toMatchObject({ kind: 'COURIER', window: null });
    expect((byId.get(orderIds.courier) as { deliveryText: string }).deliveryText).toMatch(/^By courier, /);
    // Booked orders first, the courier's after.
    expect(list.orders.at(-1).orderId).toBe(orderIds.courier);
  });

  it('prints the packing list as an A4 PDF', async () => {
    const res = await t.call('GET', `/api/delivery/packing/pdf?date=${THURSDAY}`, { as: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('shows a delivery person no route until the farm gives them an area, then only that area', async () => {
    const none = await t.call('GET', `/api/delivery/routes?date=${THURSDAY}`, { token: rider.token });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.data.response).toEqual([]);
    const refused = await t.call('GET', `/api/delivery/route?${route()}`, { token: rider.token });
    expect(refused.statusCode).toBe(403);

    const staffWrong = await t.call('PUT', `/api/delivery/people/${t.staff.id}/areas`, {
      as: 'admin',
      body: { areaIds: [pollachi.id] },
    });
    expect(staffWrong.statusCode).toBe(409);
    expect(staffWrong.data.code).toBe('NOT_A_DELIVERY_PERSON');
    const unknown = await t.call('PUT', `/api/delivery/people/${rider.id}/areas`, {
      as: 'admin',
      body: { areaIds: [999_999] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.errors[0].field).toBe('areaIds');

    const given = await t.call('PUT', `/api/delivery/people/${rider.id}/areas`, {
      as: 'admin',
      body: { areaIds: [pollachi.id] },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.data.response).toMatchObject({ name: 'Murugan', areaIds: [pollachi.id] });
    const people = await t.call('GET', '/api/delivery/people', { as: 'staff' });
    expect(people.data.response).toEqual([
      expect.objectContaining({ id: rider.id, areaIds: [pollachi.id] }),
      expect.anything(),
    ]);

    const mine = await t.call('GET', `/api/delivery/routes?date=${THURSDAY}`, { token: rider.token });
    const meenaTotal = 2 * milk.price + 3000;
    const raviTotal = milk.price + ghee.price;
    expect(mine.data.response).toEqual([
      {
        date: THURSDAY,
        areaId: pollachi.id,
        slotId: pollachi.slots[0]?.id,
        areaName: 'Pollachi town',
        window: '5–8 am',
        stops: 2,
        delivered: 0,
        codToCollect: meenaTotal + raviTotal,
      },
    ]);
    // Staff see every area's route.
    const all = await t.call('GET', `/api/delivery/routes?date=${THURSDAY}`, { as: 'staff' });
    expect(all.data.response.map((r: { areaName: string }) => r.areaName)).toEqual([
      'Anaimalai',
      'Pollachi town',
    ]);
    // The delivery role opens nothing else of the staff area.
    for (const url of [
      '/api/orders/all',
      `/api/delivery/packing?date=${THURSDAY}`,
      `/api/orders/${orderIds.ravi}`,
    ]) {
      const res = await t.call('GET', url, { token: rider.token });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('keeps the stops in the order staff set, each stop with its phone, address, map link and cash', async () => {
    const first = await sheet();
    // By PIN code until staff order them: 642001 (Ravi) before 642002 (Meena).
    expect(first.stops.map((s) => s.orderId)).toEqual([orderIds.ravi, orderIds.meena]);
    const reversed = [orderIds.meena, orderIds.ravi];
    const saved = await t.call('PUT', '/api/delivery/route/order', {
      as: 'staff',
      body: { date: THURSDAY, areaId: pollachi.id, slotId: pollachi.slots[0]?.id, orderIds: reversed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stops = (await sheet(rider.token)).stops as (Stop & Record<string, unknown>)[];
    expect(stops.map((s) => [s.orderId, s.position])).toEqual([
      [orderIds.meena, 1],
      [orderIds.ravi, 2],
    ]);
    expect(stops[0]).toMatchObject({
      customerName: 'Meena',
      pincode: '642002',
      addressLines: ['12 Goat Farm Road', 'Near the temple', 'Erode, Tamil Nadu'],
      items: [{ productId: milk.id, name: 'Fresh Goat Milk', quantity: 2 }],
      paymentMethod: 'COD',
      codToCollect: 2 * milk.price + 3000,
      outcome: null,
    });
    expect(String(stops[0]?.phone)).toMatch(/^\+91\d{10}$/);
    expect(String(stops[0]?.mapUrl)).toContain('google.com/maps/search/?api=1&query=12%20Goat%20Farm%20Road');

    const stranger = await t.call('PUT', '/api/delivery/route/order', {
      as: 'staff',
      body: {
        date: THURSDAY,
        areaId: pollachi.id,
        slotId: pollachi.slots[0]?.id,
        orderIds: [...reversed, orderIds.anaimalai],
      },
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.data.code).toBe('NOT_ON_ROUTE');
    const missing = await t.call('PUT', '/api/delivery/route/order', {
      as: 'staff',
      body: { date: THURSDAY, areaId: pollachi.id, slotId: pollachi.slots[0]?.id, orderIds: [orderIds.ravi] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.errors[0].field).toBe('orderIds');
    expect((await sheet()).stops.map((s) => s.orderId)).toEqual(reversed);
  });

  it('names an empty route from its area and slot, and finds no route for a slot of another area', async () => {
    const evening = pollachi.slots[1]?.id;
    const empty = await t.call(
      'GET',
      `/api/delivery/route?date=${THURSDAY}&areaId=${pollachi.id}&slotId=${evening}`,
      {
        as: 'staff',
      },
    );
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.data.response).toMatchObject({
      areaName: 'Pollachi town',
      window: '5–7 pm',
      stops: [],
      codToCollect: 0,
    });
    const mixed = await t.call(
      'GET',
      `/api/delivery/route?date=${THURSDAY}&areaId=${pollachi.id}&slotId=${elsewhere.slots[0]?.id}`,
      { as: 'staff' },
    );
    expect(mixed.statusCode).toBe(404);
  });

  it('prints the route sheet as an A4 PDF for its delivery person', async () => {
    const res = await t.call('GET', `/api/delivery/route/pdf?${route()}`, { token: rider.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("marks a day's orders packed then shipped at once, each on its own, through the steps before", async () => {
    const cancelled = await t.call('PUT', `/api/orders/${orderIds.anaimalai}`, {
      as: 'staff',
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const early = await t.call('POST', `/api/delivery/stops/${orderIds.meena}`, {
      token: rider.token,
      body: { outcome: 'DELIVERED' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.data.code).toBe('NOT_ON_ROUTE');

    const ids = [orderIds.meena, orderIds.ravi, orderIds.anaimalai];
    const packed = await t.call('POST', '/api/orders/bulk-status', {
      as: 'staff',
      body: { orderIds: ids, status: 'PACKED' },
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.data.response.moved).toEqual([orderIds.meena, orderIds.ravi]);
    expect(packed.data.response.refused).toEqual([
      {
        orderId: orderIds.anaimalai,
        code: 'ILLEGAL_STATUS_CHANGE',
        status: 'CANCELLED',
        message: expect.stringContaining('CANCELLED cannot become PACKED'),
      },
    ]);
    expect(packed.data.message).toBe('2 marked packed');
    const shipped = await t.call('POST', '/api/orders/bulk-status', {
      as: 'staff',
      body: { orderIds: [orderIds.meena, orderIds.ravi], status: 'SHIPPED' },
    });
    expect(shipped.data.response).toEqual({ moved: [orderIds.meena, orderIds.ravi], refused: [] });
    const meena = await timelineOf(orderIds.meena);
    expect(meena.timeline.map((e) => e.status)).toEqual(['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED']);
    expect(meena.timeline.at(-1)?.actorName).toBe('Test Helper');
  });

  it('lets the delivery person mark a stop delivered with the cash taken; the order and its timeline say who', async () => {
    const total = 2 * milk.price + 3000;
    const tooMuch = await t.call('POST', `/api/delivery/stops/${orderIds.meena}`, {
      token: rider.token,
      body: { outcome: 'DELIVERED', cashCollected: total + 1 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.data.errors[0].field).toBe('cashCollected');
    expect((await timelineOf(orderIds.meena)).status).toBe('SHIPPED');

    const res = await t.call('POST', `/api/delivery/stops/${orderIds.meena}`, {
      token: rider.token,
      body: { outcome: 'DELIVERED', cashCollected: total },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.response).toMatchObject({
      orderId: orderIds.meena,
      status: 'DELIVERED',
      paymentStatus: 'COD_COLLECTED',
      codToCollect: 0,
      outcome: 'DELIVERED',
      outcomeBy: 'Murugan',
    });
    const order = await timelineOf(orderIds.meena);
    expect(order).toMatchObject({ status: 'DELIVERED', paymentStatus: 'COD_COLLECTED' });
    expect(order.timeline.at(-1)).toMatchObject({ status: 'DELIVERED', actorName: 'Murugan' });
    // Cash at the door is a kind (`collectedBy`), worded by the reader: no English stored (issue 31.5b).
    expect(order.payments).toEqual([
      expect.objectContaining({ status: 'COD_COLLECTED', amount: total, collectedBy: 'CASH', note: null }),
    ]);
    const again = await t.call('POST', `/api/delivery/stops/${orderIds.meena}`, {
      token: rider.token,
      body: { outcome: 'DELIVERED' },
    });
    expect(again.statusCode).toBe(409);
    const after = await sheet(rider.token);
    expect(after.codToCollect).toBe(milk.price + ghee.price);
  });

  it('notes not home and refused without moving the order; cash goes only with a delivery', async () => {
    const withCash = await t.call('POST', `/api/delivery/stops/${orderIds.ravi}`, {
      token: rider.token,
      body: { outcome: 'NOT_HOME', cashCollected: 100 },
    });
    expect(withCash.statusCode).toBe(400);
    expect(withCash.data.errors[0].field).toBe('cashCollected');
    const notHome = await t.call('POST', `/api/delivery/stops/${orderIds.ravi}`, {
      token: rider.token,
      body: { outcome: 'NOT_HOME', note: 'Gate locked' },
    });
    expect(notHome.statusCode, notHome.body).toBe(200);
    expect(notHome.data.response).toMatchObject({
      status: 'SHIPPED',
      outcome: 'NOT_HOME',
      note: 'Gate locked',
    });
    const order = await timelineOf(orderIds.ravi);
    expect(order.status).toBe('SHIPPED');
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'SHIPPED',
      note: 'Gate locked',
      systemNote: { kind: 'DOOR_MARK', values: { outcome: 'NOT_HOME' } },
      actorName: 'Murugan',
    });
  });

  it("refuses a delivery person another area's stop", async () => {
    const other = await createShopper(t, 'Lakshmi');
    await movePincode(t, other, '642104');
    const order = await place(other, [{ productId: milk.id, quantity: 1 }], 3000);
    await t.call('POST', '/api/orders/bulk-status', {
      as: 'staff',
      body: { orderIds: [order.id], status: 'SHIPPED' },
    });
    const res = await t.call('POST', `/api/delivery/stops/${order.id}`, {
      token: rider.token,
      body: { outcome: 'DELIVERED' },
    });
    expect(res.statusCode).toBe(403);
    expect((await timelineOf(order.id)).status).toBe('SHIPPED');
    const otherRoute = `date=${THURSDAY}&areaId=${elsewhere.id}&slotId=${elsewhere.slots[0]?.id}`;
    const sheetRes = await t.call('GET', `/api/delivery/route/pdf?${otherRoute}`, { token: rider.token });
    expect(sheetRes.statusCode).toBe(403);
  });

  it('holds no English sentence the shop wrote on a timeline, only kinds and values (issue 31.5b)', async () => {
    await expectNoStoredEnglish(t, ['Gate locked']);
  });
});
