'use client';

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ApiError, messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

/** One record for an edit or detail screen (`/category/12`); nothing is fetched without a path. */
export function useAdminRecord<T>(path: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'record', path],
    queryFn: () => staffData<T>(path as string),
    enabled: path !== undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** What a detail screen shows while its record loads, or why it cannot. */
export function RecordState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div role="alert">
        <p>{missing ? `This ${what} does not exist (any more).` : messageOf(query.error)}</p>
        {!missing && (
          <button type="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return <p role="status">Loading…</p>;
}
