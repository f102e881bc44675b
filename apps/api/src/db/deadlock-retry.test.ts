import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/abuse/abuse-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { Tx } from './client.js';
import { retryingDeadlocks, transactionRetryingDeadlocks } from './deadlock-retry.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table deadlock_probe (id int primary key, hits int not null default 0)`);
  await t.db.execute(sql`insert into deadlock_probe (id) values (1), (2)`);
});
afterAll(async () => {
  await t.close();
});

/** Resolves once both sides hold their first row, so that each then asks for the other's. */
function meetingPoint() {
  let arrived = 0;
  let release: () => void = () => {};
  const bothThere = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    arrived += 1;
    if (arrived === 2) release();
    await bothThere;
  };
}

async function hit(tx: Tx, id: number) {
  await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${id}`);
}

describe('transactions that meet in a deadlock', () => {
  it.skipIf(!onPostgres)('the victim runs again and both commit, each once (PostgreSQL)', async () => {
    const meet = meetingPoint();
    let attempts = 0;
    // Two transactions take the same two rows in opposite orders: PostgreSQL must cancel one.
    const crosswise = (first: number, second: number) =>
      transactionRetryingDeadlocks(t.db, async (tx) => {
        attempts += 1;
        await hit(tx, first);
        if (attempts <= 2) await meet();
        await hit(tx, second);
      });
    await Promise.all([crosswise(1, 2), crosswise(2, 1)]);

    expect(attempts).toBe(3);
    const rows = await t.db.execute(sql`select id, hits from deadlock_probe order by id`);
    expect((rows as unknown as { rows: { hits: number }[] }).rows.map((r) => r.hits)).toEqual([2, 2]);
  });

  it('other errors are not run again', async () => {
    let attempts = 0;
    const failing = retryingDeadlocks(async () => {
      attempts += 1;
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    await expect(failing).rejects.toThrow('duplicate key');
    expect(attempts).toBe(1);
  });

  it('a deadlock that keeps coming back is given up after three tries', async () => {
    let attempts = 0;
    const failing = retryingDeadlocks(async () => {
      attempts += 1;
      throw Object.assign(new Error('failed query'), { cause: { code: '40P01' } });
    });
    await expect(failing).rejects.toThrow('failed query');
    expect(attempts).toBe(3);
  });
});
