import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { startApi } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
import { columnList, rowsOf, shopTables } from '../../db/backup/tables.js';
import { databaseOptionsFromConfig, openDatabase } from '../../db/client.js';
import { onPostgres } from './abuse-fixtures.js';
import { multipart, solid } from './hostile-files.js';
import {
  type Caller,
  freshShopPlace,
  npmRun,
  PRIYA,
  type ShopPlace,
  shownTotal,
  signInOwnerAndPriya,
  stockedProduct,
} from './shop-fixtures.js';

/**
 * `npm run db:backup` and `npm run db:restore` round-trip a lived-in demo shop (the demo farm,
 * plus a session, an order and an uploaded picture): every row of every table, the id sequences
 * and the media come back, and the restored shop works. On the PostgreSQL project also across
 * engines: a PGlite shop restored into PostgreSQL.
 */
const kind = onPostgres ? 'postgres' : 'pglite';
const places: ShopPlace[] = [];
afterAll(async () => {
  for (const place of places) await place.remove();
});

async function place(of: 'pglite' | 'postgres') {
  const p = await freshShopPlace(of);
  places.push(p);
  return p;
}

async function openShop(p: ShopPlace): Promise<{ app: App; call: Caller }> {
  const app = await startApi(loadConfig({ ...p.env, LOG_LEVEL: 'silent', SEED_DEMO: 'true' }));
  const call: Caller = async (method, url, opts = {}) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as string } : {}),
    });
    return { status: res.statusCode, data: res.body ? JSON.parse(res.body) : undefined };
  };
  return { app, call };
}

/** The demo farm as a farm would have it after a day: a session, an order, an uploaded picture. */
async function livedInShop(p: ShopPlace) {
  const { app, call } = await openShop(p);
  const { staffToken, priya } = await signInOwnerAndPriya(call);
  const productId = await stockedProduct(call, staffToken, 40);
  const order = await call(
    'POST',
    `/api/orders/products?customerId=${priya.id}&addressId=${priya.addressId}`,
    {
      token: priya.token,
      body: {
        productDetails: [{ productId, quantity: 3 }],
        expectedTotal: await shownTotal(call, [{ productId, quantity: 3 }]),
      },
    },
  );
  expect(order.status).toBe(201);
  const { body, headers } = multipart([
    {
      name: 'file',
      filename: 'kid.png',
      contentType: 'image/png',
      data: await solid(64, 48).png().toBuffer(),
    },
  ]);
  const media = await app.inject({
    method: 'POST',
    url: '/api/media',
    payload: body,
    headers: { ...headers, authorization: `Bearer ${staffToken}` },
  });
  expect(media.statusCode).toBe(201);
  await app.close();
  return { priya, mediaUrl: JSON.parse(media.body).response.url as string };
}

/** Every row of every table, as PostgreSQL writes it as JSON, in key order. */
async function contentsOf(p: ShopPlace): Promise<Record<string, string[]>> {
  const database = await openDatabase(databaseOptionsFromConfig(loadConfig(p.env)));
  try {
    const out: Record<string, string[]> = {};
    for (const table of await shopTables(database.db)) {
      const order = table.primaryKey.length ? table.primaryKey : table.columns;
      const rows = rowsOf<{ row: string }>(
        await database.db.execute(
          sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} t order by ${columnList(order)}`,
        ),
      );
      out[table.name] = rows.map((r) => r.row);
    }
    return out;
  } finally {
    await database.close();
  }
}

const mediaFiles = (p: ShopPlace) =>
  Object.fromEntries(
    readdirSync(path.join(p.dataDir, 'media'))
      .filter((f) => f !== 'cache')
      .map((f) => [f, readFileSync(path.join(p.dataDir, 'media', f)).toString('base64')]),
  );

async function roundTrip(from: 'pglite' | 'postgres', to: 'pglite' | 'postgres') {
  const source = await place(from);
  const { priya: earlier, mediaUrl } = await livedInShop(source);
  const folder = path.join(source.dataDir, 'backups', 'today');
  const backup = npmRun('db:backup', [folder], source.env);
  expect(backup.status, backup.output).toBe(0);

  const target = await place(to);
  const restore = npmRun('db:restore', [folder], target.env);
  expect(restore.status, restore.output).toBe(0);

  const [before, after] = [await contentsOf(source), await contentsOf(target)];
  const rows = Object.values(before).reduce((sum, r) => sum + r.length, 0);
  console.log(
    `[backup] ${from} → ${to}: ${Object.keys(before).length} tables, ${rows} rows, ${Object.keys(mediaFiles(source)).length} media file(s) round-tripped`,
  );
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  expect(mediaFiles(target)).toEqual(mediaFiles(source));

  // The restored shop works: old sessions, sign-in, new ids after the restored ones, the picture.
  const { app, call } = await openShop(target);
  try {
    // Her access token from before the backup still works: the signing key and sessions came back.
    expect((await call('GET', `/api/customer/${earlier.id}`, { token: earlier.token })).status).toBe(200);
    expect((await call('POST', '/api/customer/login', { body: PRIYA })).status).toBe(200);
    const { staffToken, priya } = await signInOwnerAndPriya(call);
    const productId = await stockedProduct(call, staffToken, 5);
    const order = await call(
      'POST',
      `/api/orders/products?customerId=${priya.id}&addressId=${priya.addressId}`,
      {
        token: priya.token,
        body: {
          productDetails: [{ productId, quantity: 1 }],
          expectedTotal: await shownTotal(call, [{ productId, quantity: 1 }]),
        },
      },
    );
    expect(order.status).toBe(201);
    expect((await app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
  return { folder, source, target };
}

describe(`backup and restore (${kind})`, () => {
  let folder: string;
  let target: ShopPlace;

  it(`${kind} → ${kind}: every row of every table, the id sequences and the media come back`, {
    timeout: 600_000,
  }, async () => {
    ({ folder, target } = await roundTrip(kind, kind));
  });

  it('refuses to restore over a shop that has data (exit 1, nothing changed); --replace replaces it', {
    timeout: 300_000,
  }, async () => {
    const before = await contentsOf(target);
    const refused = npmRun('db:restore', [folder], target.env);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/not empty/);
    expect(await contentsOf(target)).toEqual(before);

    const replaced = npmRun('db:restore', [folder, '--replace'], target.env);
    expect(replaced.status, replaced.output).toBe(0);
    const restored = await contentsOf(target);
    // The order placed after the first restore is gone again: the shop is the backup's.
    expect(restored.orders?.length).toBe(before.orders ? before.orders.length - 1 : 0);
  });

  it('refuses a folder that is not a finished backup', () => {
    const res = npmRun('db:restore', [path.join(folder, 'tables')], target.env);
    expect(res.status).not.toBe(0);
    expect(res.output).toMatch(/not a finished backup/);
  });

  it.skipIf(!onPostgres)(
    'pglite → postgres: a PGlite shop moves to PostgreSQL with nothing lost',
    async () => {
      await roundTrip('pglite', 'postgres');
    },
    600_000,
  );
});
