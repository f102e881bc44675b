import 'server-only';
import type { Route } from '@farm/contract';
import { pathOf } from '@farm/contract/plain/http';
import { apiAddressesOf, sharedAddressBook } from './api-addresses.mjs';
import { createApiFetch } from './api-fetch';
import type { AnswerOf, DataOf, InputOf } from './endpoint-types';

/**
 * Server-side reads of the API for server components: straight to the API, not through the public
 * /api proxy, at the addresses the proxy uses (API_ADDRESSES, else API_HOST:API_PORT), skipping the
 * ones it found down, and a read that got no answer asked once more at another. Public catalogue
 * data only; never a customer's token.
 */
const apiFetch = createApiFetch(
  sharedAddressBook(apiAddressesOf(process.env), 1000 * Number(process.env.API_DOWN_SECONDS || 5)),
);

export type ServerCache = {
  /**
   * Seconds the web server may keep the answer. 0 (the default): ask the API on every render, so a
   * write shows on the next page load; the API answers repeated public reads from its own memory,
   * which every write empties (docs/decisions/0026-storefront-freshness.md). Only reads no person
   * waits to see change (the sitemap) keep theirs.
   */
  keepSeconds?: number;
};

type PageRequest = { requestId?: string; apiUnreachable?: boolean };
type PageRequests = { getStore(): PageRequest | undefined };

/** The page request being drawn, which the web server keeps for it (request-log.mjs). */
function pageRequest(): PageRequest | undefined {
  return (globalThis as Record<symbol, PageRequests | undefined>)[
    Symbol.for('farm.web.pageRequest')
  ]?.getStore();
}

/**
 * The page request's id, so the API's log lines of the page's reads carry the page's id. Not on reads
 * the web server keeps (`keepSeconds`): Next's data cache keys them by their headers too.
 */
function requestIdHeader(): Record<string, string> {
  const requestId = pageRequest()?.requestId;
  return requestId ? { 'x-request-id': requestId } : {};
}

/**
 * No API answered this read: the page is drawn with its "could not load" words and sent as 503
 * (page-outage.mjs), so that a load balancer asks another machine.
 */
function markApiUnreachable(): void {
  const page = pageRequest();
  if (page) page.apiUnreachable = true;
}

/** The API's answers that say it could not serve, rather than what was asked for is not there. */
const API_UNAVAILABLE = new Set([502, 503, 504]);

type Input<R extends Route> = Pick<InputOf<R>, Extract<keyof InputOf<R>, 'params' | 'query'>>;

/** A public GET of the contract, or undefined when the API could not answer. */
export async function serverGet<R extends Route & { method: 'GET' }>(
  route: R,
  input: Input<R>,
  cache: ServerCache = {},
): Promise<AnswerOf<R> | undefined> {
  const { keepSeconds = 0 } = cache;
  const { params, query } = input as { params?: Record<string, string | number>; query?: object };
  try {
    const path = pathOf(route, params, query as Parameters<typeof pathOf>[2]);
    const res = await apiFetch(
      path,
      keepSeconds > 0
        ? { next: { revalidate: keepSeconds } }
        : { cache: 'no-store', headers: requestIdHeader() },
    );
    if (!res.ok) {
      if (API_UNAVAILABLE.has(res.status)) markApiUnreachable();
      return undefined;
    }
    return (await res.json()) as AnswerOf<R>;
  } catch {
    markApiUnreachable();
    return undefined;
  }
}

/** Just the `response` of a read, or undefined when the API could not answer. */
export async function serverData<R extends Route & { method: 'GET' }>(
  route: R,
  input: Input<R>,
  cache: ServerCache = {},
): Promise<DataOf<R> | undefined> {
  return ((await serverGet(route, input, cache)) as { response: DataOf<R> } | undefined)?.response;
}

/** Whether the API answers at all (a 404 page tells "not found" from "shop is down"). */
export async function apiIsUp(): Promise<boolean> {
  try {
    const up = (await apiFetch('/health', { cache: 'no-store', headers: requestIdHeader() })).ok;
    if (!up) markApiUnreachable();
    return up;
  } catch {
    markApiUnreachable();
    return false;
  }
}
