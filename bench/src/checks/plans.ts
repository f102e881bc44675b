import type { Database, Db } from '@farm/api/tooling';
import { buildApp, createTokenService, jwtSecretOf, loadConfig } from '@farm/api/tooling';
import { sql } from 'drizzle-orm';
import type { RequestSpec } from '../load/types.js';
import type { Scenario } from '../scenarios/types.js';

/** Per scenario: SQL statements one request sends, and sequential scans on large tables. */
export type PlanCheck = { scenario: string; statements: number; seqScans: string[]; error?: string };

type Statement = { query: string; params: unknown[] };
type PlanNode = { 'Node Type'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Tables this large must never be read whole by a request. */
const LARGE_TABLE_ROWS = 10_000;
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|select set_config)/i;

/**
 * Serves each scenario's first request in this process on the generated database, records the
 * statements the ORM sends, and EXPLAINs each one (without running it again) with the same
 * parameters and the same transaction settings (search turns sequential scans off).
 */
export async function checkPlans(
  open: (logQuery: (query: string, params: unknown[]) => void) => Promise<Database>,
  scenariosFor: (call: InProcessCall) => Promise<Scenario[]>,
): Promise<PlanCheck[]> {
  let recorded: Statement[] = [];
  let recording = true;
  const database = await open((query, params) => {
    if (recording) recorded.push({ query, params });
  });
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/farm-bench-plans',
      // As the load's API (api/process.ts): one shopper places every checkout of the check.
      RATE_LIMIT_SCALE: '1000',
    });
    const tokens = createTokenService(await jwtSecretOf(database, config));
    const app = await buildApp({ db: database.db, config, tokens });
    await app.ready();
    const call: InProcessCall = async (path, init) => {
      const res = await app.inject({
        url: path,
        method: init.method as 'GET',
        headers: init.headers ?? {},
        payload: init.body,
      });
      return { status: res.statusCode, body: res.body };
    };
    const large = await largeTables(database.db);
    const checks: PlanCheck[] = [];
    for (const scenario of await scenariosFor(call)) {
      if (scenario.explain === false) continue;
      const request = scenario.requests[0] as RequestSpec;
      // Once unrecorded first: what the API keeps in memory (the shop's rules, decision 0039) is
      // read on a process's first request only, and the count is of a request in a running shop.
      recording = false;
      await call(request.path, request);
      recording = true;
      recorded = [];
      const res = await call(request.path, request);
      const statements = recorded.filter((s) => !CONTROL.test(s.query));
      recording = false;
      const check: PlanCheck = { scenario: scenario.id, statements: statements.length, seqScans: [] };
      // `BENCH_SHOW_SQL=1`: each scenario's statements on the console, to see what a request sends.
      if (process.env.BENCH_SHOW_SQL) {
        console.log(`[bench sql] ${scenario.id}: ${statements.length} statements`);
        for (const s of statements)
          console.log(`[bench sql]   ${s.query.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
      if (res.status >= 400) check.error = `answered ${res.status}`;
      for (const scan of await explainAll(database.db, recorded, large)) check.seqScans.push(scan);
      recording = true;
      checks.push(check);
    }
    await app.close();
    return checks;
  } finally {
    await database.close();
  }
}

export type InProcessCall = (
  path: string,
  init: { method: string; body?: string; headers?: Record<string, string> },
) => Promise<{ status: number; body: string }>;

async function largeTables(db: Db): Promise<Set<string>> {
  const result = await db.execute(sql`
    select relname from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= ${LARGE_TABLE_ROWS}`);
  return new Set((result as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname));
}

/** EXPLAINs the statements in one transaction (rolled back), replaying its set_config calls. */
async function explainAll(db: Db, statements: Statement[], large: Set<string>): Promise<string[]> {
  const scans: string[] = [];
  await db
    .transaction(async (tx) => {
      for (const { query, params } of statements) {
        if (/^\s*select set_config/i.test(query)) {
          await tx.execute(rawWith(query, params));
          continue;
        }
        if (CONTROL.test(query)) continue;
        const result = await tx.execute(rawWith(`explain (format json) ${query}`, params));
        const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
        const plan = Object.values(row)[0];
        const tree = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
        for (const node of walk(tree[0]?.Plan)) {
          const relation = node['Relation Name'];
          if (node['Node Type'] === 'Seq Scan' && relation && large.has(relation)) scans.push(relation);
        }
      }
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return scans;
}

class Rollback extends Error {}

function* walk(node: PlanNode | undefined): Generator<PlanNode> {
  if (!node) return;
  yield node;
  for (const child of node.Plans ?? []) yield* walk(child);
}

/** A recorded statement with its `$n` parameters bound again. */
function rawWith(query: string, params: unknown[]) {
  const parts = query.split(/\$(\d+)/);
  const chunks = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`,
  );
  return sql.join(chunks);
}
