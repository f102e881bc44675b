import type { Route } from '@farm/contract/plain/http';
import { API_BASE_PATH } from './base-path';
import { queryString } from './query-string';

/**
 * Asks a public read of the API and drops its answer: a warm-up nobody reads (the top bar's
 * product list, spec §2). Without the API client, whose errors and session renewal would be a
 * chunk of a first visit for an answer nobody reads (issue 36, the home page's weight).
 */
export async function askOnly(
  route: Route<'GET', string, 'public'>,
  query: Record<string, string | number>,
): Promise<void> {
  await fetch(`${API_BASE_PATH}${route.path}${queryString(query)}`, {
    headers: { accept: 'application/json' },
  });
}
