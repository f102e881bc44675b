import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onPostgres } from './abuse-fixtures.js';
import { buildApiBundle, http, type RunningApi, startApi } from './api-process.js';
import {
  type Caller,
  freshShopPlace,
  type ShopPlace,
  shownTotal,
  signInOwnerAndPriya,
  stockedProduct,
} from './shop-fixtures.js';

/**
 * `API_PROCESSES=2` (process-group.ts, decision 0039): the built API as a primary and two processes
 * on one port, on PostgreSQL with Redis. Both serve; checkouts through both sell each unit once; a
 * process that dies is started again; SIGTERM stops the group cleanly; and without Redis the API
 * refuses to start rather than count its limits once per process.
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** The processes a process started (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
}

describe.runIf(onPostgres && redisUrl)('several API processes on one port', () => {
  let bundle: Awaited<ReturnType<typeof buildApiBundle>>;
  let place: ShopPlace;
  let api: RunningApi;
  let call: Caller;

  beforeAll(async () => {
    bundle = await buildApiBundle();
    place = await freshShopPlace('postgres');
    api = await startApi(bundle.server, {
      ...place.env,
      SEED_DEMO: 'true',
      RATE_LIMIT_SCALE: '1000',
      API_PROCESSES: '2',
      REDIS_URL: String(redisUrl),
      REDIS_KEY_PREFIX: `farm-group-${process.pid}:`,
    });
    call = (method, url, opts) => http(api, method, url, opts);
  }, 240_000);
  afterAll(async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await place?.remove();
    bundle?.remove();
  });

  it('starts two processes, sells each unit once through both, and starts a killed one again', {
    timeout: 240_000,
  }, async () => {
    const primary = api.child.pid ?? 0;
    await vi.waitFor(() => expect(childrenOf(primary)).toHaveLength(2), { timeout: 60_000, interval: 200 });
    // The first admin and the demo were made once, by the primary.
    expect(api.output().match(/Loaded the demo farm/g) ?? []).toHaveLength(1);

    const { staffToken, priya } = await signInOwnerAndPriya(call);
    const stock = 30;
    const productId = await stockedProduct(call, staffToken, stock);
    const lines = [{ productId, quantity: 1 }];
    const expectedTotal = await shownTotal(call, lines);
    const checkout = () =>
      call('POST', `/api/orders/products?customerId=${priya.id}&addressId=${priya.addressId}`, {
        token: priya.token,
        body: { productDetails: lines, expectedTotal },
      });
    // New connections go to the processes in turn: 40 checkouts for 30 units, in parallel.
    const answers = await Promise.all(Array.from({ length: 40 }, checkout));
    const statuses = answers.map((a) => a.status);
    const placed = statuses.filter((s) => s === 201).length;
    // The rest were refused whole: sold out, or the delivery slot filled meanwhile.
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(placed).toBeGreaterThan(0);
    const product = await call('GET', `/api/product/${productId}`, { token: staffToken });
    expect(placed + product.data.response.stock).toBe(stock);

    const [victim] = childrenOf(primary);
    process.kill(Number(victim), 'SIGKILL');
    await vi.waitFor(
      () => {
        const now = childrenOf(primary);
        expect(now).toHaveLength(2);
        expect(now).not.toContain(victim);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(api.output()).toMatch(/API process \d stopped .*starting it again/);
    for (let i = 0; i < 6; i++) expect((await call('GET', '/api/health')).status).toBe(200);
  });

  it('stops every process on SIGTERM and exits 0', { timeout: 60_000 }, async () => {
    const primary = api.child.pid ?? 0;
    const processes = childrenOf(primary);
    api.child.kill('SIGTERM');
    expect(await api.exited, api.output()).toBe(0);
    for (const pid of processes) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe.runIf(onPostgres)('several API processes without Redis', () => {
  it('refuses to start, naming API_PROCESSES', { timeout: 240_000 }, async () => {
    const bundle = await buildApiBundle();
    const place = await freshShopPlace('postgres');
    try {
      await expect(startApi(bundle.server, { ...place.env, API_PROCESSES: '2' })).rejects.toThrow(
        /API_PROCESSES: several API processes need DATABASE_URL \(PostgreSQL\) and REDIS_URL/,
      );
    } finally {
      await place.remove();
      bundle.remove();
    }
  });
});
