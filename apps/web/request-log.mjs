// One request id from the web server through the API (issue 35.5), and the web server's own log:
// one JSON line per request. Plain JavaScript, as api-proxy.mjs, which uses it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** version - trace id - parent id - flags, lower-case hex; version ff and all-zero ids are invalid. */
const TRACEPARENT = /^(?!ff)[\da-f]{2}-(?!0{32})([\da-f]{32})-(?!0{16})[\da-f]{16}-[\da-f]{2}$/;

/**
 * The request's id: the client's (nginx's `$request_id`) when it has a safe shape, else a
 * traceparent's trace id, else a new one. The API chooses the same way (apps/api/src/lib/request-id.ts)
 * and gets this one in X-Request-Id. It is an id and nothing more: it grants nothing.
 */
export function requestIdOf(headers) {
  const sent = headers[REQUEST_ID_HEADER];
  if (typeof sent === 'string' && SAFE_ID.test(sent)) return sent;
  const trace = TRACEPARENT.exec(String(headers.traceparent ?? '').trim())?.[1];
  return trace ?? randomUUID();
}

/**
 * The id of the page request being drawn, for the Next.js server's own reads of the API
 * (src/lib/api/server.ts reads it through the same global: Next bundles that file apart).
 */
const PAGE_REQUESTS = Symbol.for('farm.web.pageRequest');
globalThis[PAGE_REQUESTS] ??= new AsyncLocalStorage();
export const pageRequests = globalThis[PAGE_REQUESTS];

/** As apps/api/src/lib/mask-mobile-numbers.ts: Indian mobile numbers, all but the last four digits hidden. */
const MOBILE_NUMBER = /(?<![0-9A-Za-z])((?:\+|%2B)?91[ -]?)?[6-9]\d{4}[ -]?\d(\d{4})(?![0-9A-Za-z])/g;

export function maskMobileNumbers(text) {
  return text.replace(MOBILE_NUMBER, (_number, prefix, last) => `${prefix ? '+91' : ''}******${last}`);
}

/** One JSON line on standard output (what a supervisor such as systemd's journal collects). */
export function writeLogLine(entry) {
  process.stdout.write(`${JSON.stringify(entry)}\n`);
}

/**
 * Logs `req` once its answer is sent or its connection closed: method, path (never the query: it
 * may carry a mobile number or a code), status, duration, request id and process, as pino's lines are shaped.
 */
export function logWhenDone(req, res, requestId, log) {
  const started = performance.now();
  res.once('close', () => {
    log({
      level: 30,
      time: Date.now(),
      // Which of the web processes (WEB_PROCESSES) answered, as pino's lines say.
      pid: process.pid,
      reqId: requestId,
      method: req.method,
      path: maskMobileNumbers((req.url ?? '').split('?')[0]),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
      msg: 'request completed',
    });
  });
}
