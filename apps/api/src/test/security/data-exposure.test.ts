import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { type AccessCase, type Caller, expectedFor } from './access-cases.js';
import { ACCESS_CASES } from './access-cases-all.js';
import { type DocumentedRoute, documentedRoutes, loadOpenApi } from './openapi-document.js';
import { createResponseChecker, storedSecrets } from './response-checks.js';
import { call } from './security-call.js';
import { withMediaDir } from './security-media-dir.js';
import { createWorld, type World } from './security-world.js';

/**
 * Every read of the demo farm (its four customers, their orders and reviews, plus the security
 * world's A and B), as anonymous, customer A and the admin, with the largest page each list allows:
 * each answer matches its declared schema, holds no hash or secret, and a customer's answers hold
 * no other customer's number, e-mail, address line or order note.
 */
let t: TestApp;
let w: World;
let routes: DocumentedRoute[];
let checker: ReturnType<typeof createResponseChecker>;
let othersOfA: string[];
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: withMediaDir('exposure') });
  w = await createWorld(t);
  const documented = documentedRoutes(await loadOpenApi(t));
  routes = documented.filter((r) => r.method === 'GET' && ACCESS_CASES[r.key]);
  checker = createResponseChecker(documented, () => storedSecrets(t.db));
  othersOfA = await privateValuesOfOthers(w.a.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** Every customer's private values but this one's: numbers, e-mails, address lines, order notes. */
async function privateValuesOfOthers(customerId: number): Promise<string[]> {
  const result = await t.db.execute(sql`
    select mobile_number as v from customers where id <> ${customerId}
    union select email from customers where id <> ${customerId} and email is not null
    union select line1 from addresses where customer_id <> ${customerId}
    union select note from orders where customer_id <> ${customerId} and note is not null`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { v: string }[];
  return rows.map((r) => r.v).filter((v) => v.length >= 6);
}

/** The route's URL with the largest page it allows, so lists show as much as they can. */
function largestPage(route: DocumentedRoute, url: string): string {
  const size = route.operation.parameters?.find((p) => p.name === 'size' && p.in === 'query');
  const max = size?.schema.maximum;
  if (typeof max !== 'number' || /[?&]size=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}size=${max}`;
}

describe('data exposure on every read', () => {
  it('answers anonymous, customer A and the admin within schema, with no secret and no other customer’s data', async () => {
    const tally = { answers: 0, checkedValues: othersOfA.length };
    const bodies: string[] = [];
    for (const route of routes) {
      const c = ACCESS_CASES[route.key] as AccessCase;
      for (const caller of ['anonymous', 'customer A', 'admin'] as Caller[]) {
        if (expectedFor(c, caller) !== 'ok') continue;
        const token = caller === 'admin' ? t.auth.admin : caller === 'customer A' ? w.a.token : undefined;
        const request = await c.build({ w, owner: w.a, caller });
        const res = await call(t, 'GET', largestPage(route, request.url), { token });
        bodies.push(res.body);
        tally.answers++;
        const forbidden =
          caller === 'admin' ? [] : caller === 'customer A' ? othersOfA : [...othersOfA, ...w.a.canaries];
        expect(res.statusCode, `${route.key} as ${caller}: ${res.body}`).toBeLessThan(300);
        expect(checker.check(route, res, forbidden), `${route.key} as ${caller}`).toEqual([]);
      }
    }
    expect(await checker.storedSecretsLeakedIn(bodies)).toEqual([]);
    console.log(
      `data exposure: ${tally.answers} answers on ${routes.length} read routes, checked against ` +
        `${tally.checkedValues} private values of other customers: 0 found, 0 schema faults, 0 secrets`,
    );
  });
});
