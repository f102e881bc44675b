import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, createShoppers, orderCount, type Shopper, stockOf } from '../order-fixtures.js';
import { createCategory, createProduct } from '../product-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { LONG_RUN, onPostgres } from './abuse-fixtures.js';
import { installStockLedger, type StockBalance, stockBalances } from './stock-ledger.js';

/**
 * Stock under concurrency. fast-check generates sequences of shop actions (add to cart,
 * checkout, cancel by customer or staff, staff moving an order on, staff setting the stock);
 * they run in concurrent waves through the real HTTP layer. While a wave runs, a watcher keeps
 * taking snapshots, and after each wave the model is checked: for every product
 * `stock + units in live orders = initial stock + staff edits`, stock never below zero, one
 * order per successful checkout, no 5xx. On PostgreSQL the waves really interleave (row locks,
 * a pool of connections); PGlite serialises transactions, so there it checks the bookkeeping.
 */
const RUNS = LONG_RUN ? 60 : 6;
const WAVES = LONG_RUN ? 8 : 4;
const WAVE_SIZE = LONG_RUN ? 24 : 12;
const PRODUCTS = 3;

let t: TestApp;
let categoryId: number;
let shoppers: Shopper[];
beforeAll(async () => {
  // Eight shoppers place every checkout of the model: the test shop's scale lifts their checkouts an
  // hour and open orders, so that the waves test the stock, not those limits (checkout-guards.test.ts).
  // LOG_LEVEL error: should a wave meet a 5xx, its stack is in the test's output (CI met a deadlock once).
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', LOG_LEVEL: 'error' } });
  await installStockLedger(t);
  categoryId = await createCategory(t, 'Stock model');
  shoppers = await createShoppers(t, 8, 'Model');
});
afterAll(async () => {
  await t.close();
});

type Action =
  | { kind: 'addToCart'; shopper: number; product: number; quantity: number }
  | { kind: 'checkout'; shopper: number; lines: { product: number; quantity: number }[] }
  | { kind: 'cancel'; byStaff: boolean; order: number }
  | { kind: 'advance'; order: number; status: 'CONFIRMED' | 'PACKED' | 'SHIPPED' }
  | { kind: 'setStock'; product: number; stock: number };

const product = fc.nat({ max: PRODUCTS - 1 });
const shopper = fc.nat({ max: 7 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addToCart' as const),
      shopper,
      product,
      quantity: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      shopper,
      lines: fc.uniqueArray(fc.record({ product, quantity: fc.integer({ min: 1, max: 5 }) }), {
        minLength: 1,
        maxLength: PRODUCTS,
        selector: (l) => l.product,
      }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), byStaff: fc.boolean(), order: fc.nat(40) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      order: fc.nat(40),
      status: fc.constantFrom('CONFIRMED' as const, 'PACKED' as const, 'SHIPPED' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('setStock' as const),
      product,
      stock: fc.integer({ min: 0, max: 30 }),
    }),
  },
);

/** What one run of the model knows: its products, the orders its checkouts were answered. */
type World = {
  productIds: number[];
  initial: Map<number, number>;
  orders: { id: number; shopper: Shopper }[];
  statuses: number[];
};

const ALLOWED = new Set([200, 201, 400, 403, 404, 409, 422]);

async function perform(world: World, a: Action): Promise<number> {
  const productId = (i: number) => world.productIds[i] as number;
  switch (a.kind) {
    case 'addToCart': {
      const s = shoppers[a.shopper] as Shopper;
      const url = `/api/product/add-to-cart?productId=${productId(a.product)}&Quantity=${a.quantity}&customerId=${s.id}`;
      return (await t.call('GET', url, { token: s.token })).statusCode;
    }
    case 'checkout': {
      const s = shoppers[a.shopper] as Shopper;
      const lines = a.lines.map((l) => ({ productId: productId(l.product), quantity: l.quantity }));
      const res = await checkout(t, s, lines);
      if (res.statusCode === 201) world.orders.push({ id: res.data.response.orders[0].id, shopper: s });
      return res.statusCode;
    }
    case 'cancel': {
      const order = world.orders[a.order % Math.max(1, world.orders.length)];
      if (!order) return 200;
      const who = a.byStaff ? { as: 'staff' as const } : { token: order.shopper.token };
      return (await t.call('PUT', `/api/orders/${order.id}`, { ...who, body: { status: 'CANCELLED' } }))
        .statusCode;
    }
    case 'advance': {
      const order = world.orders[a.order % Math.max(1, world.orders.length)];
      if (!order) return 200;
      return (await t.call('PUT', `/api/orders/${order.id}`, { as: 'staff', body: { status: a.status } }))
        .statusCode;
    }
    case 'setStock':
      return (
        await t.call('PUT', `/api/product/${productId(a.product)}`, { as: 'staff', body: { stock: a.stock } })
      ).statusCode;
  }
}

function violations(world: World, balances: StockBalance[]): string[] {
  return balances.flatMap((b) => {
    const initial = world.initial.get(b.id) ?? Number.NaN;
    const out: string[] = [];
    if (b.stock < 0) out.push(`product ${b.id}: stock ${b.stock} < 0`);
    if (b.stock + b.sold !== initial + b.staffDelta) {
      out.push(
        `product ${b.id}: stock ${b.stock} + sold ${b.sold} ≠ initial ${initial} + staff ${b.staffDelta}`,
      );
    }
    return out;
  });
}

let snapshots = 0;
let actionsRun = 0;

async function runModel(waves: Action[][]) {
  const world: World = { productIds: [], initial: new Map(), orders: [], statuses: [] };
  for (let i = 0; i < PRODUCTS; i++) {
    const stock = 5 + i * 5;
    const p = await createProduct(t, categoryId, { stock, price: 5_000 + i * 100 });
    world.productIds.push(p.id);
    world.initial.set(p.id, stock);
  }
  const ordersBefore = await orderCount(t);
  for (const wave of waves) {
    let running = true;
    const seen: string[] = [];
    // The watcher: consistent snapshots while the wave's requests are in flight.
    const watcher = (async () => {
      while (running) {
        seen.push(...violations(world, await stockBalances(t, world.productIds)));
        snapshots += 1;
        // Room for the wave's own queries (PGlite has one connection for all of them).
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const statuses = await Promise.all(wave.map((a) => perform(world, a)));
    running = false;
    await watcher;
    actionsRun += wave.length;
    world.statuses.push(...statuses);
    seen.push(...violations(world, await stockBalances(t, world.productIds)));
    snapshots += 1;
    expect(seen, JSON.stringify(wave)).toEqual([]);
    expect(
      statuses.filter((s) => !ALLOWED.has(s)),
      JSON.stringify(wave),
    ).toEqual([]);
    expect(await orderCount(t)).toBe(ordersBefore + world.orders.length);
  }
  // Read back through the API as staff see it: the same stock the snapshots saw.
  for (const id of world.productIds) expect(await stockOf(t, id)).toBeGreaterThanOrEqual(0);
}

describe('stock under concurrency', () => {
  it(`fast-check model: ${RUNS} runs × ${WAVES} waves × ${WAVE_SIZE} concurrent actions: sold + in stock = initial + staff edits at every snapshot`, {
    timeout: LONG_RUN ? 1_800_000 : 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(action, { minLength: WAVE_SIZE, maxLength: WAVE_SIZE }), {
          minLength: WAVES,
          maxLength: WAVES,
        }),
        runModel,
      ),
      { numRuns: RUNS, endOnFailure: !LONG_RUN },
    );
    console.log(
      `[stock model] ${RUNS} runs, ${actionsRun} actions, ${snapshots} snapshots, 0 violations (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
    );
  });

  const buyers = LONG_RUN ? 2000 : 500;
  const stock = LONG_RUN ? 200 : 50;
  it(`${buyers} concurrent checkouts of a product with stock ${stock} → exactly ${stock} orders`, {
    timeout: 600_000,
  }, async () => {
    const goat = await createProduct(t, categoryId, { stock, price: 1_200_000 });
    const crowd = await createShoppers(t, buyers, 'Crowd');
    const before = await orderCount(t);
    const results = await Promise.all(
      crowd.map((s) => checkout(t, s, [{ productId: goat.id, quantity: 1 }])),
    );
    const statuses = results.map((r) => r.statusCode);
    const placed = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    console.log(
      `[stock] ${buyers} concurrent checkouts, stock ${stock}: ${placed} orders, ${refused} × 409 OUT_OF_STOCK`,
    );
    expect(placed).toBe(stock);
    expect(refused).toBe(buyers - stock);
    expect(await stockOf(t, goat.id)).toBe(0);
    expect(await orderCount(t)).toBe(before + stock);
    const [balance] = await stockBalances(t, [goat.id]);
    expect(balance).toMatchObject({ stock: 0, sold: stock, staffDelta: 0 });
  });
});
