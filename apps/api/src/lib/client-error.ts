import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * A connection's error before Fastify has a request (Fastify's `clientErrorHandler`). Node answers
 * 408 on a connection whose client sent nothing within the time for headers; a client that pools
 * connections (the web server's fetch, the bench) and sends its request on that connection just as
 * the 408 arrives reads it as the answer to that request. A connection never used is closed without
 * a word, as an idle kept-alive one is; everything else is answered as Fastify's default does.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const unused = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.bytesRead === 0;
  if (!unused && socket.writable) {
    const status = STATUS_OF[err.code ?? ''] ?? 400;
    const body = JSON.stringify({ error: http.STATUS_CODES[status], statusCode: status });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const STATUS_OF: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/** How often Node looks for requests past their time: 5 s, or the request timeout when shorter. */
export const checkingIntervalMs = (requestTimeoutSeconds: number) =>
  requestTimeoutSeconds ? Math.min(5_000, requestTimeoutSeconds * 1000) : 5_000;
