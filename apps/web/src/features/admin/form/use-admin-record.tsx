'use client';

import type { Route } from '@farm/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { DataOf, InputOf } from '@/lib/api/endpoint-types';
import { ApiError, messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

/**
 * One record for an edit or detail screen (`categoryRoutes.getCategory`, `{params: {id: 12}}`);
 * nothing is fetched while `input` is undefined (a new record has none).
 */
export function useAdminRecord<R extends Route & { method: 'GET' }>(route: R, input: InputOf<R> | undefined) {
  return useQuery({
    queryKey: ['admin', 'record', route.path, input],
    queryFn: (): Promise<DataOf<R>> => (staffData as (r: R, i: unknown) => Promise<DataOf<R>>)(route, input),
    enabled: input !== undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** What a detail screen shows while its record loads, or why it cannot. */
export function RecordState({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  const t = useTranslations('adminCommon');
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div role="alert">
        <p>{missing ? t('notThere', { what }) : messageOf(query.error)}</p>
        {!missing && (
          <button type="button" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </button>
        )}
      </div>
    );
  }
  return <p role="status">{t('loading')}</p>;
}
