import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { type BackupManifest, tableFile } from './manifest.js';
import { appliedMigrations, columnList, loadOrder, rowsOf, shopTables, type TableInfo } from './tables.js';

const BATCH = 500;

/** Tables a migration fills with defaults (0016: the farm's GST rates): not "data" that blocks a restore. */
const MIGRATION_FILLED = ['gst_rates'];

/**
 * Loads a backup into a migrated database, in one transaction: it ends with every row of the
 * backup in place and the id sequences past them, or with nothing changed. The database must be
 * empty, unless `replace` (then its rows are removed in the same transaction).
 */
export async function loadDatabase(
  db: Db,
  dir: string,
  manifest: BackupManifest,
  options: { replace: boolean },
) {
  const applied = await appliedMigrations(db);
  if (applied.count < manifest.migrations.count) {
    throw new Error(
      `The backup comes from a newer version of the shop (${manifest.migrations.count} migrations; ` +
        `this one knows ${applied.count}). Update the shop, then restore.`,
    );
  }
  const tables = await shopTables(db);
  const known = new Map(tables.map((t) => [t.name, t]));
  const unknown = manifest.tables.filter((t) => !known.has(t.name)).map((t) => t.name);
  if (unknown.length) throw new Error(`The backup has tables this shop does not know: ${unknown.join(', ')}`);

  const wanted = new Map(manifest.tables.map((t) => [t.name, t.rows]));
  await db.transaction(async (tx) => {
    if (options.replace) {
      await tx.execute(
        sql`truncate ${sql.join(
          tables.map((t) => sql.identifier(t.name)),
          sql`, `,
        )} restart identity cascade`,
      );
    } else {
      // Rows a migration wrote (the default GST rates) are the backup's to replace, when it has them.
      for (const table of tables) {
        if (MIGRATION_FILLED.includes(table.name) && wanted.has(table.name)) {
          await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
        }
      }
      const busy = await nonEmptyTables(tx, tables);
      if (busy.length) {
        throw new Error(
          `The database is not empty (${busy.join(', ')} have rows). Restore into an empty one, or ` +
            'pass --replace to replace everything in it with the backup.',
        );
      }
    }
    for (const table of loadOrder(tables)) {
      if (!wanted.has(table.name)) continue;
      const loaded = await loadTable(tx, table, tableFile(dir, table.name));
      if (loaded !== wanted.get(table.name)) {
        throw new Error(`${table.name}: the backup lists ${wanted.get(table.name)} rows but holds ${loaded}`);
      }
      await moveSequencesPast(tx, table);
    }
  });
}

async function nonEmptyTables(tx: Tx, tables: TableInfo[]) {
  const busy: string[] = [];
  for (const t of tables) {
    const [row] = rowsOf<{ any: boolean }>(
      await tx.execute(sql`select exists (select 1 from ${sql.identifier(t.name)}) as any`),
    );
    if (row?.any) busy.push(t.name);
  }
  return busy;
}

/**
 * Rows go in as PostgreSQL parses them from JSON (`json_populate_recordset`), with their own
 * ids (`OVERRIDING SYSTEM VALUE`). Only columns the backup has are written: a column added by a
 * later migration takes its default.
 */
async function loadTable(tx: Tx, table: TableInfo, file: string): Promise<number> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  let loaded = 0;
  let columns: string[] | undefined;
  const flush = async () => {
    if (!batch.length) return;
    columns ??= table.columns.filter((c) => c in (JSON.parse(batch[0] as string) as object));
    const list = columnList(columns);
    await tx.execute(sql`
      insert into ${sql.identifier(table.name)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${batch.join(',')}]`}::json)`);
    loaded += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return loaded;
}

async function moveSequencesPast(tx: Tx, table: TableInfo) {
  for (const column of table.identity) {
    await tx.execute(sql`
      select setval(pg_get_serial_sequence(${`public.${table.name}`}, ${column}),
        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table.name)}), 0) + 1, false)`);
  }
}
