import fs from 'node:fs';
import path from 'node:path';
import { type Database, migrateDatabase, openDatabase } from '@farm/api/tooling';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';

/** Where a scenario's API finds its data: an embedded data dir, or a scratch PostgreSQL database. */
export type BenchTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; drop(): Promise<void> };

/** A fresh PGlite data dir (what the API opens as DATA_DIR/pglite), migrated. */
export async function freshPglite(dataDir: string): Promise<{ target: BenchTarget; database: Database }> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(database);
  return { target: { kind: 'pglite', dataDir }, database };
}

/** A scratch database beside BENCH_DATABASE_URL's, migrated; `drop` removes it. */
export async function freshPostgres(baseUrl: string): Promise<{ target: BenchTarget; database: Database }> {
  // BENCH_DATABASE_PREFIX: a name of one's own on a server others use (letters, digits, _).
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'farm_bench_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DATABASE_PREFIX: not a name: ${prefix}`);
  const name = `${prefix}${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await migrateDatabase(database);
  const drop = () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { target: { kind: 'postgres', url: url.toString(), drop }, database };
}

/** Opens a target again (after the API has stopped, or beside it on PostgreSQL). */
export function reopen(target: BenchTarget, logger?: Logger): Promise<Database> {
  const options = logger ? { logger } : {};
  return target.kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: target.url, poolSize: 4, ...options })
    : openDatabase({ kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite'), ...options });
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
