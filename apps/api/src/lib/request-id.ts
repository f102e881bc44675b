import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The id one request carries through the web server and the API (issue 35.5), so that one search
 * of the logs finds both sides. Taken from `X-Request-Id` when it has a safe shape (it goes into
 * log lines and answer headers: no spaces, quotes or control characters), else from a W3C
 * `traceparent`'s trace id, else made here. It is an id and nothing more: it grants nothing.
 * The web server chooses it the same way (apps/web/api-proxy.mjs).
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** version - trace id - parent id - flags, lower-case hex; version ff and all-zero ids are invalid. */
const TRACEPARENT = /^(?!ff)[\da-f]{2}-(?!0{32})([\da-f]{32})-(?!0{16})[\da-f]{16}-[\da-f]{2}$/;

export function requestIdOf(headers: IncomingHttpHeaders): string {
  const sent = headers[REQUEST_ID_HEADER];
  if (typeof sent === 'string' && SAFE_ID.test(sent)) return sent;
  const trace = TRACEPARENT.exec(String(headers.traceparent ?? '').trim())?.[1];
  return trace ?? randomUUID();
}
