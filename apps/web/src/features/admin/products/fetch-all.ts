import { MAX_PAGE_SIZE } from '@farm/contract';
import { queryString } from '@/lib/api/query-string';
import { staffCall } from '@/lib/api/staff-client';

type Params = Record<string, string | number | undefined>;

/**
 * Every row of a paged staff list (`/product/all`, `/category/all`), page by page at the API's
 * largest size. For exports and pick lists; screens page with the server instead.
 */
export async function fetchAllPages<T>(endpoint: string, params: Params = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { response, page: info } = await staffCall<T[]>(
      `${endpoint}${queryString({ ...params, page, size: MAX_PAGE_SIZE })}`,
    );
    rows.push(...response);
    if (!info || page >= info.totalPages) return rows;
  }
}
