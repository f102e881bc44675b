import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (result: unknown) => {
  const r = result as Rows;
  return Array.isArray(r) ? r : r.rows;
};

/**
 * A fingerprint of every row of every table of the shop: one md5 per table, of its rows as text in
 * order. Two equal fingerprints mean that nothing was written in between (not even a timestamp).
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => String(r.name));
  const parts = tables.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
        from ${sql.identifier(name)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(rowsOf(result).map((r) => [String(r.name), String(r.hash)]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
