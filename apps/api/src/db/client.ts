import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories take: the database or a transaction on it. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is (a process opens its own listening connection there). */
  url?: string;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one tar file (the tests' migrated template). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined → in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Sees every statement the ORM sends: the query-count test and the benchmark's EXPLAIN checks. */
  logger?: Logger;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Nothing to do here.
    });
    const db = drizzleNodePg(pool, { schema, logger: options.logger ?? false }) as unknown as Db;
    return { db, kind: 'postgres', url: options.url, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    // On Node the data dir is written through as PostgreSQL writes it and PGlite's per-query
    // "sync to filesystem" is an empty step; not awaiting it saves a scheduler hop on every query.
    relaxedDurability: true,
    // PostgreSQL's buffers live in the API's own memory here, and a WebAssembly heap never shrinks.
    // 32 MB (default 128 MB) measured 121 MB less peak memory under the bench's load at 100,000
    // products with the same throughput; the data files stay in the OS's page cache. 16 MB saved
    // 15 MB more and cost a third of the throughput of some reads (bench/README.md). A start
    // parameter, not PGlite's `postgresqlconf`, which would replace the data dir's postgresql.conf.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const db = drizzlePglite(client, { schema, logger: options.logger ?? false }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export function databaseOptionsFromConfig(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
}): DatabaseOptions {
  if (config.DATABASE_URL) {
    return { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  }
  return { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') };
}

/** Whether the database answers a statement now (the readiness check). Throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
