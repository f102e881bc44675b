import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { type BackupManifest, tableFile } from './manifest.js';
import { appliedMigrations, columnList, rowsOf, shopTables, type TableInfo } from './tables.js';

const BATCH = 1000;

/**
 * Writes every table of the shop as gzipped JSON lines (PostgreSQL's own `row_to_json`, so
 * timestamps, arrays and JSON keep their exact form), all read in one REPEATABLE READ snapshot:
 * a PostgreSQL shop can be backed up while it takes orders. Answers the manifest's database part.
 */
export async function dumpDatabase(
  db: Db,
  dir: string,
): Promise<Pick<BackupManifest, 'migrations' | 'tables'>> {
  fs.mkdirSync(path.join(dir, 'tables'), { recursive: true, mode: 0o700 });
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables = [];
      for (const table of await shopTables(tx)) {
        tables.push({ name: table.name, rows: await dumpTable(tx, table, tableFile(dir, table.name)) });
      }
      return { migrations, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Tx, table: TableInfo, file: string): Promise<number> {
  const order = table.primaryKey.length ? table.primaryKey : table.columns;
  let rows = 0;
  async function* lines() {
    for (let offset = 0; ; offset += BATCH) {
      const batch = rowsOf<{ row: string }>(
        await tx.execute(sql`
          select row_to_json(t)::text as row from ${sql.identifier(table.name)} t
          order by ${columnList(order)} limit ${BATCH} offset ${offset}`),
      );
      rows += batch.length;
      if (batch.length) yield `${batch.map((b) => b.row).join('\n')}\n`;
      if (batch.length < BATCH) return;
    }
  }
  await pipeline(lines, createGzip(), fs.createWriteStream(file, { mode: 0o600 }));
  return rows;
}
