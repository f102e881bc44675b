// The web server people open, without Next.js: /api/* forwarded to the API, everything else
// handed to `handlePage` (Next.js in server.mjs) with the baseline security headers. Apart from Next,
// this is all of server.mjs, so that apps/web/test/api-proxy.test.ts can run it against a stand-in API.
//
// The forwarding streams both ways (uploads are never buffered) and keeps descriptors bounded
// (security issue 13): a client that goes away ends its request to the API; an API that does not
// answer is cut off; a connection on which nothing moves is closed; at most PROXY_MAX_CONNECTIONS
// connections to the API are open, and one client may have at most PROXY_MAX_PER_CLIENT requests in
// flight. An answer the API gives before the body has arrived (413 to an oversized body) is passed on.
// The pool, the sockets and the choice among API addresses (API_ADDRESSES) are in api-send.mjs.
import http from 'node:http';
import net from 'node:net';
import { pipeline } from 'node:stream';
import { ApiTimeout, createApiAgent, sendToApi } from './api-send.mjs';
import { answerUnavailableOnApiOutage } from './page-outage.mjs';
import { logWhenDone, pageRequests, REQUEST_ID_HEADER, requestIdOf, writeLogLine } from './request-log.mjs';
import { API_DOWN_MS, apiAddressesOf, createAddressBook } from './src/lib/api/api-addresses.mjs';
import { BASELINE_HEADERS } from './src/lib/security/baseline-headers.mjs';
import { answerLive, answerReady, HEALTH_PATH, READY_PATH } from './web-health.mjs';

/** The web server's settings (README, "Settings"); `env` is process.env in server.mjs. */
export function webSettings(env = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    /** API_ADDRESSES (host:port,host:port), else API_HOST:API_PORT (src/lib/api/api-addresses.mjs). */
    apiAddresses: apiAddressesOf(env),
    /** How long an API address that refused or broke a connection is skipped. */
    apiDownMs: 1000 * numberSetting(env, 'API_DOWN_SECONDS', API_DOWN_MS / 1000, { min: 0, max: 300 }),
    /** Processes serving the port (web-processes.mjs); more than one only outside development. */
    webProcesses: numberSetting(env, 'WEB_PROCESSES', 1, { min: 1, max: 64 }),
    /** After SIGTERM, how long requests in flight may take before their connections are cut. */
    shutdownGraceMs: 1000 * numberSetting(env, 'SHUTDOWN_GRACE_SECONDS', 10, { min: 0, max: 600 }),
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
 * The web server: /api to the API, its own health at /healthz, the rest to `handlePage(req, res)`.
 * Every request gets its id (request-log.mjs), passed to the API and named in the answer, and one
 * log line through `log` (standard output). The API's addresses are taken in turn from
 * `addressBook` (by default one of this server's own). Not listening yet; `close()` also closes the
 * connections to the API.
 */
export function createWebServer(
  settings,
  handlePage,
  {
    waitForApi = false,
    log = writeLogLine,
    addressBook = createAddressBook(settings.apiAddresses, { downMs: settings.apiDownMs }),
  } = {},
) {
  const proxy = createApiProxy(settings, addressBook);
  // Until the API has migrated and loaded the demo farm, pages would only say "could not load".
  const api = waitForApi ? watchApiStart(addressBook) : { ready: () => true, stop: () => undefined };
  const { requestTimeoutMs, idleTimeoutMs } = settings;
  const headersTimeout = requestTimeoutMs
    ? Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs)
    : HEADERS_TIMEOUT_MS;
  const server = http.createServer(
    {
      // Total time for a request to arrive: long enough for a 50 MB video over a slow phone line
      // (Node's default of 5 minutes cut those off). What stops a stalled upload is the idle timeout.
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      // How often Node checks the two above (default 30 s).
      connectionsCheckingInterval: Math.min(5_000, headersTimeout),
    },
    (req, res) => {
      const requestId = requestIdOf(req.headers);
      // On the request as well: the API gets it with the forwarded headers, Next.js with the page's.
      req.headers[REQUEST_ID_HEADER] = requestId;
      res.setHeader(REQUEST_ID_HEADER, requestId);
      logWhenDone(req, res, requestId, log);
      if (req.url === '/api' || req.url?.startsWith('/api/')) return proxy.forward(req, res);
      const path = req.url?.split('?')[0];
      if (path === HEALTH_PATH) return answerLive(res);
      if (path === READY_PATH) return answerReady(res, addressBook.addresses, requestId);
      // Set here, not only in src/proxy.ts, so Next's static files and /_next/image carry them too.
      for (const [name, value] of BASELINE_HEADERS) res.setHeader(name, value);
      if (!settings.trustProxy) dropForwardedHeaders(req.headers);
      if (!api.ready()) return answerStarting(res);
      // Next's own reads of the API while drawing this page carry the id (src/lib/api/server.ts),
      // and mark the page a 503 when they could not reach the API.
      const page = { requestId };
      answerUnavailableOnApiOutage(res, page);
      return pageRequests.run(page, () => handlePage(req, res));
    },
  );
  // Idle timeout of every client connection: a stalled upload or a client that stopped reading.
  // An upload that keeps moving, however slowly, is never cut by it.
  server.setTimeout(idleTimeoutMs);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('clientError', closeQuietlyWhenUnused);
  server.on('close', () => {
    api.stop();
    proxy.close();
  });
  return server;
}

/**
 * Node answers 408 on a connection whose client sent nothing within the headers timeout. Browsers
 * and fetch open connections ahead of need; a client that sends its request on such a connection
 * just as the 408 arrives reads it as the answer to that request (the bench's storefront fetch got
 * "408" for a product page on a busy CI machine). A connection never used is closed without a word,
 * as an idle kept-alive one is; a request stalled halfway through its headers still gets its 408.
 */
export function closeQuietlyWhenUnused(err, socket) {
  const unused = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.bytesRead === 0;
  // As Node does without this listener: no answer in the middle of one already being written.
  const answering = socket._httpMessage?.headersSent;
  if (!unused && socket.writable && !answering) socket.write(CLIENT_ERROR_ANSWERS[err.code] ?? BAD_REQUEST);
  socket.destroy();
}

const answer = (status) => `HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`;
const BAD_REQUEST = answer('400 Bad Request');
const CLIENT_ERROR_ANSWERS = {
  ERR_HTTP_REQUEST_TIMEOUT: answer('408 Request Timeout'),
  HPE_HEADER_OVERFLOW: answer('431 Request Header Fields Too Large'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: answer('413 Payload Too Large'),
};

/** How often the web server asks the starting API whether it is up. */
const API_START_POLL_MS = 500;

/**
 * Asks the API's health check, each address in turn, until one answers 200 (first start: migrations,
 * demo farm), then stops asking: a later restart of the API is answered by the proxy as before.
 */
function watchApiStart(book) {
  let ready = false;
  let timer;
  const ask = () => {
    const { host, port } = book.pick();
    const request = http.get({ host, port, path: '/api/health', timeout: 2_000 }, (res) => {
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
function createApiProxy(settings, book) {
  const { trustProxy, idleTimeoutMs, maxPerClient } = settings;
  const agent = createApiAgent(settings);
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
    const call = sendToApi(
      req,
      { agent, book, headers, idleTimeoutMs },
      {
        onError: (err) => {
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
        },
        onResponse: (apiRes, upstream) => {
          answered = true;
          // An answer before the whole body was sent (413 to an oversized body): the API wants no
          // more of it, so the rest is not forwarded (the client's is read and dropped).
          if (!upstream.writableEnded) stopForwardingBody();
          res.writeHead(apiRes.statusCode ?? 502, endToEnd(apiRes.headers));
          // The answer streams to the client; if either side breaks, both are torn down.
          pipeline(apiRes, res, (err) => {
            // A connection whose request body was cut short cannot carry another request.
            if (err || !upstream.writableFinished) upstream.destroy();
          });
        },
      },
    );

    // The client went away before its answer was complete: end the request to the API at once
    // (an abandoned upload used to keep its API connection open for minutes).
    res.once('close', () => {
      release();
      if (!res.writableFinished) call.abandon();
    });
    req.once('close', () => {
      if (req.complete) return;
      release();
      call.abandon();
    });

    // The client's connection has been idle for the idle timeout. Waiting for the API's answer is
    // not the client's fault (the API's own idle timeout answers 504); a stalled upload, or an answer
    // the client stopped reading, ends the connection.
    res.on('timeout', () => {
      if (req.complete && !answered) return;
      res.destroy();
    });

    /** The rest of the client's body is read and dropped: the client then reads our answer. */
    function stopForwardingBody() {
      req.unpipe(call.current());
      req.resume();
    }
  }

  return { forward, close: () => agent.destroy() };
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
