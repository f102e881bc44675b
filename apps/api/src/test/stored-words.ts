import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

/** One text value in the database: where it is and what it says. */
export type StoredText = { table: string; column: string; value: string };

/**
 * Every text the database holds (issue 31): each text and varchar column, each element of a text
 * array, each string inside a jsonb value, of every table in the current schema.
 */
export async function storedTexts(t: TestApp): Promise<StoredText[]> {
  const columns = (await t.db.execute(sql`
    select table_name, column_name, data_type, udt_name
    from information_schema.columns
    where table_schema = current_schema()
      and (data_type in ('text', 'character varying', 'jsonb')
        or (data_type = 'ARRAY' and udt_name in ('_text', '_varchar')))
    order by table_name, column_name`)) as unknown as { rows?: Column[] } | Column[];
  const texts: StoredText[] = [];
  for (const { table_name: table, column_name: column } of rowsOf(columns)) {
    const values = rowsOf(
      (await t.db.execute(
        sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
      )) as unknown as { rows?: { v: unknown }[] } | { v: unknown }[],
    );
    for (const { v } of values) for (const value of stringsIn(v)) texts.push({ table, column, value });
  }
  return texts;
}

type Column = { table_name: string; column_name: string };

function rowsOf<T>(result: { rows?: T[] } | T[]): T[] {
  return Array.isArray(result) ? result : (result.rows ?? []);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * Words, not a code: letters with a space between them ("Paid online", "Order cancelled"), or one
 * capitalised word ("Shop"). Codes (`PAID_ONLINE`, `backInStock`, `pending`), references
 * (`pay_Q1w2`), numbers, dates, numbers and hashes are not.
 */
export function isWords(value: string): boolean {
  return /\p{L}\s+\p{L}/u.test(value) || /^\p{Lu}\p{Ll}+[.!]?$/u.test(value);
}
