import 'server-only';
import type { Route } from '@farm/contract';
import { pathOf } from '@farm/contract/plain/http';
import type { AnswerOf, DataOf, InputOf } from './endpoint-types';

/**
 * Server-side reads of the API for server components: straight to the API process, not through
 * the public /api proxy. Public catalogue data only; never a customer's token.
 */
const apiBase = `http://${process.env.API_HOST ?? '127.0.0.1'}:${process.env.API_PORT ?? 4000}/api`;

export type ServerCache = {
  /**
   * Seconds the web server may keep the answer. 0 (the default): ask the API on every render, so a
   * write shows on the next page load; the API answers repeated public reads from its own memory,
   * which every write empties (docs/decisions/0026-storefront-freshness.md). Only reads no person
   * waits to see change (the sitemap) keep theirs.
   */
  keepSeconds?: number;
};

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
    const url = `${apiBase}${pathOf(route, params, query as Parameters<typeof pathOf>[2])}`;
    const res = await fetch(
      url,
      keepSeconds > 0 ? { next: { revalidate: keepSeconds } } : { cache: 'no-store' },
    );
    if (!res.ok) return undefined;
    return (await res.json()) as AnswerOf<R>;
  } catch {
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

/** Whether the API process answers at all (a 404 page tells "not found" from "shop is down"). */
export async function apiIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${apiBase}/health`, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
