import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (result: unknown) => {
  const r = result as Rows;
  return Array.isArray(r) ? r : r.rows;
};

/** The shop's tables, read once per database (the tests change rows, never the schema). */
const tablesOf = new WeakMap<Db, Promise<string[]>>();

function tables(db: Db): Promise<string[]> {
  let known = tablesOf.get(db);
  if (!known) {
    known = db
      .execute(sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
      .then((result) => rowsOf(result).map((r) => String(r.name)));
    tablesOf.set(db, known);
  }
  return known;
}

/**
 * A fingerprint of every table of the shop: its row count and the newest row version's
 * transaction id (`xmin`). Every insert, update (even one that writes the same values) and delete
 * changes one or the other, so two equal fingerprints mean that nothing was written in between.
 * (It used to hash every row as text: the same verdict, bar same-value updates, at many times the
 * cost — most of the access matrix's and mass assignment's time.)
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = (await tables(db)).map(
    (name) =>
      sql`select ${name} as name,
        count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as hash from ${sql.identifier(name)}`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(rowsOf(result).map((r) => [String(r.name), String(r.hash)]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
