import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase, startApi } from './bootstrap.js';
import { loadConfig } from './config.js';
import { categories, products, staffUsers } from './db/schema.js';
import { hasSearchIndex } from './modules/product/index.js';
import { createScratchPostgres } from './test/scratch-postgres.js';

const quiet = { info: () => {}, warn: () => {} };
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Settings for one shop: PGlite under a fresh DATA_DIR, or a scratch PostgreSQL database. */
async function shopSettings(extra: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-boot-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra };
  if (process.env.TEST_DB === 'postgres') {
    const scratch = await createScratchPostgres();
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  return loadConfig(env);
}

describe('first start and restarts', () => {
  it('loads the demo farm into an empty database once, and keeps data across restarts', async () => {
    const config = await shopSettings({ ADMIN_EMAIL: 'owner@farm.test', ADMIN_PASSWORD: 'a-long-password' });

    const first = await prepareDatabase(config, quiet);
    const [seeded] = await first.db.select({ n: count() }).from(products);
    expect(seeded?.n).toBeGreaterThanOrEqual(40);
    const [admin] = await first.db.select().from(staffUsers).where(eq(staffUsers.email, 'owner@farm.test'));
    expect(admin?.role).toBe('admin');
    // A change made by the shop must survive the restart, and the demo must not come back over it.
    const [firstCategory] = await first.db.select().from(categories).limit(1);
    await first.db
      .update(categories)
      .set({ name: 'Renamed by the farm' })
      .where(eq(categories.id, firstCategory!.id));
    await first.db.update(products).set({ price: 12345 }).where(eq(products.productCode, 'GM-500'));
    await first.close();

    const second = await prepareDatabase(config, quiet);
    const [afterRestart] = await second.db.select({ n: count() }).from(products);
    expect(afterRestart?.n).toBe(seeded?.n);
    const [milk] = await second.db.select().from(products).where(eq(products.productCode, 'GM-500'));
    expect(milk?.price).toBe(12345);
    const [renamed] = await second.db.select().from(categories).where(eq(categories.id, firstCategory!.id));
    expect(renamed?.name).toBe('Renamed by the farm');
    const admins = await second.db.select().from(staffUsers).where(eq(staffUsers.email, 'owner@farm.test'));
    expect(admins).toHaveLength(1);
    await second.close();
  });

  it("prints the first admin's password once, saying it works until changed and where to change it", async () => {
    // Issue 32.20: the README called it "one-time", yet it never expires. The shop now says what it is.
    const config = await shopSettings({ SEED_DEMO: 'false' });
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const database = await prepareDatabase(config, quiet).finally(() => spy.mockRestore());
    await database.close();
    const text = printed.join('');
    expect(text).toMatch(/password: \S{12,}/);
    expect(text).not.toMatch(/one-time/i);
    expect(text).toContain('It keeps working until you change it');
    expect(text).toContain('Account security');
  });

  it('starts an empty shop when SEED_DEMO is false', async () => {
    const config = await shopSettings({ SEED_DEMO: 'false' });
    const database = await prepareDatabase(config, quiet);
    const [n] = await database.db.select({ n: count() }).from(products);
    expect(n?.n).toBe(0);
    const staff = await database.db.select().from(staffUsers);
    expect(staff.map((s) => s.email)).toEqual(['admin@farm.local']);
    await database.close();
  });

  it("builds a group's other process's search index before it serves, as the first process's", async () => {
    // The index was built by the background work, which only a group's first process runs: the
    // others built theirs at their first customer's search, under load (bench, 3 Dec: 384 MB).
    const config = await shopSettings();
    await prepareDatabase(config, quiet).then((database) => database.close());
    const app = await startApi(config, { background: false, databasePrepared: true });
    try {
      expect(hasSearchIndex(app.db)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
