'use client';

import type { Route } from '@farm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import kit from '@/features/admin/shell/admin-kit.module.css';
import type { AnswerOf, DataOf } from '@/lib/api/endpoint-types';
import { messageOf } from '@/lib/api/problem';
import { staffCall } from '@/lib/api/staff-client';
import type { Envelope } from '@/lib/api/transport';
import { useWords } from '@/lib/i18n/client-words';
import styles from './admin-list.module.css';
import { useListParams } from './use-list-params';

export type ListOption = { value: string; label: string };
type FilterWords = { label: string; options: ListOption[]; allLabel?: string };
/**
 * `allLabel`: what the empty choice (no parameter sent) is called; "All" unless the API narrows it.
 * `worded`: a filter shared by many lists words itself from adminCommon (the missing-Tamil filter).
 */
export type ListFilter = { name: string } & (
  | (FilterWords & { worded?: never })
  | { worded: (t: ReturnType<typeof useTranslations<'adminCommon'>>) => FilterWords }
);

/** A paged GET whose `response` is a list. */
type ListRoute = Route & { method: 'GET' };
type RowOf<R extends ListRoute> = DataOf<R> extends readonly (infer T)[] ? T : never;

type Props<R extends ListRoute> = {
  /** Read out to screen readers as the table's caption. */
  caption: string;
  /** The staff list endpoint, e.g. `categoryRoutes.listCategories`. */
  endpoint: R;
  /** Path parameters of the endpoint, if it has any. */
  params?: Record<string, string | number>;
  columns: Column<RowOf<R>>[];
  rowKey: (row: RowOf<R>) => string | number;
  /** With a label, a search box sends `q`. */
  searchLabel?: string;
  filters?: ListFilter[];
  /** Choices of the API's `sort` parameter, the first being its default. */
  sorts?: ListOption[];
  /** Parameters always sent (e.g. `includeArchived=true`). */
  fixed?: Record<string, string>;
  size?: number;
  empty?: ReactNode;
  /** More controls in the toolbar (a date range, a customer) that set their own URL parameters. */
  toolbar?: ReactNode;
  /** Above the table: what the answer says beyond its rows (the payments list's sums). */
  summary?: (answer: AnswerOf<R>) => ReactNode;
};

/**
 * The one list screen of the admin: search, filters and sort in the URL, rows paged by the server
 * (`?page&size`), loading and error states. Every entity group renders its table through this.
 */
export function AdminList<R extends ListRoute>({
  caption,
  endpoint,
  params: pathParams,
  columns,
  rowKey,
  searchLabel,
  filters = [],
  sorts,
  fixed,
  size = 20,
  empty,
  toolbar,
  summary,
}: Props<R>) {
  const t = useTranslations('adminCommon');
  // `common` is in the staff area's WordsProvider, not in next-intl's (which holds the admin… namespaces).
  const common = useWords('common');
  const { values, page, set, hrefFor } = useListParams();
  const params = { ...fixed, ...values, page, size };
  // The URL's parameters are text the API validates; the list's shape comes from the endpoint.
  const send = staffCall as (r: R, input: object) => Promise<Envelope<RowOf<R>[]>>;
  const list = useQuery({
    queryKey: ['admin', endpoint.path, pathParams, params],
    queryFn: () => send(endpoint, { params: pathParams, query: params }),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.page?.totalElements;

  return (
    <section className={styles.list} aria-busy={list.isFetching}>
      <div className={styles.toolbar}>
        {searchLabel && <SearchBox label={searchLabel} value={values.q ?? ''} onSearch={(q) => set({ q })} />}
        {filters
          .map((filter) => ({ name: filter.name, ...(filter.worded ? filter.worded(t) : filter) }))
          .map((filter) => (
            <label key={filter.name} className={kit.filter}>
              <span>{filter.label}</span>
              <select
                className={kit.filterInput}
                value={values[filter.name] ?? ''}
                onChange={(e) => set({ [filter.name]: e.target.value })}
              >
                <option value="">{filter.allLabel ?? t('list.all')}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        {toolbar}
        {sorts && (
          <label className={kit.filter}>
            <span>{t('list.sortBy')}</span>
            <select
              className={kit.filterInput}
              value={values.sort ?? sorts[0]?.value}
              onChange={(e) => set({ sort: e.target.value })}
            >
              {sorts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {total !== undefined && (
          <p className={styles.count} aria-live="polite">
            {t('list.results', { count: total })}
          </p>
        )}
      </div>
      {list.isError ? (
        <div role="alert" className={styles.problem}>
          <p>{messageOf(list.error)}</p>
          <button type="button" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : list.data ? (
        <>
          {summary?.(list.data as AnswerOf<R>)}
          <DataTable
            caption={caption}
            columns={columns}
            rows={list.data.response}
            rowKey={rowKey}
            empty={empty}
          />
          <Pagination
            page={page}
            totalPages={list.data.page?.totalPages ?? 1}
            hrefFor={hrefFor}
            label={t('list.pages', { caption })}
            words={{
              label: t('list.pages', { caption }),
              previous: common('pagination.previous'),
              next: common('pagination.next'),
              page: common('pagination.page'),
            }}
          />
        </>
      ) : (
        <p role="status" className={styles.loading}>
          {t('loading')}
        </p>
      )}
    </section>
  );
}

/** Searches as the person types (after a short pause) or presses Enter. */
function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    pending.current = window.setTimeout(() => onSearch(text.trim()), 350);
    return () => window.clearTimeout(pending.current);
  }, [text, value, onSearch]);
  return (
    <search className={`${kit.searchBox} ${styles.search}`}>
      <form
        className={styles.searchForm}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label className="visually-hidden" htmlFor="admin-search">
          {label}
        </label>
        <Search aria-hidden="true" size={18} />
        <input
          id="admin-search"
          type="search"
          placeholder={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Leaving the box applies the search at once, unless it is for a link (a row): that click
          // leaves the page, and rewriting the address under it (now, or when the pause ends) would
          // cancel its navigation.
          onBlur={(e) => {
            window.clearTimeout(pending.current);
            if (e.relatedTarget instanceof HTMLAnchorElement) return;
            if (text.trim() !== value) onSearch(text.trim());
          }}
        />
      </form>
    </search>
  );
}
