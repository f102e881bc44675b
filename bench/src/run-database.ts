import { type ApiProcess, startApiProcess } from './api/process.js';
import { type BackOfficeRun, runBackOffice } from './back-office/run.js';
import type { Prepared } from './catalogue/prepare.js';
import { checkPlans, type PlanCheck } from './checks/plans.js';
import { reopen } from './database.js';
import { measureLoad } from './load/measure.js';
import type { LoadResult } from './load/types.js';
import { type Options, wanted } from './options.js';
import { catalogueScenarios } from './scenarios/catalogue.js';
import { auditStock, restockScarce, type StockAudit, snapshotStock } from './scenarios/checkout.js';
import { checkoutRequests, customerScenarios, signInShoppers, type Tokens } from './scenarios/customer.js';
import type { Scenario } from './scenarios/types.js';

export type ScenarioRun = {
  scenario: Scenario;
  result: LoadResult;
  /** Peak resident memory of the API during the load, MB. */
  rssMb: number;
  problem?: string | undefined;
};

export type DatabaseRun = {
  database: 'pglite' | 'postgres';
  generatedIn: number;
  cached: boolean;
  plans: PlanCheck[];
  runs: ScenarioRun[];
  /** On PostgreSQL: cash-on-delivery checkout, then online order creation, each with its stock audit. */
  checkouts: CheckoutRun[];
  /** Invoice PDFs, the route day's papers and webhooks (after the checkout: it adds a delivery area). */
  backOffice?: BackOfficeRun | undefined;
};

export type CheckoutRun = {
  id: CheckoutKind['id'];
  title: string;
  result: LoadResult;
  audit: StockAudit;
  rssMb: number;
};

type CheckoutKind = { id: 'checkout' | 'checkout-online'; title: string; method: 'COD' | 'ONLINE' };
const CHECKOUTS: CheckoutKind[] = [
  { id: 'checkout', title: 'checkout', method: 'COD' },
  { id: 'checkout-online', title: 'checkout, pay online', method: 'ONLINE' },
];

/** The checkouts this run measures: PostgreSQL only (PGlite takes one writer at a time). */
function checkoutsOf(prepared: Prepared, options: Options): CheckoutKind[] {
  if (prepared.target.kind !== 'postgres') return [];
  return CHECKOUTS.filter((c) => wanted(options, c.id));
}

function scenariosOf(prepared: Prepared, tokens: Tokens, options: Options): Scenario[] {
  const embedded = prepared.target.kind === 'pglite';
  const all = [
    ...catalogueScenarios(prepared.fixture, embedded),
    ...customerScenarios(prepared.fixture, tokens),
  ];
  const picked = all.filter((s) => wanted(options, s.id));
  // Every share-of-baseline goal needs the baseline of the same run.
  if (picked.length && !picked.some((s) => s.id === 'baseline')) picked.unshift(all[0] as Scenario);
  return picked;
}

/**
 * One database: EXPLAIN the scenarios' statements in-process, then start the API on it, sign the
 * shoppers in, drive each scenario from the load process, and on PostgreSQL run the checkout.
 * `during` runs while the API is still up (the storefront part uses it).
 */
export async function runDatabase(
  prepared: Prepared,
  options: Options,
  serverJs: string,
  log: (line: string) => void,
  during?: (api: ApiProcess) => Promise<void>,
): Promise<DatabaseRun> {
  const { target, fixture } = prepared;
  log(`EXPLAIN of every scenario's statements (${target.kind})...`);
  const plans = await checkPlans(
    (logQuery) => reopen(target, { logQuery }),
    async (call) => {
      const tokens = await signInShoppers({ ...fixture, shoppers: fixture.shoppers.slice(0, 1) }, call);
      const scenarios = scenariosOf(prepared, tokens, options);
      const one = { ...fixture, shoppers: fixture.shoppers.slice(0, 1) };
      const checkouts = checkoutsOf(prepared, options).map((c) => ({
        id: c.id,
        title: c.title,
        requests: checkoutRequests(one, tokens, c.method),
        goals: [],
      }));
      return [...scenarios, ...checkouts];
    },
  );

  const processes = target.kind === 'postgres' ? options.apiProcesses : 1;
  log(
    `Starting the API (production build, ${processes} process${processes > 1 ? 'es' : ''}) on ${target.kind}...`,
  );
  const api = await startApiProcess(serverJs, target, {
    processes,
    redisUrl: options.redisUrl,
    smoke: options.smoke,
  });
  try {
    const http = async (
      path: string,
      init: { method: string; body?: string; headers?: Record<string, string> },
    ) => {
      const res = await fetch(`${api.url}${path}`, init);
      return { status: res.status, body: await res.text() };
    };
    // Sign-in is argon2, deliberately slow: a few shoppers are enough to spread the load.
    const shoppers = { ...fixture, shoppers: fixture.shoppers.slice(0, options.smoke ? 4 : 20) };
    const tokens = await signInShoppers(shoppers, http);
    const signedIn: Prepared = { ...prepared, fixture: shoppers };
    const runs: ScenarioRun[] = [];
    for (const scenario of scenariosOf(signedIn, tokens, options)) {
      const { result, rssMb } = await measureLoad(api, scenario, options);
      const problem = await scenario.check?.(api.url);
      runs.push({ scenario, result, rssMb, problem });
      log(
        `  ${scenario.id}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(1)} ms${problem ? ` (${problem})` : ''}`,
      );
    }
    const run: DatabaseRun = {
      database: target.kind,
      generatedIn: prepared.generatedIn,
      cached: prepared.cached,
      plans,
      runs,
      checkouts: [],
    };
    for (const kind of checkoutsOf(prepared, options)) {
      const measured = await checkout(api, signedIn, tokens, options, kind);
      run.checkouts.push(measured);
      log(
        `  ${kind.id}: ${Math.round((measured.result.statuses['201'] ?? 0) / measured.result.seconds)} orders/s`,
      );
    }
    run.backOffice = await runBackOffice(
      api,
      signedIn.fixture,
      tokens,
      options,
      target.kind === 'pglite',
      log,
    );
    if (during) await during(api);
    return run;
  } finally {
    await api.stop();
  }
}

async function checkout(
  api: ApiProcess,
  prepared: Prepared,
  tokens: Tokens,
  options: Options,
  kind: CheckoutKind,
): Promise<CheckoutRun> {
  const database = await reopen(prepared.target);
  try {
    // Each checkout sells the scarce product out afresh (the one before left none).
    await restockScarce(database.db, prepared.fixture);
    const before = await snapshotStock(database.db, prepared.fixture);
    const { result, rssMb } = await measureLoad(
      api,
      { requests: checkoutRequests(prepared.fixture, tokens, kind.method) },
      options,
    );
    const audit = await auditStock(database.db, prepared.fixture, before);
    return { id: kind.id, title: kind.title, result, audit, rssMb };
  } finally {
    await database.close();
  }
}
