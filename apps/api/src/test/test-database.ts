import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a scratch
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `farm_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const scratchUrl = new URL(url);
    scratchUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: scratchUrl.toString(), poolSize: 30 });
    await migrateDatabase(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  return database;
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
