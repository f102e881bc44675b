'use client';

import type { Route } from '@farm/contract';
import type { ReactNode } from 'react';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import type { DataOf, InputOf } from '@/lib/api/endpoint-types';
import { DeleteAction } from './delete-action';
import { RecordState, useAdminRecord } from './use-admin-record';

/** The GET endpoint of one record by its `:id`, e.g. `bannerRoutes.getBanner`. */
type ReadRoute = Route & { method: 'GET' };
type DeleteRoute = Route & { method: 'DELETE' };

/** How to delete: the DELETE endpoint and its input, e.g. `bannerRoutes.deleteBanner`, `{params: {id}}`. */
type Deletion<D extends DeleteRoute> = {
  endpoint: D;
  input: InputOf<D>;
  what: string;
  consequence?: ReactNode;
  success?: string;
};

type Props<R extends ReadRoute, D extends DeleteRoute> = {
  /** Absent on the "new" screen. */
  id?: number | undefined;
  /** The endpoint that reads one record, called with `{params: {id}}`. */
  endpoint: R;
  /** The list this screen belongs to. */
  back: { href: string; label: string };
  /** The kind of record, for messages: 'banner'. */
  what: string;
  newTitle: string;
  titleOf: (record: DataOf<R>) => string;
  /** How to delete the record, when it may be deleted. */
  deletion?: (record: DataOf<R>) => Deletion<D> | undefined;
  /** The form, given the record (undefined when creating). Keyed by `version` so a reload resets it. */
  children: (record: DataOf<R> | undefined) => ReactNode;
  version?: (record: DataOf<R>) => string;
  /** Other actions on a saved record, beside Delete (Restore an archived one). */
  actions?: (record: DataOf<R>) => ReactNode;
};

/** The create/edit screen of every admin entity: load, title, delete with confirmation, form. */
export function RecordEditor<R extends ReadRoute, D extends DeleteRoute>({
  id,
  endpoint,
  back,
  what,
  newTitle,
  titleOf,
  deletion,
  children,
  version,
  actions,
}: Props<R, D>) {
  const record = useAdminRecord(endpoint, id ? ({ params: { id } } as InputOf<R>) : undefined);
  if (id && !record.data) {
    return (
      <AdminPage title={what[0]?.toUpperCase() + what.slice(1)} back={back}>
        <RecordState query={record} what={what} />
      </AdminPage>
    );
  }
  const current = record.data;
  const remove = current ? deletion?.(current) : undefined;
  const extra = current ? actions?.(current) : undefined;
  return (
    <AdminPage
      title={current ? titleOf(current) : newTitle}
      back={back}
      actions={
        (extra || remove) && (
          <>
            {extra}
            {remove && <DeleteAction {...remove} goTo={back.href} />}
          </>
        )
      }
    >
      <AdminCard>
        <div key={current && version ? version(current) : 'new'}>{children(current)}</div>
      </AdminCard>
    </AdminPage>
  );
}
