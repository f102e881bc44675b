import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, walletAccounts, walletEntries } from '../../db/schema.js';
import { createShoppers, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createArea, movePincode, ownArea } from '../delivery/delivery-test-fixtures.js';
import { subscriptionDeliveries } from './subscription-generation.table.js';

/**
 * Generation in separate processes on one PostgreSQL database (PGlite has one process): two at
 * once, and one killed with SIGKILL halfway then run again. Each delivery once, each debit once,
 * every wallet's ledger equal to its balance.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const here = path.dirname(fileURLToPath(import.meta.url));
const child = path.join(here, 'subscription-generation-child.ts');
const apiRoot = path.resolve(here, '../../..');
const SUBSCRIBERS = 30;
const TOP_UP = 50_000;
/** Tomorrow's cut-off passed: Monday 30 Nov 2026, 21:00:30 in India. */
const AFTER_CUTOFF = '2026-11-30T15:30:30Z';

function generateIn(url: string): {
  process: ChildProcess;
  done: Promise<{ code: number | null; out: string }>;
} {
  // node itself (tsx as its loader), so that a SIGKILL reaches the process doing the work.
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    cwd: apiRoot,
    // Batches of four households (the job's are larger): a run is several transactions, and a kill
    // lands between or inside them.
    env: { ...process.env, DATABASE_URL: url, GENERATION_NOW: AFTER_CUTOFF, GENERATION_BATCH: '4' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => {
    out += d;
  });
  proc.stderr?.on('data', (d) => {
    out += d;
  });
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    proc.on('exit', (code) => resolve({ code, out })),
  );
  return { process: proc, done };
}

describe.skipIf(!onPostgres)('generation in separate processes on PostgreSQL (issue 34.4)', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-30T04:30:00Z') });
    url = t.databaseUrl as string;
  });
  afterAll(() => t.close());

  async function subscribers(prefix: string): Promise<Shopper[]> {
    const milk = await createProduct(t, await createCategory(t, `${prefix} milk`), {
      price: 7_500,
      stock: 5_000,
    });
    await t.call('PUT', `/api/subscription-products/${milk.id}`, {
      as: 'staff',
      body: { subscribable: true },
    });
    const shoppers = await createShoppers(t, SUBSCRIBERS, prefix);
    for (const shopper of shoppers) {
      await movePincode(t, shopper, '642001');
      const credited = await t.call('POST', `/api/wallets/${shopper.id}/credits`, {
        as: 'staff',
        body: { amount: TOP_UP, reason: 'ADJUSTMENT', note: 'opening', idempotencyKey: randomUUID() },
      });
      expect(credited.statusCode, credited.body).toBe(201);
      const res = await t.call('POST', '/api/subscriptions', {
        token: shopper.token,
        body: {
          addressId: shopper.addressId,
          slotId: slotId,
          startDay: '2026-12-01',
          pattern: { kind: 'DAILY', lines: [{ productId: milk.id, quantity: 1 }] },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return shoppers;
  }
  let slotId: number;

  /** Each shopper: one order for 1 Dec, one debit of its total, the balance the ledger's sum. */
  async function expectOnceEach(shoppers: Shopper[]) {
    for (const shopper of shoppers) {
      const placed = await t.db
        .select({ total: orders.total, day: orders.deliveryDate })
        .from(orders)
        .where(eq(orders.customerId, shopper.id));
      expect(placed.map((o) => o.day)).toEqual(['2026-12-01']);
      const entries = await t.db.select().from(walletEntries).where(eq(walletEntries.customerId, shopper.id));
      expect(entries.filter((e) => e.reason === 'DELIVERY').map((e) => e.amount)).toEqual([
        -(placed[0]?.total ?? 0),
      ]);
      const [account] = await t.db
        .select()
        .from(walletAccounts)
        .where(eq(walletAccounts.customerId, shopper.id));
      expect(account?.balance).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
      expect(account?.balance).toBe(TOP_UP - (placed[0]?.total ?? 0));
    }
  }

  it('two processes generating at once create each delivery once and debit once', {
    timeout: 240_000,
  }, async () => {
    const area = await createArea(t, ownArea());
    slotId = area.slots[0].id;
    const shoppers = await subscribers('Twin');
    const [a, b] = [generateIn(url), generateIn(url)];
    const [ra, rb] = await Promise.all([a.done, b.done]);
    expect(ra.code, ra.out).toBe(0);
    expect(rb.code, rb.out).toBe(0);
    const generated = [ra, rb].map(
      (r) => JSON.parse(r.out.trim().split('\n').pop() ?? '{}').generated as number,
    );
    expect((generated[0] ?? 0) + (generated[1] ?? 0)).toBe(SUBSCRIBERS);
    await expectOnceEach(shoppers);
  });

  it('a process killed halfway, then run again: each delivery once, the ledgers consistent', {
    timeout: 240_000,
  }, async () => {
    await t.db.execute(sql`delete from subscription_deliveries`);
    await t.db.execute(sql`update subscriptions set status = 'CANCELLED'`);
    const shoppers = await subscribers('Crash');
    // Each day's record waits 40 ms inside its transaction, so that the kill lands mid-run.
    await t.db.execute(
      sql.raw(`create function slow_record() returns trigger language plpgsql as $$
        begin perform pg_sleep(0.04); return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger slow_record before insert on subscription_deliveries for each row execute function slow_record()',
      ),
    );
    const first = generateIn(url);
    const recorded = async () => (await t.db.select({ n: count() }).from(subscriptionDeliveries))[0]?.n ?? 0;
    while ((await recorded()) < 5) await new Promise((r) => setTimeout(r, 10));
    first.process.kill('SIGKILL');
    await first.done;
    const atKill = await recorded();
    expect(atKill).toBeLessThan(SUBSCRIBERS);

    await t.db.execute(sql.raw('drop trigger slow_record on subscription_deliveries'));
    await t.db.execute(sql.raw('drop function slow_record()'));
    const again = await generateIn(url).done;
    expect(again.code, again.out).toBe(0);
    expect(JSON.parse(again.out.trim().split('\n').pop() ?? '{}')).toMatchObject({
      generated: SUBSCRIBERS - atKill,
      failed: 0,
    });
    expect(await recorded()).toBe(SUBSCRIBERS);
    await expectOnceEach(shoppers);
  });
});
