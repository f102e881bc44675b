import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';

/** A table of the shop as the database describes it (public schema), for dump and load. */
export type TableInfo = {
  name: string;
  /** Columns a restore writes: every column but generated ones. */
  columns: string[];
  /** Identity columns, whose sequences a restore moves past the loaded ids. */
  identity: string[];
  /** Primary key columns: the order rows are dumped in. */
  primaryKey: string[];
  /** Tables this one refers to (foreign keys), which must be loaded first. */
  parents: string[];
};

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Tables that hold the running API's state, not the shop's data: search's generation counter
 * (decision 0036) starts at its migration's row in a restored shop, and the restore's own inserts
 * move it, so every API process builds its index afresh.
 */
const NOT_SHOP_DATA = ['product_search_generation'];

/** Every table of the public schema; drizzle's migration journal (schema `drizzle`) is not one. */
export async function shopTables(db: DbOrTx): Promise<TableInfo[]> {
  const columns = rowsOf<{ table: string; column: string; generated: string; identity: string }>(
    await db.execute(sql`
      select c.table_name as "table", c.column_name as "column",
             c.is_generated as generated, c.is_identity as identity
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select cl.relname as "table", a.attname as "column"
      from pg_index i
      join pg_class cl on cl.oid = i.indrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = cl.oid and a.attnum = any(i.indkey)
      where i.indisprimary and n.nspname = 'public'
      order by cl.relname, array_position(i.indkey::int2[], a.attnum)`),
  );
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? {
      name: c.table,
      columns: [],
      identity: [],
      primaryKey: [],
      parents: [],
    };
    if (c.generated !== 'ALWAYS') table.columns.push(c.column);
    if (c.identity === 'YES') table.identity.push(c.column);
    tables.set(c.table, table);
  }
  for (const k of keys) tables.get(k.table)?.primaryKey.push(k.column);
  for (const l of links) {
    const child = tables.get(l.child);
    if (child && l.parent !== l.child && !child.parents.includes(l.parent)) child.parents.push(l.parent);
  }
  return [...tables.values()].filter((t) => !NOT_SHOP_DATA.includes(t.name));
}

/** Parents before children, so that every foreign key finds its row. */
export function loadOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (table: TableInfo, path: string[]) => {
    if (done.has(table.name)) return;
    if (path.includes(table.name))
      throw new Error(`foreign keys form a cycle: ${[...path, table.name].join(' → ')}`);
    for (const parent of table.parents) {
      const p = byName.get(parent);
      if (p) visit(p, [...path, table.name]);
    }
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

export const columnList = (names: string[]): SQL =>
  sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );

/** The migrations the database has applied (drizzle's journal): how many, and the newest. */
export async function appliedMigrations(db: DbOrTx): Promise<{ count: number; newest: number | null }> {
  const [row] = rowsOf<{ count: number; newest: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    ),
  );
  return { count: Number(row?.count ?? 0), newest: row?.newest == null ? null : Number(row.newest) };
}
