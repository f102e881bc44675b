import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/**
 * The committed SQL migrations: src/db/migrations beside this file in development and tests;
 * the build copies them to dist/migrations beside the bundle.
 */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'postgres') {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolderPath });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
  }
}
