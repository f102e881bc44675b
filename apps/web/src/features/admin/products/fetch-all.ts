import { MAX_PAGE_SIZE, type Route } from '@farm/contract';
import type { DataOf, InputOf } from '@/lib/api/endpoint-types';
import { staffCall } from '@/lib/api/staff-client';
import type { Envelope } from '@/lib/api/transport';

/** A paged staff list: a GET whose `response` is a list. */
type ListRoute = Route & { method: 'GET' };
type RowOf<R extends ListRoute> = DataOf<R> extends readonly (infer T)[] ? T : never;
type QueryOf<R extends ListRoute> = InputOf<R> extends { query?: infer Q } ? Q : never;

/**
 * Every row of a paged staff list (`productRoutes.listProducts`, `categoryRoutes.listCategories`),
 * page by page at the API's largest size. For exports and pick lists; screens page with the server
 * instead.
 */
export async function fetchAllPages<R extends ListRoute>(
  route: R,
  query: Omit<QueryOf<R>, 'page' | 'size'>,
): Promise<RowOf<R>[]> {
  // The query is the endpoint's own; only page and size are added here.
  const send = staffCall as (r: R, input: object) => Promise<Envelope<RowOf<R>[]>>;
  const rows: RowOf<R>[] = [];
  for (let page = 1; ; page += 1) {
    const { response, page: info } = await send(route, { query: { ...query, page, size: MAX_PAGE_SIZE } });
    rows.push(...response);
    if (!info || page >= info.totalPages) return rows;
  }
}
