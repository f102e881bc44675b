import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

const makeClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });

/**
 * The storefront's one query cache in a tab: every `QueryScope` shares it, so what the top bar or
 * one page read is there for the next page. A server render gets a fresh one each time: a cache
 * kept in the server's memory would be shared between customers.
 */
export function shopQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient();
  browserClient ??= makeClient();
  return browserClient;
}

/** Forgets everything read for the customer (logout). */
export function clearShopQueries() {
  browserClient?.clear();
}
