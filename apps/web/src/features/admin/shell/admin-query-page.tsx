'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formStyles } from '@/components/ui/form-fields';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';

export type AdminQueryPageWords = { title: string; refresh: string; retry: string; loading: string };

/**
 * An admin page that shows one read: a refresh button beside the title, the read's answer once it
 * has come (marked busy while it is read again), else its error with a retry, else "loading".
 * `intro` stays above all three.
 */
export function AdminQueryPage<T>({
  query,
  words,
  intro,
  children,
}: {
  query: UseQueryResult<T>;
  words: AdminQueryPageWords;
  intro?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const refetch = () => void query.refetch();
  return (
    <AdminPage
      title={words.title}
      actions={
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
          onClick={refetch}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" size={16} /> {words.refresh}
        </button>
      }
    >
      <div className={kit.stack} aria-busy={query.isFetching}>
        {intro}
        {query.data !== undefined ? (
          children(query.data)
        ) : query.isError ? (
          <div role="alert">
            <p>{messageOf(query.error)}</p>
            <button type="button" className={formStyles.button} onClick={refetch}>
              {words.retry}
            </button>
          </div>
        ) : (
          <p role="status">{words.loading}</p>
        )}
      </div>
    </AdminPage>
  );
}
