'use client';

import type { ReactNode } from 'react';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { DeleteAction } from './delete-action';
import { RecordState, useAdminRecord } from './use-admin-record';

type Deletion = { endpoint: string; what: string; consequence?: ReactNode; success?: string };

type Props<T> = {
  /** Absent on the "new" screen. */
  id?: number | undefined;
  /** The API path of one record, e.g. `/banner/12`. */
  path: (id: number) => string;
  /** The list this screen belongs to. */
  back: { href: string; label: string };
  /** The kind of record, for messages: 'banner'. */
  what: string;
  newTitle: string;
  titleOf: (record: T) => string;
  /** How to delete the record, when it may be deleted. */
  deletion?: (record: T) => Deletion | undefined;
  /** The form, given the record (undefined when creating). Keyed by `version` so a reload resets it. */
  children: (record: T | undefined) => ReactNode;
  version?: (record: T) => string;
};

/** The create/edit screen of every admin entity: load, title, delete with confirmation, form. */
export function RecordEditor<T>({
  id,
  path,
  back,
  what,
  newTitle,
  titleOf,
  deletion,
  children,
  version,
}: Props<T>) {
  const record = useAdminRecord<T>(id ? path(id) : undefined);
  if (id && !record.data) {
    return (
      <AdminPage title={what[0]?.toUpperCase() + what.slice(1)} back={back}>
        <RecordState query={record} what={what} />
      </AdminPage>
    );
  }
  const current = record.data;
  const remove = current ? deletion?.(current) : undefined;
  return (
    <AdminPage
      title={current ? titleOf(current) : newTitle}
      back={back}
      actions={remove && <DeleteAction {...remove} goTo={back.href} />}
    >
      <AdminCard>
        <div key={current && version ? version(current) : 'new'}>{children(current)}</div>
      </AdminCard>
    </AdminPage>
  );
}
