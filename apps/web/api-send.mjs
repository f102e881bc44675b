// How a forwarded request reaches the API (api-proxy.mjs): the pool of connections, the sockets, and
// each request to the next address in turn (src/lib/api/api-addresses.mjs) and, when the connection
// fails before any answer and the request may be repeated, once more to another address
// (docs/decisions/0056-api-addresses-and-retries.md).
//
// The body streams as before. A request that may be repeated keeps a copy of what it has sent, up to
// REPEAT_BODY_LIMIT (a checkout's JSON is a few KB): a larger body, an upload, is not repeated.
import http from 'node:http';
import net from 'node:net';
import { isConnectionFailure, mayRepeat } from './src/lib/api/api-addresses.mjs';

/** The most of a request's body kept for sending it again. */
export const REPEAT_BODY_LIMIT = 64 * 1024;

/**
 * The pool of connections to the API (webSettings' maxApiConnections, idleTimeoutMs): our own, not
 * Node's global one: capped (all addresses together), with the idle timeout on kept connections
 * (which also makes Node honour the API's Keep-Alive hint), and sockets that read the API's early
 * answers.
 */
export function createApiAgent({ maxApiConnections, idleTimeoutMs }) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: maxApiConnections,
    maxTotalSockets: maxApiConnections,
    maxFreeSockets: Math.min(256, maxApiConnections),
    ...(idleTimeoutMs ? { timeout: idleTimeoutMs } : {}),
  });
  // As net.createConnection, with our socket.
  agent.createConnection = (options) => {
    const socket = new AnswerKeepingSocket(options);
    if (options.timeout) socket.setTimeout(options.timeout);
    // A machine that is off (or unplugged) does not refuse: without this its connections would wait
    // for the idle timeout and answer 504. Not connected in time is a failure with nothing sent, so
    // the request may go to another address (sendToApi).
    const connecting = setTimeout(() => socket.destroy(connectTimeout()), API_CONNECT_TIMEOUT_MS);
    socket.once('connect', () => clearTimeout(connecting));
    socket.once('close', () => clearTimeout(connecting));
    return socket.connect(options);
  };
  return agent;
}

/** How long a connection to the API may take to open: on a network, milliseconds. */
const API_CONNECT_TIMEOUT_MS = 3_000;

function connectTimeout() {
  return Object.assign(new Error(`no connection to the API in ${API_CONNECT_TIMEOUT_MS} ms`), {
    code: 'API_CONNECT_TIMEOUT',
  });
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

export class ApiTimeout extends Error {
  constructor() {
    super('the API did not answer in time');
    this.code = 'API_TIMEOUT';
  }
}

/**
 * Sends `req` (method, path, `headers`, its body piped) through `agent` to an address of `book`.
 * `onResponse(apiRes, upstream)` gets the API's answer; `onError(err)` a failure with no answer
 * (err is an ApiTimeout when the API went silent for `idleTimeoutMs`); one of them, once. Errors
 * after the answer are the answer stream's to report. Returns `current()`, the request to the API
 * now under way, and `abandon()`, which ends it (the client went away).
 */
export function sendToApi(req, { agent, book, headers, idleTimeoutMs }, { onResponse, onError }) {
  const kept = mayRepeat(req.method, req.headers) ? keepBody(req) : undefined;
  let abandoned = false;
  /** @type {http.ClientRequest} */
  let current;

  const send = (address, attempt) => {
    const upstream = http.request({
      agent,
      host: address.host,
      port: address.port,
      method: req.method,
      path: req.url,
      headers,
      ...(idleTimeoutMs ? { timeout: idleTimeoutMs } : {}),
    });
    current = upstream;
    let answered = false;
    // No byte to or from the API for the idle timeout: waiting for an answer that is not coming.
    upstream.once('timeout', () => upstream.destroy(new ApiTimeout()));
    upstream.on('error', (err) => {
      if (answered) return;
      const connectionFailed = !abandoned && isConnectionFailure(err);
      // A kept-alive connection the API closed as we sent on it says nothing of the API's health.
      const stale = err.code === 'ECONNRESET' && upstream.reusedSocket;
      if (connectionFailed && !stale) book.failed(address);
      if (connectionFailed && attempt === 1 && kept?.whole()) {
        req.unpipe(upstream);
        send(book.pick(address), 2);
        return;
      }
      onError(err);
    });
    upstream.once('response', (apiRes) => {
      answered = true;
      onResponse(apiRes, upstream);
    });
    for (const chunk of kept?.chunks ?? []) upstream.write(chunk);
    // A body that has all arrived (a GET's empty one, or before a second try) is not piped again.
    if (req.readableEnded) upstream.end();
    else req.pipe(upstream);
  };

  send(book.pick(), 1);
  return {
    current: () => current,
    abandon: () => {
      abandoned = true;
      current.destroy();
    },
  };
}

/** A copy of the body as it passes, while it is at most REPEAT_BODY_LIMIT; `whole()`: still all of it. */
function keepBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let bytes = 0;
  let whole = true;
  const onData = (chunk) => {
    bytes += chunk.length;
    if (bytes <= REPEAT_BODY_LIMIT) return void chunks.push(chunk);
    whole = false;
    chunks.length = 0;
    req.off('data', onData);
  };
  req.on('data', onData);
  return { chunks, whole: () => whole };
}
