import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { createScratchPostgres } from './scratch-postgres.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a scratch
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres. Both start from
 * the template that `global-setup.ts` migrated once for the whole run.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const scratch = await createScratchPostgres(inject('postgresTemplate'));
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 30 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', loadDataDir: template });
}
