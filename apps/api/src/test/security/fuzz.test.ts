import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.js';
import { insertStaffUser } from '../../modules/user/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import type { AccessCase } from './access-cases.js';
import { ACCESS_CASES } from './access-cases-all.js';
import { type FuzzCaller, type FuzzRequest, requestsFor } from './fuzz-requests.js';
import { type DocumentedRoute, documentedRoutes, loadOpenApi } from './openapi-document.js';
import { createResponseChecker, storedSecrets } from './response-checks.js';
import { nextIp } from './security-call.js';
import { withMediaDir } from './security-media-dir.js';
import { createWorld } from './security-world.js';
import { createAccount } from './session-fixtures.js';

/** Cases per route: a few dozen always; `FUZZ_RUNS=1000` for the long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/**
 * The short run always draws the same cases (a steady CI); the long run draws new ones each time
 * unless FUZZ_SEED is given. fast-check prints the seed and the shrunk case of a failure.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : RUNS <= 100 ? 424_242 : undefined;
const KEYS = Object.keys(ACCESS_CASES);

let t: TestApp;
let routes: Map<string, DocumentedRoute>;
let checker: ReturnType<typeof createResponseChecker>;
let passwordHash: string;
const statuses = new Map<number, number>();

beforeAll(async () => {
  // Limits scaled up: the fuzzer is one client hammering every route, limits have their own tests.
  t = await createTestApp({ env: { ...withMediaDir('fuzz'), RATE_LIMIT_SCALE: '1000' } });
  // A shop with customers, orders and reviews, so generated ids often find real rows.
  await createWorld(t);
  const documented = documentedRoutes(await loadOpenApi(t));
  routes = new Map(documented.map((r) => [r.key, r]));
  checker = createResponseChecker(documented, () => storedSecrets(t.db));
  passwordHash = await hashPassword('fuzz-admin-password');
}, 180_000);
afterAll(async () => {
  console.log(
    `fuzzing: ${KEYS.length} routes × ${RUNS} cases; answers by status:`,
    Object.fromEntries(statuses),
  );
  await t?.close();
});

/** Fresh callers for each route: an earlier route may have deleted or signed out the last ones. */
async function callersFor(): Promise<Record<FuzzCaller, string | undefined>> {
  const admin = await insertStaffUser(t.db, {
    name: 'Fuzz admin',
    email: `fuzz-${Math.random().toString(36).slice(2)}@farm.test`,
    passwordHash,
    role: 'admin',
  });
  // A bare customer: earlier routes may have archived the world's products, so no orders here.
  const customer = await createAccount(t, 'Fuzz customer');
  return {
    anonymous: undefined,
    customer: await t.tokens.signAccessToken({ kind: 'customer', id: customer.id, name: customer.name }),
    admin: await t.tokens.signAccessToken({ kind: 'staff', id: admin.id, role: 'admin', name: admin.name }),
  };
}

/** What a caller must get whatever they send: the right to call is decided before the input. */
function refusalFor(c: AccessCase, caller: FuzzCaller): number | undefined {
  if (c.access === 'public') return undefined;
  if (caller === 'anonymous') return 401;
  if (caller === 'customer' && ['delivery', 'staff', 'admin'].includes(c.access)) return 403;
  if (caller === 'admin' && (c.access === 'self' || c.access === 'owner-customer')) return 403;
  return undefined;
}

describe(`fuzzing every route from the OpenAPI description (${RUNS} cases each; FUZZ_RUNS to change)`, () => {
  it('covers every documented route', () => {
    expect([...routes.keys()].filter((key) => !ACCESS_CASES[key])).toEqual([]);
  });

  it.each(KEYS)(
    `%s: ${RUNS} generated requests, 0 × 5xx, every error problem+json`,
    { timeout: 60_000 + RUNS * 1_000 },
    async (key) => {
      const route = routes.get(key) as DocumentedRoute;
      const c = ACCESS_CASES[key] as AccessCase;
      const tokens = await callersFor();
      await fc.assert(
        fc.asyncProperty(requestsFor(route, c.access), async (req: FuzzRequest) => {
          const token = tokens[req.caller];
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: req.url,
            remoteAddress: nextIp(),
            headers: { ...req.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          let data: unknown;
          try {
            data = JSON.parse(res.body);
          } catch {
            data = undefined;
          }
          const faults = checker.check(route, Object.assign(res, { data }));
          expect(
            faults,
            `${route.method} ${req.url} as ${req.caller}: ${res.statusCode} ${res.body.slice(0, 300)}`,
          ).toEqual([]);
          // The router refuses a malformed or over-long URL before any route (and its guard) is chosen.
          const routerRefused = ['URI_TOO_LONG', 'BAD_URL'].includes(
            (data as { code?: string } | undefined)?.code ?? '',
          );
          const refusal = refusalFor(c, req.caller);
          if (refusal && !routerRefused)
            expect(res.statusCode, `${req.url} as ${req.caller}: ${res.body.slice(0, 300)}`).toBe(refusal);
        }),
        { numRuns: RUNS, endOnFailure: RUNS > 100, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
  );
});
