import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteAnnouncements } from '../db/write-announcements.js';
import { ACCESS_COOKIE } from '../modules/auth/index.js';

/** A route's opt-in: the API may keep its anonymous GET answers in memory this many seconds. */
export type HttpCacheConfig = { maxAge: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    httpCache?: HttpCacheConfig;
  }
  interface FastifyRequest {
    httpCacheGeneration?: number;
  }
  interface FastifyInstance {
    /**
     * Called whenever the kept answers are dropped (a write here, or another process's write):
     * what else a module keeps from the database until a write (the product lists' counts) goes too.
     */
    onPublicReadsChanged(listener: () => void): void;
  }
}

/** Public catalogue reads: the API's memory keeps them 30 s at most (a write nobody announced). */
export const CATALOGUE_CACHE: HttpCacheConfig = { maxAge: 30 };

type Entry = { body: string; etag: string; contentType: string; storedAt: number; maxAge: number };

const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * HTTP caching of public reads (decision 0018). Routes opt in with `config: { httpCache }`. Every
 * answer of such a route gets an ETag and answers 304 to a matching If-None-Match. Answers to
 * anonymous requests may be stored by browsers and proxies but must be revalidated (`public,
 * no-cache`: a 304 costs a round trip, not the bytes), so a change shows at once; they are also
 * kept here, in memory, keyed by URL, so that a repeated read or revalidation costs no query. Any successful write (staff editing the
 * catalogue, a checkout taking stock, a review) empties that memory: writes are rare next to reads,
 * and no write can then leave a stale answer behind in this process. With `announcements`, other API
 * processes on the same database are told and empty theirs too (db/write-announcements.ts); without
 * (or while that channel is down) they see the change after `maxAge` at most.
 */
async function httpCachePlugin(app: FastifyInstance, options: { announcements?: WriteAnnouncements }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  const changeListeners: Array<() => void> = [];

  const clear = () => {
    entries.clear();
    bytes = 0;
    generation++;
    for (const listener of changeListeners) listener();
  };
  options.announcements?.onOthersWrote(clear);
  app.decorate('onPublicReadsChanged', (listener: () => void) => {
    changeListeners.push(listener);
  });

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config.httpCache;
    if (!config || !READS.has(request.method)) return;
    request.httpCacheGeneration = generation;
    if (request.method !== 'GET' || !isAnonymous(request)) return;
    // A reload (or the benchmark) may ask for an answer fresh from the database.
    if (request.headers['cache-control']?.includes('no-cache')) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (Date.now() - entry.storedAt > entry.maxAge * 1000) {
      forget(request.url);
      return;
    }
    // Most recently used last, so that eviction takes the oldest.
    entries.delete(request.url);
    entries.set(request.url, entry);
    headersOf(reply, entry.etag, true).header('x-cache', 'hit');
    if (matches(request, entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method)) {
      if (reply.statusCode < 400) {
        clear();
        options.announcements?.announce();
      }
      return payload;
    }
    const config = request.routeOptions.config.httpCache;
    if (!config || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) {
      return payload;
    }
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const anonymous = isAnonymous(request);
    headersOf(reply, etag, anonymous).header('x-cache', 'miss');
    // Only an answer computed with no write in between may be kept.
    if (anonymous && request.method === 'GET' && request.httpCacheGeneration === generation) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      remember(request.url, {
        body: payload,
        etag,
        contentType,
        storedAt: Date.now(),
        maxAge: config.maxAge,
      });
    }
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });

  function remember(key: string, entry: Entry) {
    forget(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      forget(oldest);
    }
  }

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }
}

/** No bearer token and no staff cookie: the answer is the public's, the same for everyone. */
function isAnonymous(request: FastifyRequest): boolean {
  return !request.headers.authorization && !request.cookies?.[ACCESS_COOKIE.staff];
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
}

/** Anonymous answers may be stored by anyone, others only by the browser; both revalidate each time. */
function headersOf(reply: FastifyReply, etag: string, shared: boolean) {
  return reply
    .header('etag', etag)
    .header('cache-control', shared ? 'public, no-cache' : 'private, no-cache')
    .header('vary', 'Authorization, Cookie');
}

export default fp(httpCachePlugin, { name: 'http-cache', dependencies: ['@fastify/cookie'] });
