import { COMMON_ERROR_CODES, type Endpoint, type ErrorCode } from '@farm/contract';
import type { Access } from '@farm/contract/plain/http';
import type { onRequestHookHandler } from 'fastify';
import {
  requireCustomer,
  requireCustomerOrStaff,
  requireDeliveryOrStaff,
  requireStaff,
} from '../plugins/auth.js';

/** The guard each access level gets; a public endpoint has none. */
function guardOf(access: Access): onRequestHookHandler | undefined {
  switch (access) {
    case 'public':
      return undefined;
    case 'customer':
      return requireCustomer;
    case 'customerOrStaff':
      return requireCustomerOrStaff;
    case 'delivery':
      return requireDeliveryOrStaff;
    case 'staff':
      return requireStaff();
    case 'admin':
      return requireStaff('admin');
  }
}

/** The codes each registered endpoint may answer, by `METHOD /path` (checked under test). */
const declaredCodes = new Map<string, ReadonlySet<string>>();

/**
 * Fastify route options from a contract endpoint: method, path, the guard its access names, and
 * the schema (validation, serialisation, OpenAPI). Handlers add their own options beside it:
 *
 *     app.route({ ...routeOf(endpoints.placeOrder), handler: async (request, reply) => … })
 *
 * `onRequest` replaces the guard for the rare endpoint whose access needs a special rule.
 */
export function routeOf<const E extends Endpoint>(
  endpoint: E,
  options: { onRequest?: onRequestHookHandler } = {},
) {
  declaredCodes.set(
    `${endpoint.method} ${endpoint.path}`,
    new Set([...COMMON_ERROR_CODES, ...endpoint.errors]),
  );
  const onRequest = options.onRequest ?? guardOf(endpoint.access);
  const schema = {
    params: endpoint.params as E['params'],
    querystring: endpoint.query as E['query'],
    body: endpoint.body as E['body'],
    headers: endpoint.headers as E['headers'],
    response: endpoint.responses as E['responses'],
    tags: [endpoint.tag ?? tagOf(endpoint.path)],
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(endpoint.errors.length ? { description: `Error codes: ${endpoint.errors.join(', ')}` } : {}),
  };
  for (const key of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[key] === undefined) delete schema[key];
  }
  return { method: endpoint.method, url: endpoint.path, ...(onRequest ? { onRequest } : {}), schema };
}

function tagOf(path: string): string {
  return path.split('/')[1] ?? 'shop';
}

/**
 * Whether a problem's code is one the endpoint declares (or a common one). Routes outside the
 * contract (health, docs) and unmatched URLs declare nothing and accept anything.
 */
export function isDeclaredCode(method: string, url: string | undefined, code: ErrorCode): boolean {
  if (!url) return true;
  const codes = declaredCodes.get(`${method} ${url.replace(/^\/api/, '')}`);
  return codes === undefined || codes.has(code);
}
