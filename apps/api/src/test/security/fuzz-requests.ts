import fc from 'fast-check';
import type { Access } from './access-cases.js';
import { junk, near, parameterText } from './fuzz-arbitraries.js';
import type { DocumentedRoute, JsonSchema, Parameter } from './openapi-document.js';

/** Who sends a fuzzed request: nobody, customer A, or the admin. */
export type FuzzCaller = 'anonymous' | 'customer' | 'admin';

export type FuzzRequest = {
  caller: FuzzCaller;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** Lone surrogates cannot be percent-encoded: they travel as U+FFFD, as a browser would send them. */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udfff]/g, (c, i, s: string) => (isPaired(s, i) ? c : '\ufffd')),
  );
}

function isPaired(s: string, i: number): boolean {
  const code = s.charCodeAt(i);
  if (code <= 0xdbff) return i + 1 < s.length && /[\udc00-\udfff]/.test(s.charAt(i + 1));
  return i > 0 && /[\ud800-\udbff]/.test(s.charAt(i - 1));
}

function paramsIn(route: DocumentedRoute, where: Parameter['in']) {
  return (route.operation.parameters ?? []).filter((p) => p.in === where);
}

/** Parameters as a record; required ones are usually there, so requests often get past validation. */
function parameterRecord(params: Parameter[]): fc.Arbitrary<Partial<Record<string, string>>> {
  const all = Object.fromEntries(params.map((p) => [p.name, parameterText(p.schema)]));
  const required = params.filter((p) => p.required).map((p) => p.name);
  return fc.oneof(
    { weight: 5, arbitrary: fc.record(all, { requiredKeys: required }) },
    { weight: 1, arbitrary: fc.record(all, { requiredKeys: [] }) },
  );
}

function bodyOf(route: DocumentedRoute): fc.Arbitrary<{ payload?: string; type?: string }> {
  const schema = route.operation.requestBody?.content['application/json']?.schema as JsonSchema | undefined;
  const json = (schema ? near(schema) : junk).map((value) => ({
    payload: JSON.stringify(value),
    type: 'application/json',
  }));
  return fc.oneof(
    { weight: schema ? 8 : 1, arbitrary: json },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.string().map((text) => ({ payload: `{${text}`, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.string().map((text) => ({ payload: text, type: 'text/plain' })) },
  );
}

/** Requests for one route, generated from its OpenAPI operation. */
export function requestsFor(route: DocumentedRoute, access: Access): fc.Arbitrary<FuzzRequest> {
  const callers: FuzzCaller[] = ['anonymous', 'customer', 'admin'];
  const preferred: FuzzCaller = access === 'self' || access === 'owner-customer' ? 'customer' : 'admin';
  return fc
    .record({
      caller: fc.oneof(
        { weight: 4, arbitrary: fc.constant(preferred) },
        { weight: 2, arbitrary: fc.constantFrom(...callers) },
      ),
      path: parameterRecord(paramsIn(route, 'path')),
      query: parameterRecord(paramsIn(route, 'query')),
      header: parameterRecord(paramsIn(route, 'header')),
      body: bodyOf(route),
    })
    .map(({ caller, path, query, header, body }) => {
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(path[name] ?? 'x'));
      const search = Object.entries(query)
        .map(([k, v]) => `${encode(k)}=${encode(v ?? '')}`)
        .join('&');
      // HTTP header values are Latin-1: a client cannot send anything else.
      const headers = Object.fromEntries(
        Object.entries(header).map(([k, v]) => [k, (v ?? '').replace(/[^\x20-\x7e]/g, '?')]),
      );
      if (body.type) headers['content-type'] = body.type;
      return {
        caller,
        url: search ? `${url}?${search}` : url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}
