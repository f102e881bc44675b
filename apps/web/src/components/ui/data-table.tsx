import type { ReactNode } from 'react';
import { useWords } from '@/lib/i18n/client-words';
import styles from './data-table.module.css';

export type Column<T> = {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
  /** Hidden on phones (the first column and the actions always show). */
  wide?: boolean;
  /** Shown on phones only: one column stacking what the hidden `wide` ones said that matters there. */
  narrow?: boolean;
};

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown in place of the rows when there are none (by default, that there is nothing yet). */
  empty?: ReactNode;
};

/**
 * A plain, accessible table; phones drop the `wide` columns and show the `narrow` ones (and scroll
 * sideways if it is still too wide).
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: Props<T>) {
  const t = useWords('common');
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                data-align={column.align ?? 'start'}
                data-wide={column.wide || undefined}
                data-narrow={column.narrow || undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty ?? t('emptyTable')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-align={column.align ?? 'start'}
                    data-wide={column.wide || undefined}
                    data-narrow={column.narrow || undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
