// Which API address the web server asks (issue 35.3), for the /api proxy (api-proxy.mjs) and for the
// server components' reads (server.ts). Plain JavaScript: server.mjs runs it as it is, Next bundles it.
//
// API_ADDRESSES=host:port,host:port names several API processes or machines; without it, the one
// API_HOST:API_PORT. Requests take the addresses in turn. An address that refused a connection or
// broke one before answering is skipped for a few seconds (API_DOWN_SECONDS), then asked again.
// Which requests are sent again on another address: docs/decisions/0056-api-addresses-and-retries.md.

/** @typedef {{ host: string, port: number }} ApiAddress */

/** @param {Record<string, string | undefined>} env */
export function apiAddressesOf(env) {
  const list = (env.API_ADDRESSES ?? '').trim();
  if (!list) return [{ host: env.API_HOST ?? '127.0.0.1', port: Number(env.API_PORT ?? 4000) }];
  const addresses = list.split(',').map((entry) => parseAddress(entry.trim()));
  if (new Set(addresses.map(nameOf)).size !== addresses.length) {
    throw invalid('each address once');
  }
  return addresses;
}

/** `host:port`, `[v6 address]:port`. */
function parseAddress(entry) {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/.exec(entry);
  const port = Number(match?.[3]);
  if (!match || port < 1 || port > 65535) throw invalid('host:port, separated by commas');
  return { host: match[1] ?? match[2] ?? '', port };
}

function invalid(expected) {
  return new Error(`Invalid settings in the environment:\n  API_ADDRESSES: expected ${expected}`);
}

/** `host:port` of an address, as logs and keys name it. */
export function nameOf({ host, port }) {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** How long an address that failed is skipped, by default. */
export const API_DOWN_MS = 5_000;

/**
 * The addresses in turn, skipping those that failed in the last `downMs`. `pick(avoid)` chooses the
 * next one, other than `avoid` when there is another (a second try); when all are down it still
 * answers one (the next in turn): better a request that may fail than none at all.
 * `failed(address)` marks it down.
 *
 * @param {ApiAddress[]} addresses
 * @param {{ downMs?: number, now?: () => number }} [options]
 */
export function createAddressBook(addresses, { downMs = API_DOWN_MS, now = Date.now } = {}) {
  let turn = 0;
  /** Until when each address (by its name: a caller's copy counts as the address) is skipped. */
  const downUntil = new Map();
  const isUp = (address) => (downUntil.get(nameOf(address)) ?? 0) <= now();
  return {
    addresses,
    /** @param {ApiAddress} [avoid] */
    pick(avoid) {
      const start = turn;
      turn = (turn + 1) % addresses.length;
      let fallback;
      const avoided = avoid && nameOf(avoid);
      for (let i = 0; i < addresses.length; i += 1) {
        const address = addresses[(start + i) % addresses.length];
        if (nameOf(address) === avoided) continue;
        if (isUp(address)) return address;
        fallback ??= address;
      }
      return fallback ?? avoid ?? addresses[0];
    },
    /** @param {ApiAddress} address */
    failed(address) {
      downUntil.set(nameOf(address), now() + downMs);
    },
    isUp,
  };
}

const BOOKS = Symbol.for('farm.web.apiAddressBooks');

/**
 * One book per process for these addresses, so that the proxy (server.mjs) and the pages' reads
 * (server.ts, which Next bundles apart: a module of its own) skip the same failed address. Kept on
 * the global object, as request-log.mjs keeps the page's request id.
 *
 * @param {ApiAddress[]} addresses
 * @param {number} [downMs]
 */
export function sharedAddressBook(addresses, downMs = API_DOWN_MS) {
  globalThis[BOOKS] ??= new Map();
  /** @type {Map<string, ReturnType<typeof createAddressBook>>} */
  const books = globalThis[BOOKS];
  const key = `${addresses.map(nameOf).join(',')}/${downMs}`;
  let book = books.get(key);
  if (!book) {
    book = createAddressBook(addresses, { downMs });
    books.set(key, book);
  }
  return book;
}

/**
 * Whether a request may be sent again after its connection failed before any answer: GET and HEAD
 * (the shop's GET-shaped legacy writes set, never add), and a request with an Idempotency-Key (the
 * API answers a repeat with the first result: checkout, phone order, refund, wallet top-up, bill).
 *
 * @param {string | undefined} method
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function mayRepeat(method, headers) {
  if (method === 'GET' || method === 'HEAD') return true;
  const key = headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0;
}

/** Failures of the connection itself: no answer came, and the address may be down. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'API_CONNECT_TIMEOUT',
]);

/** @param {unknown} err */
export function isConnectionFailure(err) {
  const code = /** @type {{ code?: unknown } | undefined} */ (err)?.code;
  return typeof code === 'string' && CONNECTION_FAILURES.has(code);
}
