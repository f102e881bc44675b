import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import type { AccessCase } from './access-cases.js';
import { ACCESS_CASES, allowedCaller } from './access-cases-all.js';
import { changedTables, fingerprint } from './db-fingerprint.js';
import { type DocumentedRoute, documentedRoutes, type JsonSchema, loadOpenApi } from './openapi-document.js';
import { call } from './security-call.js';
import { withMediaDir } from './security-media-dir.js';
import { createWorld, type World } from './security-world.js';

/** Fields a caller might slip into a body to raise themself or reach someone else's data. */
const PLANTED: Record<string, unknown> = {
  id: 1,
  role: 'admin',
  kind: 'staff',
  price: 1,
  stock: 1_000_000,
  status: 'DELIVERED',
  active: true,
  hidden: false,
  mobileVerified: true,
  verifiedPurchase: true,
  customerId: 1,
  userId: 1,
  authorId: 1,
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$planted',
  createdAt: '2020-01-01T00:00:00Z',
};

/** Credential exchanges read only the fields they know and drop the rest (tested in privilege-fields). */
const LOOSE_BODIES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/customer/login',
  // Razorpay's hosted checkout posts its own form fields back; only the known ones are read.
  'POST /api/payments/razorpay/callback',
  // The same hosted checkout's return for a wallet top-up (issue 34).
  'POST /api/wallet/top-ups/callback',
  'POST /api/wallet/bill-payments/callback',
]);

let t: TestApp;
let w: World;
let routes: DocumentedRoute[];
beforeAll(async () => {
  t = await createTestApp({ env: withMediaDir('mass') });
  w = await createWorld(t);
  routes = documentedRoutes(await loadOpenApi(t)).filter(
    (r) => r.operation.requestBody?.content['application/json'],
  );
});
afterAll(async () => {
  await t?.close();
});

/** The object schema of a route's JSON body (a nullable body is `anyOf [object, null]`). */
function bodyObjectOf(route: DocumentedRoute): JsonSchema | undefined {
  const schema = route.operation.requestBody?.content['application/json']?.schema as JsonSchema;
  if (schema.type === 'object') return schema;
  return (schema.anyOf as JsonSchema[] | undefined)?.find((s) => s.type === 'object');
}

describe('mass assignment: fields that do not belong in a body', () => {
  it('every JSON body is strict (unknown fields → 400) unless it is a known credential exchange', () => {
    const loose = routes.filter((r) => {
      const object = bodyObjectOf(r);
      return object ? object.additionalProperties !== false : false;
    });
    expect(loose.map((r) => r.key).sort()).toEqual([...LOOSE_BODIES].sort());
  });

  it('refuses every planted field on every strict body route with 400 naming it, and writes nothing', {
    timeout: 300_000,
  }, async () => {
    let attempts = 0;
    const strict = routes.filter((r) => bodyObjectOf(r)?.additionalProperties === false);
    for (const route of strict) {
      const c = ACCESS_CASES[route.key] as AccessCase;
      const declared = Object.keys((bodyObjectOf(route)?.properties as object | undefined) ?? {});
      // One request per route, every planted field tried on it: a refused body changes nothing, so
      // the database is fingerprinted once around the route's attempts, not around each (the
      // fingerprint reads every table: it was most of this file's time).
      const { caller, owner, token } = await allowedCaller(w, c);
      const request = await c.build({ w, owner, caller });
      const before = await fingerprint(t.db);
      for (const [field, value] of Object.entries(PLANTED).filter(([f]) => !declared.includes(f))) {
        const body = { ...(request.body as object | undefined), [field]: value };
        const res = await call(t, route.method, request.url, { token, body });
        const label = `${route.key} with ${field}`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
        expect(res.data.errors, label).toContainEqual(
          expect.objectContaining({ field, code: 'UNKNOWN_FIELD', message: 'is not a known field' }),
        );
        attempts++;
      }
      expect(changedTables(before, await fingerprint(t.db)), `${route.key} with planted fields`).toEqual([]);
    }
    console.log(
      `mass assignment: ${attempts} planted fields on ${strict.length} strict body routes, all 400, 0 writes`,
    );
    expect(attempts).toBeGreaterThan(strict.length * 5);
  });

  it('refuses planted fields in a bulk product row, naming the row: 400 and nothing written', async () => {
    const productId = await w.fresh.product();
    const before = await fingerprint(t.db);
    const res = await call(t, 'PUT', '/api/product/bulk', {
      token: t.auth.admin,
      body: [{ id: productId, stock: 9, createdAt: '2020-01-01T00:00:00Z', slug: 'planted', rating: 5 }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.data.errors)).toMatch(/createdAt|slug|rating/);
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });
});
