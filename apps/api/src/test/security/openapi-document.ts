import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../test-app.js';

/** The parts of an OpenAPI 3.1 document that the security suites read. */
export type JsonSchema = Record<string, unknown>;
export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One documented route: `GET /api/orders/{id}` and its operation. */
export type DocumentedRoute = { key: string; method: string; path: string; operation: Operation };

export async function loadOpenApi(t: TestApp): Promise<OpenApiDocument> {
  const res = await t.call('GET', '/api/docs/json');
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.data as OpenApiDocument;
}

export function documentedRoutes(document: OpenApiDocument): DocumentedRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/**
 * Routes the API answers that are not the API itself: its documentation pages, its health checks
 * (`/api/health`, `/live`, `/ready`: a load balancer's, not a customer's) and metrics (a scraper's),
 * and the demo payment provider (a stand-in for Razorpay, mounted only without keys).
 */
const UNDOCUMENTED =
  /^((GET|HEAD) \/api\/(docs($|\/)|health($|\/(live|ready)$)|metrics$)|[A-Z]+ \/api\/demo-razorpay\/)/;

/**
 * Every route Fastify registered under /api, as `METHOD /api/path/{param}`, read from its route
 * tree, so a route hidden from the OpenAPI description is still found. HEAD twins are left out.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const keys: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') keys.push(`${method} ${path}`);
    }
  }
  return keys.filter((key) => key.includes(' /api/') && !UNDOCUMENTED.test(key));
}
