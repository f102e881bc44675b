import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { shopSettings } from '../modules/settings/settings.table.js';
import { createShopper, placeOrder } from '../test/order-fixtures.js';
import { createCategory, createProduct } from '../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { type Database, openDatabase } from './client.js';
import { listenForWrites, type WriteAnnouncements } from './write-announcements.js';

/**
 * The shop's rules (settings, offers, delivery areas) are kept in memory until staff write
 * (db/kept-reads.ts, decision 0039). A write that bypasses the API — here one straight to the
 * database — shows that the rule was kept, and when it is read again.
 */
describe('rules kept until staff write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  // Staff's reads are never kept by the HTTP cache, so each reaches the settings service.
  const farmName = async () => (await t.call('GET', '/api/settings', { as: 'staff' })).data.response.farmName;

  it('answers the kept settings after a write behind its back, and reads them again after a staff write', async () => {
    await t.call('PUT', '/api/settings', { as: 'admin', body: { farmName: 'Kongu Goat Farm' } });
    expect(await farmName()).toBe('Kongu Goat Farm');

    await t.db.update(shopSettings).set({ farmName: 'Written behind the API' });
    expect(await farmName()).toBe('Kongu Goat Farm');

    // Making a product is a staff write: the settings are read again, then kept again.
    const categoryId = await createCategory(t);
    const product = await createProduct(t, categoryId, { price: 5_000 });
    expect(await farmName()).toBe('Written behind the API');

    // A customer's write (an order) changes no rule: the kept copy stays.
    await t.db.update(shopSettings).set({ farmName: 'Written behind the API again' });
    const shopper = await createShopper(t);
    await placeOrder(t, shopper, [{ productId: product.id, quantity: 1 }]);
    expect(await farmName()).toBe('Written behind the API');

    const staffWrite = await t.call('PUT', `/api/product/${product.id}`, {
      as: 'staff',
      body: { price: 5_500 },
    });
    expect(staffWrite.statusCode).toBe(200);
    expect(await farmName()).toBe('Written behind the API again');
  });

  it('a refused staff write forgets nothing', async () => {
    await t.call('PUT', '/api/settings', { as: 'admin', body: { farmName: 'Kept Farm' } });
    expect(await farmName()).toBe('Kept Farm');
    await t.db.update(shopSettings).set({ farmName: 'Behind the API' });
    const refused = await t.call('PUT', '/api/settings', { as: 'admin', body: { deliveryFee: -5 } });
    expect(refused.statusCode).toBe(400);
    expect(await farmName()).toBe('Kept Farm');
  });
});

/** Two API processes on one PostgreSQL database, each with its own connections and kept rules. */
describe.runIf(process.env.TEST_DB === 'postgres')('rules kept by two API processes', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let secondAnnouncements: WriteAnnouncements;
  let second: Awaited<ReturnType<typeof buildApp>>;
  // What the second process has heard, by kind, and how many staff writes went through the first:
  // each announces `rules` once, so a test can wait until every one has arrived, not for a time.
  const heard = { reads: 0, rules: 0 };
  let staffWrites = 0;
  const allHeard = () => vi.waitFor(() => expect(heard.rules).toBe(staffWrites), { timeout: 5_000 });

  beforeAll(async () => {
    first = await createTestApp({ announceWrites: true });
    const url = String(first.databaseUrl);
    secondDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    secondAnnouncements = await listenForWrites(url, console);
    secondAnnouncements.onOthersWrote((what) => {
      heard[what]++;
    });
    second = await buildApp({
      db: secondDatabase.db,
      config: first.config,
      tokens: first.tokenService,
      announcements: secondAnnouncements,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondAnnouncements?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  const farmNameOnSecond = async () => {
    const res = await second.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: `Bearer ${first.auth.staff}` },
    });
    return res.json().response.farmName;
  };

  it('settings saved through one process are what the other answers next', async () => {
    await first.call('PUT', '/api/settings', { as: 'admin', body: { farmName: 'Before' } });
    staffWrites++;
    await allHeard();
    expect(await farmNameOnSecond()).toBe('Before');

    const saved = await first.call('PUT', '/api/settings', { as: 'admin', body: { farmName: 'After' } });
    expect(saved.statusCode).toBe(200);
    staffWrites++;
    // The announcement travels through PostgreSQL: the other process answers the new name within moments.
    await vi.waitFor(async () => expect(await farmNameOnSecond()).toBe('After'), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it("a customer's write in one process leaves the other's kept rules alone", async () => {
    const categoryId = await createCategory(first);
    const product = await createProduct(first, categoryId);
    staffWrites += 2;
    const shopper = await createShopper(first);
    await allHeard();
    const kept = await farmNameOnSecond();

    await first.db.update(shopSettings).set({ farmName: 'Behind both' });
    const readsBefore = heard.reads;
    await placeOrder(first, shopper, [{ productId: product.id, quantity: 2 }]);
    await vi.waitFor(() => expect(heard.reads).toBeGreaterThan(readsBefore), { timeout: 5_000 });
    expect(heard.rules).toBe(staffWrites);
    // Kept since the last staff write, and not forgotten for a customer's order.
    expect(await farmNameOnSecond()).toBe(kept);

    await first.call('PUT', `/api/product/${product.id}`, { as: 'staff', body: { price: 9_900 } });
    staffWrites++;
    await allHeard();
    expect(await farmNameOnSecond()).toBe('Behind both');
  });
});
