import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { type AccessCase, CALLERS, type Caller, expectedFor, type Request } from './access-cases.js';
import { ACCESS_CASES } from './access-cases-all.js';
import { changedTables, fingerprint } from './db-fingerprint.js';
import { type DocumentedRoute, documentedRoutes, loadOpenApi, registeredRoutes } from './openapi-document.js';
import { createResponseChecker, storedSecrets } from './response-checks.js';
import { call } from './security-call.js';
import { withMediaDir } from './security-media-dir.js';
import { createWorld, type Owner, type World } from './security-world.js';

const CASES = ACCESS_CASES;

let t: TestApp;
let w: World;
let routes: Map<string, DocumentedRoute>;
let checker: ReturnType<typeof createResponseChecker>;
const tally = { calls: 0, allowed: 0, refused: 0, variants: 0, leaks: 0, changes: 0 };
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: withMediaDir('matrix') });
  w = await createWorld(t);
  const documented = documentedRoutes(await loadOpenApi(t));
  routes = new Map(documented.map((r) => [r.key, r]));
  checker = createResponseChecker(documented, () => storedSecrets(t.db));
});
afterAll(async () => {
  await t?.close();
});

describe('the access-control matrix covers every route', () => {
  it('has a case for every route of the OpenAPI description, and no case without a route', () => {
    expect(
      [...routes.keys()].filter((key) => !CASES[key]),
      'routes without a case',
    ).toEqual([]);
    expect(
      Object.keys(CASES).filter((key) => !routes.has(key)),
      'cases without a route',
    ).toEqual([]);
    console.log(`access matrix: ${routes.size} documented routes × ${CALLERS.length} callers`);
  });

  it('has every route Fastify serves under /api in the OpenAPI description (none hidden)', () => {
    // Parameter names may differ between routes that share a tree node: compare shapes.
    const shape = (key: string) => key.replace(/\{[^/]*\}/g, '{}');
    const documented = new Set([...routes.keys()].map(shape));
    const hidden = registeredRoutes(t.app).filter((key) => !documented.has(shape(key)));
    expect(hidden).toEqual([]);
  });
});

/** The token a caller uses, and the customer it belongs to (none for anonymous and staff). */
function callerOf(caller: Caller, owner: Owner, c: AccessCase): { token?: string; customer?: Owner } {
  if (caller === 'anonymous') return {};
  if (caller === 'staff') return { token: t.auth.staff };
  if (caller === 'delivery') return { token: t.auth.delivery };
  if (caller === 'admin') return { token: t.auth.admin };
  const customer = caller === 'customer B' && c.access !== 'self' ? w.b : owner;
  return { token: customer.token, customer };
}

/** Whose data the request names: A (or a new customer), or B's own for B on a `self` route. */
async function ownerFor(caller: Caller, c: AccessCase): Promise<Owner> {
  if (c.fresh) return w.newOwner();
  return caller === 'customer B' && c.access === 'self' ? w.b : w.a;
}

/**
 * Private values the caller must not see: every customer's but their own (staff see all). A
 * sign-in request proves it is the owner, so its answer may show the owner's own data.
 */
function forbiddenFor(c: AccessCase, caller: Caller, owner: Owner, customer: Owner | undefined): string[] {
  if (caller === 'staff' || caller === 'admin') return [];
  // A delivery person sees the names, numbers and addresses of the stops on their own routes.
  if (caller === 'delivery' && c.access === 'delivery') return [];
  const mayShow = new Set([customer, c.signsIn ? owner : undefined]);
  return [...new Set([w.a, w.b, owner])].filter((o) => !mayShow.has(o)).flatMap((o) => o.canaries);
}

/** One call; a refusal must change nothing. No answer shows another customer's private values. */
async function attempt(
  key: string,
  caller: Caller,
  expected: 'ok' | number,
  owner: Owner,
  who: { token?: string; customer?: Owner },
  request: Request,
) {
  const route = routes.get(key) as DocumentedRoute;
  const label = `${key} as ${caller}`;
  const before = expected === 'ok' ? undefined : await fingerprint(t.db);
  const res = await call(t, route.method, request.url, {
    token: who.token,
    body: request.body,
    ...(request.headers ? { headers: request.headers } : {}),
  });
  bodies.push(res.body);
  tally.calls++;
  const faults = checker.check(
    route,
    res,
    forbiddenFor(CASES[key] as AccessCase, caller, owner, who.customer),
  );
  if (faults.some((f) => f.startsWith('leaks'))) tally.leaks++;
  expect(faults, `${label}: ${res.body}`).toEqual([]);
  if (expected === 'ok') {
    tally.allowed++;
    // Success, or See Other where a route answers with a redirect (hosted checkout's callback).
    const redirects = res.statusCode === 303 && res.headers.location !== undefined;
    expect(redirects || res.statusCode < 300, `${label}: ${res.statusCode} ${res.body}`).toBe(true);
    return;
  }
  tally.refused++;
  expect(res.statusCode, `${label}: ${res.body}`).toBe(expected);
  const changed = changedTables(before ?? {}, await fingerprint(t.db));
  if (changed.length) tally.changes++;
  expect(changed, `${label} changed the database`).toEqual([]);
}

describe('every route × {anonymous, customer A, customer B, delivery, staff, admin}', () => {
  it.each(Object.keys(CASES))('%s: right status for 6 callers, 0 leaks, 0 changes', async (key) => {
    const c = CASES[key] as AccessCase;
    for (const caller of CALLERS) {
      const owner = await ownerFor(caller, c);
      const request = await c.build({ w, owner, caller });
      await attempt(key, caller, expectedFor(c, caller), owner, callerOf(caller, owner, c), request);
    }
    for (const variant of c.foreignVariants ?? []) {
      const owner = await ownerFor('customer A', c);
      const request = await variant.build({ w, owner, caller: 'customer B' });
      tally.variants++;
      await attempt(key, 'customer B', variant.status, owner, { token: w.b.token, customer: w.b }, request);
    }
  });
});

describe('the matrix as a whole', () => {
  it('answered 0 leaks and 0 changes, and no answer held a stored hash or secret', async () => {
    const leaked = await checker.storedSecretsLeakedIn(bodies);
    console.log(
      `access matrix: ${tally.calls} calls (${tally.allowed} allowed, ${tally.refused} refused, ` +
        `${tally.variants} extra foreign-id variants): ${tally.leaks} leaks, ${tally.changes} changes, ` +
        `${leaked.length} stored secrets in answers`,
    );
    expect(tally.calls).toBeGreaterThanOrEqual(routes.size * CALLERS.length);
    expect({ leaks: tally.leaks, changes: tally.changes, secrets: leaked.length }).toEqual({
      leaks: 0,
      changes: 0,
      secrets: 0,
    });
  });
});
