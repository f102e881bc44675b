// The web server people open, without Next.js: /api/* forwarded to the API process, everything else
// handed to `handlePage` (Next.js in server.mjs) with the baseline security headers. Apart from Next,
// this is all of server.mjs, so that apps/web/test/api-proxy.test.ts can run it against a stand-in API.
//
// The forwarding streams both ways (uploads are never buffered) and keeps descriptors bounded
// (security issue 13): a client that goes away ends its request to the API; an API that does not
// answer is cut off; a connection on which nothing moves is closed; at most PROXY_MAX_CONNECTIONS
// connections to the API are open, and one client may have at most PROXY_MAX_PER_CLIENT requests in
// flight. An answer the API gives before the body has arrived (413 to an oversized body) is passed on.
import http from 'node:http';
import net from 'node:net';
import { pipeline } from 'node:stream';
import { BASELINE_HEADERS } from './src/lib/security/baseline-headers.mjs';

/** The web server's settings (README, "Settings"); `env` is process.env in server.mjs. */
export function webSettings(env = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    apiPort: Number(env.API_PORT ?? 4000),
    apiHost: env.API_HOST ?? '127.0.0.1',
    /** Set when the shop sits behind a reverse proxy (nginx, Caddy) that appends X-Forwarded-For. */
    trustProxy: ['1', 'true', 'yes'].includes(String(env.TRUST_PROXY ?? '').toLowerCase()),
    /** No byte in either direction for this long closes a connection (client or API side); 0: never. */
    idleTimeoutMs: 1000 * numberSetting(env, 'IDLE_TIMEOUT_SECONDS', 60, { min: 0, max: 3600 }),
    /** The longest a whole request may take to arrive: the slowest video upload; 0: no limit. */
    requestTimeoutMs: 1000 * numberSetting(env, 'REQUEST_TIMEOUT_SECONDS', 3600, { min: 0, max: 86400 }),
    maxApiConnections: numberSetting(env, 'PROXY_MAX_CONNECTIONS', 512, { min: 1, max: 100_000 }),
    /** 0: no per-client limit. */
    maxPerClient: numberSetting(env, 'PROXY_MAX_PER_CLIENT', 32, { min: 0, max: 100_000 }),
  };
}

function numberSetting(env, name, fallback, { min, max }) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(
      `Invalid settings in the environment:\n  ${name}: expected a number from ${min} to ${max}`,
    );
  }
  return value;
}

/** Request headers must arrive within this (or the request timeout, if shorter). */
const HEADERS_TIMEOUT_MS = 30_000;
/**
 * How long a connection waits, idle, for its client's next request. Node's 5 s is shorter than the
 * pools of the clients that reuse connections (browsers, nginx's upstream keepalive of 60 s): a
 * client sending just as the server closes gets ECONNRESET. So the server waits longer than they do.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The web server: /api to the API, the rest to `handlePage(req, res)`. Not listening yet; `close()`
 * also closes the connections to the API.
 */
export function createWebServer(settings, handlePage, { waitForApi = false } = {}) {
  const proxy = createApiProxy(settings);
  // Until the API has migrated and loaded the demo farm, pages would only say "could not load".
  const api = waitForApi ? watchApiStart(settings) : { ready: () => true, stop: () => undefined };
  const { requestTimeoutMs, idleTimeoutMs } = settings;
  const server = http.createServer(
    {
      // Total time for a request to arrive: long enough for a 50 MB video over a slow phone line
      // (Node's default of 5 minutes cut those off). What stops a stalled upload is the idle timeout.
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs ? Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs) : HEADERS_TIMEOUT_MS,
      // How often Node checks the two above (default 30 s).
      connectionsCheckingInterval: 5_000,
    },
    (req, res) => {
      if (req.url === '/api' || req.url?.startsWith('/api/')) return proxy.forward(req, res);
      // Set here, not only in src/proxy.ts, so Next's static files and /_next/image carry them too.
      for (const [name, value] of BASELINE_HEADERS) res.setHeader(name, value);
      if (!settings.trustProxy) dropForwardedHeaders(req.headers);
      if (!api.ready()) return answerStarting(res);
      return handlePage(req, res);
    },
  );
  // Idle timeout of every client connection: a stalled upload or a client that stopped reading.
  // An upload that keeps moving, however slowly, is never cut by it.
  server.setTimeout(idleTimeoutMs);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('close', () => {
    api.stop();
    proxy.close();
  });
  return server;
}

/** How often the web server asks the starting API whether it is up. */
const API_START_POLL_MS = 500;

/**
 * Asks the API's health check until it answers 200 once (first start: migrations, demo farm), then
 * stops asking: a later restart of the API is answered by the proxy's 502 as before.
 */
function watchApiStart({ apiHost, apiPort }) {
  let ready = false;
  let timer;
  const ask = () => {
    const request = http.get({ host: apiHost, port: apiPort, path: '/api/health', timeout: 2_000 }, (res) => {
      res.resume();
      if (res.statusCode === 200) ready = true;
      else timer = setTimeout(ask, API_START_POLL_MS);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => {
      timer = setTimeout(ask, API_START_POLL_MS);
    });
  };
  ask();
  return {
    ready: () => ready,
    stop: () => clearTimeout(timer),
  };
}

const STARTING_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2">
<title>The shop is starting</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#2f5d3a;text-align:center}p{color:#555}</style>
</head>
<body><main><h1>The shop is starting</h1><p>This takes a few seconds on the first start. The page will open by itself.</p></main></body>
</html>
`;

/** A page asked for before the API is up: a short page that reloads itself every 2 seconds. */
function answerStarting(res) {
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(STARTING_PAGE),
    'cache-control': 'no-store',
    'retry-after': '2',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  });
  res.end(STARTING_PAGE);
}

/** Headers by which a proxy tells where a request came from and which address it was sent to. */
const FORWARDED = [
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-for',
];

/**
 * Without a trusted proxy in front (TRUST_PROXY), whatever a client says in these is a lie it chose:
 * `X-Forwarded-Host: evil.test` used to put `http://evil.test/…` in the sitemap, canonical and Open
 * Graph links of pages built without SITE_URL (security issue 13.9). Next then sees only the Host.
 */
function dropForwardedHeaders(headers) {
  for (const name of FORWARDED) delete headers[name];
}

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

/** `headers` without the hop-by-hop ones, including any that their Connection header names. */
function endToEnd(headers) {
  const copy = { ...headers };
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) delete copy[name];
  return copy;
}

/** Forwards requests to the API: `forward(req, res)` for each /api request; `close()` ends the kept connections. */
function createApiProxy(settings) {
  const { apiHost, apiPort, trustProxy, idleTimeoutMs, maxApiConnections, maxPerClient } = settings;
  // Our own pool, not Node's global one: capped, with the idle timeout on kept connections (which
  // also makes Node honour the API's Keep-Alive hint), and sockets that read the API's early answers.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: maxApiConnections,
    maxFreeSockets: Math.min(256, maxApiConnections),
    ...(idleTimeoutMs ? { timeout: idleTimeoutMs } : {}),
  });
  // As net.createConnection, with our socket.
  agent.createConnection = (options) => {
    const socket = new AnswerKeepingSocket(options);
    if (options.timeout) socket.setTimeout(options.timeout);
    return socket.connect(options);
  };
  const inFlight = new Map();

  function forward(req, res) {
    const client = req.socket.remoteAddress ?? '';
    const incomingForwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const key = clientKeyOf(incomingForwarded ? lastForwarded(incomingForwarded) : client);
    if (maxPerClient && (inFlight.get(key) ?? 0) >= maxPerClient) {
      return answerProblem(res, 429, {
        type: 'too-many-requests',
        title: 'Too Many Requests',
        code: 'TOO_MANY_REQUESTS',
        detail: 'Too many requests at once from your address. Please try again in a moment.',
        headers: { 'retry-after': '5' },
      });
    }
    inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    };

    const headers = endToEnd(req.headers);
    headers['x-forwarded-for'] = incomingForwarded ? `${incomingForwarded}, ${client}` : client;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] =
      trustProxy && req.headers['x-forwarded-proto'] ? req.headers['x-forwarded-proto'] : 'http';
    let answered = false;
    const upstream = http.request({
      agent,
      host: apiHost,
      port: apiPort,
      method: req.method,
      path: req.url,
      headers,
      ...(idleTimeoutMs ? { timeout: idleTimeoutMs } : {}),
    });

    // The client went away before its answer was complete: end the request to the API at once
    // (an abandoned upload used to keep its API connection open for minutes).
    res.once('close', () => {
      release();
      if (!res.writableFinished) upstream.destroy();
    });
    req.once('close', () => {
      if (req.complete) return;
      release();
      upstream.destroy();
    });

    // The client's connection has been idle for the idle timeout. Waiting for the API's answer is
    // not the client's fault (the API's own idle timeout answers 504); a stalled upload, or an answer
    // the client stopped reading, ends the connection.
    res.on('timeout', () => {
      if (req.complete && !answered) return;
      res.destroy();
    });

    /** The rest of the client's body is read and dropped: the client then reads our answer. */
    const stopForwardingBody = () => {
      req.unpipe(upstream);
      req.resume();
    };

    // No byte to or from the API for the idle timeout: waiting for an answer that is not coming.
    upstream.once('timeout', () => upstream.destroy(new ApiTimeout()));
    upstream.on('error', (err) => {
      // Once the API has answered, its answer is what counts; the pipeline below handles a broken one.
      if (answered) return;
      stopForwardingBody();
      if (err instanceof ApiTimeout) {
        return answerProblem(res, 504, {
          type: 'api-timeout',
          title: 'Gateway Timeout',
          detail: 'The shop took too long to answer. Please try again in a moment.',
        });
      }
      answerProblem(res, 502, {
        type: 'api-unavailable',
        title: 'Bad Gateway',
        detail: 'The shop is starting or restarting. Please try again in a moment.',
      });
    });
    upstream.once('response', (apiRes) => {
      answered = true;
      // An answer before the whole body was sent (413 to an oversized body): the API wants no more
      // of it, so the rest is not forwarded (the client's is read and dropped).
      if (!upstream.writableEnded) stopForwardingBody();
      res.writeHead(apiRes.statusCode ?? 502, endToEnd(apiRes.headers));
      // The answer streams to the client; if either side breaks, both are torn down.
      pipeline(apiRes, res, (err) => {
        // A connection whose request body was cut short cannot carry another request.
        if (err || !upstream.writableFinished) upstream.destroy();
      });
    });
    req.pipe(upstream);
  }

  return { forward, close: () => agent.destroy() };
}

class ApiTimeout extends Error {
  constructor() {
    super('the API did not answer in time');
    this.code = 'API_TIMEOUT';
  }
}

/**
 * A connection to the API that keeps reading when a write fails because the API closed it.
 *
 * The API answers some requests before reading their body (413 for a Content-Length over the
 * limit) and then closes the connection; the rest of the body that was already on its way makes
 * its system answer with a reset. Node's HTTP client treats the failed write as the end of
 * everything and never reads the answer that arrived before it, so the client got our 502 instead
 * of the API's 413. Here the failed write is held back (the request cannot go on anyway) and
 * reading continues: the HTTP client sees the answer, then the end of the connection, and tears
 * the socket down. Nothing to read means the read side fails at once, and the idle timeout is the
 * last resort.
 */
class AnswerKeepingSocket extends net.Socket {
  #keepReading(callback) {
    return (err) => {
      if (
        err &&
        (err.code === 'EPIPE' || err.code === 'ECONNRESET') &&
        !this.destroyed &&
        !this.readableEnded
      ) {
        return; // the write never completes; the read side decides what happens next
      }
      callback(err);
    };
  }

  _write(data, encoding, callback) {
    super._write(data, encoding, this.#keepReading(callback));
  }

  _writev(chunks, callback) {
    super._writev(chunks, this.#keepReading(callback));
  }
}

/** The answers the web server gives itself, in the API's format (RFC 9457) and with its headers. */
function answerProblem(res, status, { type, title, detail, code, headers = {} }) {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({
    type: `https://farm.shop/problems/${type}`,
    title,
    status,
    ...(code ? { code } : {}),
    detail,
  });
  res.writeHead(status, {
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy':
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ...headers,
  });
  res.end(body);
}

/** The address a trusted reverse proxy appended: the last entry of X-Forwarded-For. */
function lastForwarded(header) {
  const list = Array.isArray(header) ? header.join(',') : header;
  return list.split(',').at(-1)?.trim() ?? '';
}

/**
 * The client a per-client limit counts, as the API counts it (apps/api/src/lib/client-key.ts): an
 * IPv4 address itself, an IPv6 address by its /64 network (one home line or phone gets a whole /64).
 */
export function clientKeyOf(ip) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...left, ...Array(Math.max(0, missing)).fill('0'), ...right];
  const network = groups.slice(0, 4).map((g) => Number.parseInt(g || '0', 16).toString(16));
  return `${network.join(':')}::/64`;
}
