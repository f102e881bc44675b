import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { changedTables, fingerprint } from './db-fingerprint.js';

// The access matrix and mass assignment prove "a refused call writes nothing" with this
// fingerprint: it must see every kind of write, and nothing when only reads happen.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the database fingerprint', () => {
  it('sees an insert, an update (even of the same values) and a delete, and no read', async () => {
    let before = await fingerprint(t.db);
    await t.db.execute(sql`select * from categories`);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);

    await t.db.execute(sql`insert into categories (name, slug) values ('Fingerprint', 'fingerprint')`);
    let after = await fingerprint(t.db);
    expect(changedTables(before, after)).toContain('categories');

    before = after;
    await t.db.execute(sql`update categories set name = name where slug = 'fingerprint'`);
    after = await fingerprint(t.db);
    expect(changedTables(before, after)).toContain('categories');

    before = after;
    await t.db.execute(sql`delete from categories where slug = 'fingerprint'`);
    expect(changedTables(before, await fingerprint(t.db))).toContain('categories');
  });
});
