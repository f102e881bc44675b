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
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 30 });
    await migrateDatabase(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  return database;
}

/** An empty database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createScratchPostgres() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `farm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return {
    url: scratchUrl.toString(),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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
