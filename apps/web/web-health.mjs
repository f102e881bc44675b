// The web server's own health (issue 35.4), beside the API's /api/health/live and /ready: what a
// load balancer and a supervisor ask of a web process. Not under /api (that is the API's) and not a
// page's path: /healthz and /healthz/ready (README, "Operations").
import http from 'node:http';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/healthz/ready';

/** The API's readiness check may take 2 s per dependency; a little more for the way there. */
const API_CHECK_TIMEOUT_MS = 3_000;

/** `/healthz`: the process answers and Next.js is prepared (the server listens only after that). */
export function answerLive(res) {
  answerJson(res, 200, { status: 'ok' });
}

/**
 * `/healthz/ready`: also an API address answers its readiness with 200 (the proxy skips one that
 * is down); else 503 naming what failed at the first address. With several addresses (API_ADDRESSES)
 * `apiAddressesReady` says how many of them are, never which (no address leaves the shop).
 */
export async function answerReady(res, addresses, requestId) {
  const answers = await Promise.all(addresses.map(({ host, port }) => apiReadiness(host, port, requestId)));
  const ready = answers.filter((answer) => answer.ok).length;
  const api = ready > 0 ? { ok: true } : answers[0];
  answerJson(res, ready > 0 ? 200 : 503, {
    status: ready > 0 ? 'ready' : 'not ready',
    checks: { api },
    ...(addresses.length > 1 ? { apiAddressesReady: `${ready}/${addresses.length}` } : {}),
  });
}

function apiReadiness(host, port, requestId) {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host,
        port,
        path: '/api/health/ready',
        headers: { 'x-request-id': requestId },
        timeout: API_CHECK_TIMEOUT_MS,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          if (body.length < 10_000) body += chunk;
        });
        res.on('error', () => resolve({ ok: false, reason: 'answer cut off' }));
        res.on('end', () => {
          if (res.statusCode === 200) return resolve({ ok: true });
          resolve({ ok: false, reason: `answered ${res.statusCode}`, failing: failingChecks(body) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${API_CHECK_TIMEOUT_MS} ms`)));
    // The error's code (ECONNREFUSED), never its message: that names the address.
    request.on('error', (err) =>
      resolve({
        ok: false,
        reason: err.code ?? (err.message.startsWith('no answer') ? err.message : 'failed'),
      }),
    );
  });
}

/** The names of the API's checks that failed (database, storage, redis), from its answer. */
function failingChecks(body) {
  try {
    const checks = JSON.parse(body).checks ?? {};
    return Object.keys(checks).filter((name) => checks[name]?.ok === false);
  } catch {
    return [];
  }
}

function answerJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}
