import type { Query, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** What a drizzle database or transaction keeps as its `session` (drizzle-orm 0.45, both drivers). */
type Session = {
  prepareQuery(
    query: Query,
    fields: undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
};

const dialect = new PgDialect();

/**
 * A statement the checkout sends on every order, written once with named placeholders
 * (`sql.placeholder('total')`) as SQL or with the query builder (given the first database it runs
 * on), and run on the database or inside a transaction.
 *
 * Why not the query builder: a checkout's eleven statements spent ~2.4 ms of the API's CPU per order
 * building their SQL again (`is()` walks over every chunk; the order's insert alone took 0.3 ms), a
 * quarter of the process's time under the bench's checkout (27 Nov profile). Here the text is built
 * on first use and kept; on PostgreSQL it is sent by `name`, so each connection parses and plans it
 * once too. PGlite runs the text. It still goes through drizzle's session, so the logger (the
 * query-count test, the bench's EXPLAIN checks) sees each statement as before.
 *
 * Rows come back as the drivers give them, named as the SQL names its columns (a builder's select
 * too: `mobile_verified`, `count`): timestamps and dates as text, `bigint` and `numeric` as text on
 * PostgreSQL. The caller maps them.
 */
export function preparedStatement<Row>(name: string, build: (db: DbOrTx) => SQLWrapper) {
  let query: Query | undefined;
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build(db).getSQL());
    // `session` is drizzle's own (not in its types): a database's is the pool's, a transaction's is its client's.
    const session = (db as unknown as { session: Session }).session;
    const result = await session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
